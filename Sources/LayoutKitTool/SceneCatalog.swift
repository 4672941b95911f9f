import Foundation
import LayoutKitCore
import LayoutKitHost
import LayoutKitLayouts

/// A built-in scene: a layout and the collection it lays out.
struct Scene {
    var layout: any CollectionLayout
    var context: LayoutContext
    /// The moment a dump shows, played on a host of the scene (a pinch, an update, a fling);
    /// `nil` dumps the prepared layout.
    var play: ((CollectionViewHost) throws -> Void)?
}

/// The built-in scenes of `layoutkit-tool dump`, from the classic articles (Docs/Articles.md).
enum SceneCatalog {
    static let names =
        [
            "flow", "flow-sized", "flow-zoom", "flow-sections", "flow-self-sizing", "flow-backgrounds", "zoom",
            "pinch", "fly-in", "paging", "springy", "toy", "carousel", "store-front"
        ] + TransitionScenes.names

    /// The default settings of scene `name`.
    static func settings(for name: String) throws -> SceneSettings {
        switch name {
        case "flow", "flow-sized", "pinch", "fly-in", "paging", "springy":
            SceneSettings(items: 120, viewport: CGSize(width: 320, height: 568))
        case "flow-zoom", "zoom": SceneSettings(items: 60, viewport: CGSize(width: 320, height: 568), direction: .horizontal)
        case "flow-sections", "flow-backgrounds": SceneSettings(items: 12, viewport: CGSize(width: 320, height: 568))
        case "flow-self-sizing": SceneSettings(items: 1_000, viewport: CGSize(width: 320, height: 568))
        case "toy": SceneSettings(items: 8, viewport: CGSize(width: 320, height: 568))
        case "carousel": SceneSettings(items: 20, viewport: CGSize(width: 320, height: 568), offset: 30, direction: .horizontal)
        case "transition-grid", "transition-carousel": SceneSettings(items: 40, viewport: CGSize(width: 320, height: 568))
        case "store-front": SceneSettings(items: 12, viewport: CGSize(width: 390, height: 844))
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
        if let transition = TransitionScenes.scene(name, context: context) { return transition }
        var configuration = FlowConfiguration.compactGrid(scrollDirection: settings.direction)
        switch name {
        case "store-front":
            // The gallery's store front, its big cards swiped once to the next card; `items` per list.
            context.itemCounts = [8, 20, 30, settings.items, settings.items]
            return Scene(layout: CompositionalGalleryScenes.storeFront(), context: context) { host in
                try host.drag(.line(from: CGPoint(x: 330, y: 150), to: CGPoint(x: 130, y: 150), duration: 0.15))
                try host.runUntilIdle()
            }
        case "toy":
            return try PhysicsScenes.toy(settings)
        case "carousel":
            return try PhysicsScenes.carousel(settings)
        case "zoom":
            return Scene(layout: ZoomLayout(flow: .cardRow(scrollDirection: settings.direction)), context: context)
        case "pinch", "fly-in", "paging":
            return EffectScenes.scene(name, base: FlowLayout(configuration: configuration), context: context)
        case "flow":
            break
        case "springy":
            return try SpringyDrag.scene(FlowLayout(configuration: configuration).springy(), context: context)
        case "flow-sized":
            context.itemSizeProvider = { CGSize(width: 44, height: 20 + CGFloat(($0.item * 7919) % 60)) }
        case "flow-zoom":
            configuration = .cardRow(scrollDirection: settings.direction)
        case "flow-self-sizing":
            return try SelfSizingScene.scene(settings: settings, context: context)
        case "flow-backgrounds":
            configuration.sectionBackground = FlowSectionBackground(inset: EdgeInsets(all: 4))
            configuration.headerReferenceSize = CGSize(width: 40, height: 40)
            context.itemCounts = [settings.items, settings.items / 2 + 1, settings.items / 3 + 1]
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
