import Foundation
import LayoutKitCore
import LayoutKitHost
import LayoutKitLayouts

/// The scenes of the layouts that animate themselves: each is played on a headless host for a
/// while, so the dump shows the physics at a telling moment rather than an empty start.
enum PhysicsScenes {
    /// The physics toy after `settings.items` items flew in, one every 0.3 s, and two more
    /// seconds passed: they swing on their springs under the shared point.
    static func toy(_ settings: SceneSettings) throws -> Scene {
        let toy = PhysicsToyLayout()
        let host = try CollectionViewHost(layout: toy, frameSize: settings.viewport, itemCounts: [0])
        for item in 0..<settings.items {
            var update = BatchUpdate()
            update.insertItems([IndexPath(item: item, section: 0)])
            try host.performBatchUpdates(update, countsAfter: [item + 1])
            try host.advance(frames: 18)
        }
        try host.advance(frames: 120)
        return Scene(layout: toy, context: host.context)
    }

    /// The spring carousel 0.2 s after an item was inserted right of the center item: the new
    /// item falls from the top of the content, its right-hand neighbours slide one slot over.
    static func carousel(_ settings: SceneSettings) throws -> Scene {
        let carousel = SpringCarouselLayout()
        let host = try CollectionViewHost(
            layout: carousel, frameSize: settings.viewport, itemCounts: [settings.items],
            contentOffset: CGPoint(x: settings.offset, y: 0))
        try host.advanceFrame()
        var update = BatchUpdate()
        update.insertItems([carousel.indexPathForInsertion()])
        try host.performBatchUpdates(update, countsAfter: [settings.items + 1])
        try host.advance(frames: 12)
        return Scene(layout: carousel, context: host.context)
    }
}
