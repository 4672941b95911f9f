import Foundation
import LayoutKitCore
import LayoutKitHost
import LayoutKitLayouts

/// The `flow-self-sizing` scene: a one-column list estimated at 44 pt whose cells measure
/// 20 + (i × 7919) mod 100 pt, as the self-sizing benchmark; a host measures what is on screen at
/// the scene's offset before the dump.
enum SelfSizingScene {
    static func scene(settings: SceneSettings, context: LayoutContext) throws -> Scene {
        let host = try host(settings: settings, itemCounts: context.itemCounts)
        let horizontal = settings.direction == .horizontal
        try host.setContentOffset(horizontal ? CGPoint(x: settings.offset, y: 0) : CGPoint(x: 0, y: settings.offset))
        return Scene(layout: host.layout, context: host.context)
    }

    /// A host at the start of the scene's list, its cells measuring as the scene says.
    static func host(settings: SceneSettings, itemCounts: [Int], frameRate: Double = 60) throws -> CollectionViewHost {
        let horizontal = settings.direction == .horizontal
        let estimate = CGSize(width: 300, height: 44)
        let layout = FlowLayout { configuration in
            configuration.scrollDirection = settings.direction
            configuration.estimatedItemSize = horizontal ? estimate.transposed : estimate
            configuration.sectionInset = EdgeInsets(all: 10)
        }
        let host = try CollectionViewHost(
            layout: layout, frameSize: settings.viewport, itemCounts: itemCounts,
            layoutDirection: settings.layoutDirection, frameRate: frameRate)
        host.preferredLayoutAttributesFitting = { attributes in
            var preferred = attributes
            let length = 20 + CGFloat((attributes.indexPath.item * 7919) % 100)
            if horizontal { preferred.frame.size.width = length } else { preferred.frame.size.height = length }
            return preferred
        }
        return host
    }
}
