import Foundation
import LayoutKitCore
import LayoutKitLayouts

/// A built-in scene: a layout and the collection it lays out.
struct Scene {
    var layout: any CollectionLayout
    var context: LayoutContext
}

/// The built-in scenes of `layoutkit dump`, from ../shared/SEEDS.md.
enum SceneCatalog {
    static let names = ["flow", "flow-sized", "flow-zoom", "flow-sections", "zoom", "springy"]

    /// The default settings of scene `name`.
    static func settings(for name: String) throws -> SceneSettings {
        switch name {
        case "flow", "flow-sized", "springy": SceneSettings(items: 120, viewport: CGSize(width: 320, height: 568))
        case "flow-zoom", "zoom": SceneSettings(items: 60, viewport: CGSize(width: 320, height: 568), direction: .horizontal)
        case "flow-sections": SceneSettings(items: 12, viewport: CGSize(width: 320, height: 568))
        default: throw UsageError("unknown scene '\(name)'")
        }
    }

    /// Builds scene `name` with its default settings changed by the command line's `options`.
    static func scene(_ name: String, options: CommandLineOptions) throws -> Scene {
        var settings = try settings(for: name)
        try settings.apply(options)
        return try scene(name, settings: settings)
    }

    /// Builds scene `name` with `settings`.
    static func scene(_ name: String, settings: SceneSettings) throws -> Scene {
        var context = LayoutContext(
            bounds: settings.bounds, itemCounts: [settings.items], layoutDirection: settings.layoutDirection)
        var configuration = FlowLayout.Configuration.springy(scrollDirection: settings.direction)
        switch name {
        case "zoom":
            return Scene(layout: ZoomLayout(flow: .zoom(scrollDirection: settings.direction)), context: context)
        case "flow":
            break
        case "springy":
            return try SpringyDrag.scene(FlowLayout(configuration: configuration).springy(), context: context)
        case "flow-sized":
            context.itemSizeProvider = { CGSize(width: 44, height: 20 + CGFloat(($0.item * 7919) % 60)) }
        case "flow-zoom":
            configuration = .zoom(scrollDirection: settings.direction)
        case "flow-sections":
            configuration.headerReferenceSize = CGSize(width: 40, height: 40)
            configuration.footerReferenceSize = CGSize(width: 20, height: 20)
            configuration.sectionHeadersPinToVisibleBounds = true
            configuration.sectionMetrics[1] = FlowSectionMetrics(
                itemSize: CGSize(width: 90, height: 60), sectionInset: EdgeInsets(all: 10),
                headerReferenceSize: CGSize(width: 40, height: 40), footerReferenceSize: CGSize(width: 20, height: 20))
            context.itemCounts = [settings.items, settings.items / 2 + 1, settings.items / 3 + 1]
        default:
            throw UsageError("unknown scene '\(name)'")
        }
        return Scene(layout: FlowLayout(configuration: configuration), context: context)
    }
}
