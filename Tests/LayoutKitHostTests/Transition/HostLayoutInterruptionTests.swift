import Foundation
import LayoutKitCore
import LayoutKitTesting
import LayoutKitHost
import Testing

/// Layout changes interrupted: taken over by another, refused operations, bad input, and the
/// layouts' channels while they change.
struct HostLayoutInterruptionTests {
    typealias Change = HostLayoutChangeTests
    static let linear = HostAnimation(duration: 0.4, curve: .linear)
    /// The largest move of an element between two frames of the takeovers below (see there).
    static let largestStep: CGFloat = 30.3

    /// Four columns of 80 x 80 pt.
    static func columns(_ log: HookLog) -> FixedLayout {
        .grid("columns", columns: 4, width: 80, height: 80, count: 100, log: log)
    }

    @Test func aChangeTakesOverFromWhatIsOnScreenWithoutAJump() throws {
        let log = HookLog()
        let host = try Change.host(Change.list(log))
        try host.setLayout(Change.grid(log), animation: Self.linear)
        try host.advance(frames: 12)
        var frames = [screen(host)]
        let columns = Self.columns(log)
        try host.setLayout(columns, animation: Self.linear)
        #expect(screen(host) == frames[0], "the new change starts from what was shown")
        while host.isChangingLayout {
            try host.advanceFrame()
            frames.append(screen(host))
        }
        // The farthest traveller is item 23: from half way between (0, 1150, 320, 50) and
        // (160, 1100, 160, 100), center (200, 1162.5), to (240, 400, 80, 80), center (280, 440):
        // 726.9 pt; over 24 frames of a linear 0.4 s, 30.3 pt a frame.
        for (a, b) in zip(frames, frames.dropFirst()) { #expect(largestMove(a, b) <= Self.largestStep) }
        #expect(host.layout === columns)
        #expect(host.visibleElements.allSatisfy { $0.frame == columns.frames[$0.indexPath.item] })
        for name in ["list", "grid", "columns"] { #expect(log.entries.filter { $0 == "\(name) finalize" }.count == 1) }
    }

    @Test func cancellingATakeoverResumesTheChangeItInterrupted() throws {
        let log = HookLog()
        let grid = Change.grid(log)
        let host = try Change.host(Change.list(log))
        try host.setLayout(grid, animation: Self.linear)
        try host.advance(frames: 12)
        var frames = [screen(host)]
        let takeover = try host.startInteractiveTransition(to: Self.columns(log))
        for step in 1...7 {   // 1/24 of the way a frame at most, as the linear change it took over
            try takeover.updateInteractiveTransition(0.04 * CGFloat(step))
            try host.advanceFrame()
            frames.append(screen(host))
        }
        try host.cancelInteractiveTransition()
        while host.isChangingLayout {
            try host.advanceFrame()
            frames.append(screen(host))
        }
        // Settling back from 0.28 along the standard cubic from rest: at most 1.5 x 0.28 / 0.25 s,
        // 0.028 a frame, of 726.9 pt: 20.4 pt; the resumed change is slower.
        for (a, b) in zip(frames, frames.dropFirst()) { #expect(largestMove(a, b) <= Self.largestStep) }
        #expect(host.layout === grid)
        #expect(host.visibleElements.allSatisfy { $0.frame == Change.gridFrame($0.indexPath.item) })
        for name in ["list", "grid", "columns"] { #expect(log.entries.filter { $0 == "\(name) finalize" }.count == 1) }
    }

    @Test func updatesRotationsScrollsAndPinchesAreRefusedAndTheChangeGoesOn() throws {
        let grid = Change.grid()
        let host = try Change.host(Change.list())
        try host.setLayout(grid, animation: Self.linear)
        try host.advance(frames: 3)
        var update = BatchUpdate()
        update.insertItems([IndexPath(item: 0, section: 0)])
        let busy = { (operation: String) in HostError.busy(operation: operation, running: "a layout transition") }
        #expect(throws: busy("a batch update")) { try host.performBatchUpdates(update, countsAfter: [101]) }
        #expect(throws: busy("an animated bounds change")) {
            try host.setFrameSize(CGSize(width: 480, height: 320), animation: .rotation)
        }
        #expect(throws: busy("a drag")) {
            try host.drag(.line(from: CGPoint(x: 100, y: 300), to: CGPoint(x: 100, y: 100), duration: 0.2))
        }
        #expect(throws: busy("a pinch")) {
            try host.pinch(.spread(center: CGPoint(x: 160, y: 240), from: 50, to: 100, duration: 0.2))
        }
        #expect(throws: busy("a content offset change")) { try host.setContentOffset(CGPoint(x: 0, y: 50)) }
        #expect(throws: HostError.notApplicable(operation: "finish an interactive transition",
                                                reason: "no interactive layout transition is under way")) {
            try host.finishInteractiveTransition()
        }
        #expect(host.itemCounts == [100] && host.frameSize == CGSize(width: 320, height: 480))
        #expect(try host.runUntilIdle(timeout: 1))
        #expect(host.layout === grid)
    }

    @Test func aChangeDuringABatchUpdateOrADragIsRefused() throws {
        let list = Change.list()
        let host = try Change.host(list)
        var update = BatchUpdate()
        update.deleteItems([IndexPath(item: 0, section: 0)])
        try host.performBatchUpdates(update, countsAfter: [99])
        #expect(throws: HostError.busy(operation: "a layout transition", running: "a batch update")) {
            try host.setLayout(Change.grid(), animation: Self.linear)
        }
        #expect(host.layout === list && !host.isChangingLayout)
        #expect(try host.runUntilIdle(timeout: 1))
        try host.drag(.line(from: CGPoint(x: 100, y: 300), to: CGPoint(x: 100, y: 100), duration: 0.2))
        #expect(throws: HostError.busy(operation: "a layout transition", running: "a drag")) {
            try host.setLayout(Change.grid())
        }
        #expect(host.layout === list && host.isDragging)
    }

    @Test func badInputIsRefusedWithTheOldLayoutInPlace() throws {
        let list = SlidingLayout()
        let host = try Change.host(list, items: 20)
        try host.advanceFrame()
        #expect(throws: LayoutError.self) { try host.setLayout(Change.grid(), itemCounts: [-1]) }
        #expect(throws: LayoutError.invalidParameter(name: "animation.duration", value: -1, reason: "must be finite and not negative")) {
            try host.setLayout(Change.grid(), animation: HostAnimation(duration: -1))
        }
        #expect(throws: LayoutError.indexPathOutOfRange(IndexPath(item: 50, section: 0), sectionCount: 1, itemCount: 20)) {
            try host.setLayout(Change.grid(), anchor: .centering(cellKey(50)))
        }
        #expect(throws: LayoutError.self) { try host.setLayout(Change.grid(), anchor: .offset(CGPoint(x: 0, y: CGFloat.nan))) }
        #expect(host.layout === list && !host.isChangingLayout && host.itemCounts == [20])
        #expect(list.channel?.isConnected == true, "the old layout still talks to its host")
        #expect(throws: LayoutError.indexPathOutOfRange(IndexPath(item: 0, section: 0), sectionCount: 1, itemCount: 0)) {
            try host.setLayout(Change.grid(), itemCounts: [0], anchor: .element(cellKey(0)))
        }
        #expect(host.itemCounts == [20])

        let transition = try host.startInteractiveTransition(to: Change.grid())
        #expect(throws: LayoutError.self) { try transition.updateInteractiveTransition(.infinity) }
        #expect(throws: LayoutError.self) { try host.finishInteractiveTransition(velocity: CGFloat.nan) }
        #expect(throws: LayoutError.invalidParameter(name: "settling.duration", value: 0, reason: "must be finite and positive")) {
            try host.cancelInteractiveTransition(.curve(duration: 0))
        }
        try host.finishInteractiveTransition()
        #expect(try host.runUntilIdle(timeout: 1))
        #expect(host.layout !== list)
    }

    @Test func aLayoutThatAnimatesItselfKeepsMovingThroughTheTransitionAndHandsOverItsChannel() throws {
        let sliding = SlidingLayout()
        let host = try Change.host(sliding, items: 20)
        try host.advanceFrame()
        sliding.displaceAll(by: 50)
        let list = ListLayout()
        try host.setLayout(list, animation: HostAnimation(duration: 0.1, curve: .linear))
        #expect(host.isLayoutAnimating, "the transition passes on that its first layout animates")
        try host.advance(frames: 3)
        #expect(sliding.steps == 3)
        #expect(try host.runUntilIdle(timeout: 1))
        #expect(host.layout === list && sliding.channel?.isConnected == false)
        try host.setLayout(sliding)
        #expect(sliding.channel?.isConnected == true)
        sliding.displaceAll(by: 30)
        #expect(!host.isIdle)
        #expect(try host.runUntilIdle(timeout: 1))
        #expect(host.visibleElements.allSatisfy { $0.frame == sliding.frame($0.indexPath.item) })
    }
}
