import Foundation
import LayoutKitCore
import LayoutKitHost
import LayoutKitLayouts

/// The `flow-self-sizing` scene: a one-column list estimated at 44 pt whose cells measure
/// 20 + (i × 7919) mod 100 pt, as the self-sizing benchmark; a host measures what is on screen at
/// the scene's offset before the dump.
enum SelfSizingScene {
    static func scene(settings: SceneSettings, context: LayoutContext) throws -> Scene {
        let horizontal = settings.direction == .horizontal
        let estimate = CGSize(width: 300, height: 44)
        let layout = FlowLayout { configuration in
            configuration.scrollDirection = settings.direction
            configuration.estimatedItemSize = horizontal ? estimate.transposed : estimate
            configuration.sectionInset = EdgeInsets(all: 10)
        }
        let host = try CollectionViewHost(
            layout: layout, frameSize: settings.viewport, itemCounts: context.itemCounts,
            layoutDirection: settings.layoutDirection)
        host.preferredLayoutAttributesFitting = { attributes in
            var preferred = attributes
            let length = 20 + CGFloat((attributes.indexPath.item * 7919) % 100)
            if horizontal { preferred.frame.size.width = length } else { preferred.frame.size.height = length }
            return preferred
        }
        try host.setContentOffset(horizontal ? CGPoint(x: settings.offset, y: 0) : CGPoint(x: 0, y: settings.offset))
        return Scene(layout: layout, context: host.context)
    }
}
