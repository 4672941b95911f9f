import Foundation
import LayoutKitCore
import LayoutKitHost
import LayoutKitLayouts
import LayoutKitTesting
import Testing

/// Snapshot dumps of key frames of the physics layouts on the headless host, reviewed by eye as
/// SVG (`layoutkit-tool dump toy`, `layoutkit-tool dump carousel` show the same moments).
struct PhysicsLayoutSnapshotTests {
    @Test func toyWithFiveItemsSwinging() throws {
        let app = try ToyApp()
        for _ in 0..<5 {
            try app.insert()
            try app.host.advance(frames: 18)
        }
        try app.host.advance(frames: 120)
        expectLayoutSnapshot(app.toy, in: app.host.visibleRect, context: app.host.context, named: "toy-swinging")
    }

    @Test func carouselMidInsertion() throws {
        let carousel = SpringCarouselLayout()
        let host = try CollectionViewHost(
            layout: carousel, frameSize: CGSize(width: 320, height: 568), itemCounts: [20], contentOffset: CGPoint(x: 30, y: 0))
        try host.advanceFrame()
        var update = BatchUpdate()
        update.insertItems([carousel.indexPathForInsertion()])
        try host.performBatchUpdates(update, countsAfter: [21])
        try host.advance(frames: 12)
        expectLayoutSnapshot(carousel, in: host.visibleRect, context: host.context, named: "carousel-mid-insertion")
    }
}
