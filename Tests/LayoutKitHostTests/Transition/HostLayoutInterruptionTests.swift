import Foundation
import LayoutKitCore
import LayoutKitHost
import LayoutKitTesting
import Testing

/// Layout changes interrupted: taken over by another, landed by an update, a rotation or a
/// gesture (the admission rule), bad input, and the layouts' channels while they change.
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
        for step in 1...7 {  // 1/24 of the way a frame at most, as the linear change it took over
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

    /// Frames until `host` is idle, each in screen coordinates, after `first`.
    private static func framesUntilIdle(_ host: CollectionViewHost, after first: [ElementKey: CGRect]) throws -> [[ElementKey:
        CGRect]]
    {
        var frames = [first]
        while !host.isIdle {
            try host.advanceFrame()
            frames.append(screen(host))
        }
        return frames
    }

    @Test func anUpdateDuringAnAnimatedChangeLandsItAndAnimatesFromWhatIsOnScreen() throws {
        let grid = Change.grid()
        let host = try Change.host(Change.list())
        try host.setLayout(grid, animation: Self.linear)
        try host.advance(frames: 6)
        let shown = screen(host)
        var update = BatchUpdate()
        update.insertItems([IndexPath(item: 100, section: 0)])
        try host.performBatchUpdates(update, countsAfter: [101])
        #expect(host.layout === grid && host.itemCounts == [101], "the change landed on the grid and the update applied")
        #expect(screen(host) == shown, "what was on screen stays put: the new animation starts from it")
        // Every element then travels from a quarter of the way between the list and the grid to
        // the grid: item 9 the farthest, from (0, 450, 320, 50) 1/4 toward (160, 400, 160, 100),
        // center (200, 487.5) to (240, 450): 55 pt, in the 0.25 s landing, well under 30 pt a frame.
        let frames = try Self.framesUntilIdle(host, after: shown)
        for (a, b) in zip(frames, frames.dropFirst()) { #expect(largestMove(a, b) < 30) }
        #expect(host.visibleElements.allSatisfy { $0.frame == Change.gridFrame($0.indexPath.item) })
    }

    @Test func aRotationDuringAnInteractiveChangeLandsItOnTheNearerLayout() throws {
        let list = Change.list()
        let host = try Change.host(list)
        let transition = try host.startInteractiveTransition(to: Change.grid())
        try transition.updateInteractiveTransition(0.3)
        try host.advanceFrame()
        try host.setFrameSize(CGSize(width: 480, height: 320), animation: .rotation)
        #expect(host.layout === list && !host.isChangingLayout, "0.3 of the way: back to the list")
        #expect(throws: HostError.notApplicable(.finishInteractiveTransition)) {
            try host.finishInteractiveTransition()
        }
        #expect(try host.runUntilIdle(timeout: 2))
        #expect(host.frameSize == CGSize(width: 480, height: 320))
    }

    @Test func aScrollOrAPinchDuringAChangeLandsIt() throws {
        let grid = Change.grid()
        let host = try Change.host(Change.list())
        try host.setLayout(grid, animation: Self.linear)
        try host.advance(frames: 3)
        try host.drag(.line(from: CGPoint(x: 100, y: 300), to: CGPoint(x: 100, y: 100), duration: 0.2))
        #expect(host.layout === grid && host.isDragging)
        try host.runUntilIdle()
        try host.setLayout(Change.list(), animation: Self.linear)
        try host.pinch(.spread(center: CGPoint(x: 160, y: 240), from: 50, to: 100, duration: 0.2))
        #expect(!host.isChangingLayout && host.isPinching)
        try host.setLayout(grid, animation: Self.linear)
        try host.setContentOffset(CGPoint(x: 0, y: 50))
        #expect(!host.isChangingLayout && host.contentOffset.y == 50 && host.layout === grid)
    }

    @Test func onlyAGestureDrivenChangeRefusesAnother() throws {
        let host = try Change.host(Change.list())
        _ = try host.startInteractiveTransition(to: Change.grid())
        #expect(throws: HostError.busy(operation: .interactiveTransition, running: .interactiveTransition)) {
            try host.startInteractiveTransition(to: Change.grid())
        }
        try host.setLayout(Self.columns(HookLog()), animation: Self.linear)
        #expect(host.isChangingLayout, "an animated change takes over an interactive one, as before")
    }

    @Test func aChangeDuringABatchUpdateStartsFromWhatIsOnScreenAndADragLifts() throws {
        let list = Change.list()
        let host = try Change.host(list)
        var update = BatchUpdate()
        update.deleteItems([IndexPath(item: 0, section: 0)])
        try host.performBatchUpdates(update, countsAfter: [99])
        try host.advance(frames: 4)
        let shown = screen(host)
        let grid = Change.grid()
        try host.setLayout(grid, animation: Self.linear)
        #expect(screen(host) == shown, "the change starts from the update's elements where they are")
        let frames = try Self.framesUntilIdle(host, after: shown)
        for (a, b) in zip(frames, frames.dropFirst()) { #expect(largestMove(a, b) <= Self.largestStep) }
        #expect(host.layout === grid && host.visibleElements.allSatisfy { $0.frame == Change.gridFrame($0.indexPath.item) })
        try host.drag(.line(from: CGPoint(x: 100, y: 300), to: CGPoint(x: 100, y: 100), duration: 0.2))
        try host.setLayout(list)
        #expect(host.layout === list && !host.isDragging && !host.isDecelerating, "the finger lifted, no fling")
    }

    @Test func badInputIsRefusedWithTheOldLayoutInPlace() throws {
        let list = SlidingLayout()
        let host = try Change.host(list, items: 20)
        try host.advanceFrame()
        #expect(throws: LayoutError.self) { try host.setLayout(Change.grid(), itemCounts: [-1]) }
        #expect(
            throws: LayoutError.invalidParameter(name: "animation.duration", value: -1, reason: "must be finite and not negative")
        ) {
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
        #expect(throws: LayoutError.invalidParameter(name: "settling.duration", value: 0, reason: "must be finite and positive"))
        {
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
        let list = RowsTestLayout()
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
