import Foundation
import LayoutKitCore
import LayoutKitHost
import LayoutKitLayouts

/// The scenes of the effects, each over the scene's flow and dumped at its key moment.
enum EffectScenes {
    /// Scene `name` ("pinch", "fly-in" or "paging") over `base`.
    static func scene(_ name: String, base: FlowLayout, context: LayoutContext) -> Scene {
        switch name {
        case "pinch":
            // Item 6 held by two fingers spread from 40 to 80 pt: shown doubled, above the others.
            return Scene(layout: base.pinchable(), context: context) { host in
                try host.advanceFrame()
                guard let item = host.visibleElements.first(where: { $0.indexPath == IndexPath(item: 6, section: 0) }) else {
                    return
                }
                let c = item.frame.center
                func sample(_ time: TimeInterval, _ half: CGFloat) -> PinchTrace.Sample {
                    .init(
                        time: time, first: CGPoint(x: c.x - half - host.contentOffset.x, y: c.y - host.contentOffset.y),
                        second: CGPoint(x: c.x + half - host.contentOffset.x, y: c.y - host.contentOffset.y))
                }
                try host.pinch(PinchTrace([sample(0, 20), sample(0.3, 40), sample(0.6, 40)]))
                try host.advance(by: 0.4)
            }
        case "fly-in":
            // Items 3 and 7 inserted, 0.15 s into the 0.3 s animation: half way from the bottom middle.
            return Scene(layout: base.flyingInUpdates(), context: context) { host in
                try host.advanceFrame()
                var update = BatchUpdate()
                update.insertItems([IndexPath(item: 3, section: 0), IndexPath(item: 7, section: 0)])
                try host.performBatchUpdates(update, countsAfter: host.itemCounts.map { $0 + 2 })
                try host.advance(by: 0.15)
            }
        default:
            // Items of varying heights, leading edges snapped: a 1000 pt/s fling comes to rest
            // with a row's top on the top of the screen.
            var sized = context
            sized.itemSizeProvider = { CGSize(width: 44, height: 20 + CGFloat(($0.item * 7919) % 60)) }
            return Scene(layout: base.paging(.leading), context: sized) { host in
                try host.advanceFrame()
                let along = base.scrollDirection == .vertical ? CGPoint(x: 0, y: 100) : CGPoint(x: 100, y: 0)
                let start = CGPoint(x: host.frameSize.width / 2, y: host.frameSize.height / 2)
                try host.drag(.line(from: start, to: CGPoint(x: start.x - along.x, y: start.y - along.y), duration: 0.1))
                try host.runUntilIdle()
            }
        }
    }
}
