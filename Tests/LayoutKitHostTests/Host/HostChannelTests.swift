import Foundation
import LayoutKitCore
import LayoutKitHost
import Testing

/// The layout-to-host channel and elements a layout animates itself.
struct HostChannelTests {
    private func host(_ layout: any CollectionLayout, items: Int = 20) throws -> CollectionViewHost {
        try CollectionViewHost(layout: layout, frameSize: CGSize(width: 320, height: 480), itemCounts: [items])
    }

    @Test func theHostAsksAgainOnlyWhenToldOrScrolled() throws {
        let spy = SpyLayout()
        let host = try host(spy)
        try host.advanceFrame()
        let queries = { spy.calls.filter { $0.name == "attributesInRect" }.count }
        let first = queries()
        try host.advance(frames: 10)
        #expect(queries() == first, "nothing changed: no query")
        try host.setContentOffset(CGPoint(x: 0, y: 30))
        #expect(queries() == first + 1, "the visible rect moved")
        host.invalidateLayout(with: InvalidationContext())
        try host.advanceFrame()
        #expect(queries() == first + 2, "invalidated")
    }

    @Test func aLayoutThatAnimatesIsSteppedEveryFrameAndShownUntilItRests() throws {
        let layout = SlidingLayout()
        let host = try host(layout)
        try host.advanceFrame()
        #expect(host.isIdle && layout.steps == 0)
        layout.displaceAll(by: 50)
        #expect(!host.isIdle && host.isLayoutAnimating)
        try host.advance(frames: 6)  // 300 pt/s for 0.1 s: 30 of 50 pt
        #expect(layout.steps == 6)
        let cell = try #require(host.visibleElements.first { $0.indexPath == IndexPath(item: 2, section: 0) })
        #expect(abs(cell.frame.minY - (100 + 20)) < 1e-9)
        #expect(try host.runUntilIdle(timeout: 2))
        #expect(layout.steps == 10 && !host.isLayoutAnimating)
        #expect(host.visibleElements.allSatisfy { $0.frame == layout.frame($0.indexPath.item) })
    }

    @Test func aLayoutThatDoesNotTellItsHostIsNotAskedAgain() throws {
        let layout = SlidingLayout()
        let host = try host(layout)
        try host.advanceFrame()
        layout.displaceAll(by: 50, telling: false)
        try host.advance(frames: 3)
        #expect(layout.steps == 0)
        #expect(host.visibleElements.allSatisfy { $0.frame == layout.frame($0.indexPath.item) })
    }

    @Test(arguments: [true, false])
    func duringAnUpdateTheHostShowsWhatTheLayoutAnimatesItself(selfAnimated: Bool) throws {
        let layout = SlidingLayout()
        layout.animatesItself = selfAnimated
        let host = try host(layout, items: 6)
        try host.advanceFrame()
        var update = BatchUpdate()
        update.insertItems([IndexPath(item: 0, section: 0)])
        update.deleteItems([IndexPath(item: 3, section: 0)])
        try host.performBatchUpdates(update, countsAfter: [6])
        try host.advance(frames: 6)  // 0.1 s of a 0.3 s tween; the layout slid 30 pt
        let inserted = try #require(
            host.visibleElements.first { $0.indexPath == IndexPath(item: 0, section: 0) && $0.frame.minX == 0 })
        let departing = host.visibleElements.filter { $0.frame.minX > 0 }
        if selfAnimated {
            #expect(inserted.frame.minY == 70 && inserted.alpha == 1)  // 100 pt below, 30 pt back
            #expect(departing.count == 1 && departing.first?.frame.minX == 30)
        } else {
            #expect(inserted.alpha < 1, "the host fades it in")
            #expect(departing.isEmpty)
        }
        #expect(try host.runUntilIdle(timeout: 5))
        #expect(host.visibleElements.count == 6)
        #expect(host.visibleElements.allSatisfy { $0.frame == layout.frame($0.indexPath.item) })
    }
}
