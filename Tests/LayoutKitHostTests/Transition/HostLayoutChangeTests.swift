import Foundation
import LayoutKitCore
import LayoutKitHost
import Testing

/// The host changing layouts: at once, animated, interactive; the ends, continuity, anchors.
///
/// The list: item i at (0, 50 i, 320, 50). The grid: two columns, item i at
/// (160 (i mod 2), 100 floor(i / 2), 160, 100). The viewport: 320 x 480.
struct HostLayoutChangeTests {
    static func list(_ log: HookLog = HookLog(), count: Int = 100) -> FixedLayout {
        .grid("list", columns: 1, width: 320, height: 50, count: count, log: log)
    }

    static func grid(_ log: HookLog = HookLog(), count: Int = 100) -> FixedLayout {
        .grid("grid", columns: 2, width: 160, height: 100, count: count, log: log)
    }

    static func host(
        _ layout: any CollectionLayout, items: Int = 100, offset: CGFloat = 0,
        inset: EdgeInsets = .zero
    ) throws -> CollectionViewHost {
        try CollectionViewHost(
            layout: layout, frameSize: CGSize(width: 320, height: 480), itemCounts: [items],
            contentInset: inset, contentOffset: CGPoint(x: 0, y: offset))
    }

    static func listFrame(_ i: Int) -> CGRect { CGRect(x: 0, y: CGFloat(i) * 50, width: 320, height: 50) }
    static func gridFrame(_ i: Int) -> CGRect {
        CGRect(x: CGFloat(i % 2) * 160, y: CGFloat(i / 2) * 100, width: 160, height: 100)
    }

    @Test func anImmediateChangeShowsTheNewLayoutAndTellsBothInUIKitsOrder() throws {
        let log = HookLog()
        let (list, grid) = (Self.list(log), Self.grid(log))
        let host = try Self.host(list)
        try host.layoutIfNeeded()
        log.entries = []
        try host.setLayout(grid)
        #expect(host.layout === grid && !host.isChangingLayout && host.isIdle)
        #expect(log.entries == ["grid from", "list to", "grid prepare [100]", "grid target", "list finalize", "grid finalize"])
        // Rows 0 to 4 of 100 pt meet the 480 pt viewport: items 0 to 9.
        #expect(host.visibleElements.map(\.indexPath.item) == Array(0..<10))
        #expect(host.visibleElements.allSatisfy { $0.frame == Self.gridFrame($0.indexPath.item) })
    }

    @Test func anAnimatedChangeIsHalfWayAtHalfTimeAndEndsExactlyOnTheNewLayout() throws {
        let grid = Self.grid()
        let host = try Self.host(Self.list())
        try host.setLayout(grid, animation: HostAnimation(duration: 0.5, curve: .linear))
        #expect(host.visibleElements.allSatisfy { $0.frame == Self.listFrame($0.indexPath.item) }, "progress 0: the list")
        try host.advance(frames: 15)  // 0.25 s of 0.5 s
        let item3 = host.visibleElements.first { $0.key == cellKey(3) }
        // From (0, 150, 320, 50) to (160, 100, 160, 100), half way.
        #expect(close(item3?.frame, CGRect(x: 80, y: 125, width: 240, height: 75), 1e-6))
        #expect(host.isChangingLayout && !host.isIdle)
        #expect(try host.runUntilIdle(timeout: 1))
        #expect(host.layout === grid && host.transitionLayout == nil)
        #expect(host.visibleElements.map(\.indexPath.item) == Array(0..<10))
        #expect(host.visibleElements.allSatisfy { $0.frame == Self.gridFrame($0.indexPath.item) && $0.alpha == 1 })
    }

    @Test func theAnchorElementStaysPutAndNothingJumpsBetweenFrames() throws {
        let host = try Self.host(Self.list(), offset: 1000)
        try host.layoutIfNeeded()
        let before = screen(host)
        try host.setLayout(Self.grid(), anchor: .element(cellKey(24)), animation: HostAnimation(duration: 0.5))
        // Item 24: list center y 1225 (screen 225), grid center y 1250: the offset goes to
        // 1000 + 25 = 1025; sideways 80 - 160 = -80 is clamped to 0.
        var frames = [before]
        while host.isChangingLayout {
            try host.advanceFrame()
            frames.append(screen(host))
            let anchor = try #require(host.visibleElements.first { $0.key == cellKey(24) })
            #expect(abs(anchor.frame.midY - host.contentOffset.y - 225) < 1e-9)
        }
        #expect(host.contentOffset == CGPoint(x: 0, y: 1025))
        // Each element's screen travel: at most 160 sideways plus 50 in size, under 170 pt; the
        // ease-in-out's steepest slope is 1.5 / 0.87 = 1.72 per unit time, so a 1/60 s frame of
        // a 0.5 s change moves progress at most 0.058: at most 9.9 pt.
        for (a, b) in zip(frames, frames.dropFirst()) { #expect(largestMove(a, b) <= 9.9) }
        #expect(frames.count == 31)
    }

    @Test func centeringAnElementAccountsForTheInset() throws {
        // Pages of 480 pt: item 12 is centered at y 12 x 480 + 240 = 6000; the viewport less a
        // 20 pt top inset is 460 pt tall, centered at offset + 20 + 230.
        let pages = FixedLayout.grid("pages", columns: 1, width: 320, height: 480, count: 40)
        let host = try Self.host(Self.list(count: 40), items: 40, inset: EdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
        try host.setLayout(pages, anchor: .centering(cellKey(12)), animation: .navigation)
        #expect(try host.runUntilIdle(timeout: 1))
        #expect(host.contentOffset == CGPoint(x: 0, y: 6000 - 250))
        // Item 0 asked centered is clamped to the top less the inset.
        try host.setLayout(Self.list(count: 40), anchor: .centering(cellKey(0)))
        #expect(host.contentOffset == CGPoint(x: 0, y: -20))
    }

    @Test func anInteractiveChangeFollowsTheProgressAndFinishesFromItsVelocityWithoutOvershootOrSnap() throws {
        let (list, grid) = (Self.list(), Self.grid())
        let host = try Self.host(list)
        let transition = try host.startInteractiveTransition(to: grid)
        #expect(host.layout === transition && !host.isIdle)
        try transition.updateInteractiveTransition(0.3)
        try host.advanceFrame()
        let item3 = host.visibleElements.first { $0.key == cellKey(3) }
        #expect(close(item3?.frame, lerp(Self.listFrame(3), Self.gridFrame(3), 0.3)))
        try transition.updateInteractiveTransition(0.4)
        try host.advanceFrame()
        try transition.updateInteractiveTransition(0.5)
        try host.advanceFrame()  // 0.1 per 1/60 s: 6 per second
        try host.finishInteractiveTransition()
        var progress: [CGFloat] = [0.5]
        while host.isChangingLayout {
            try host.advanceFrame()
            progress.append(host.transitionLayout?.progress ?? 1)
        }
        let steps = zip(progress, progress.dropFirst()).map { $1 - $0 }
        #expect(steps.allSatisfy { $0 >= 0 } && progress.allSatisfy { $0 <= 1 })
        // The first step carries the gesture's 0.1 per frame on (a cubic from 6/s: 0.094 after
        // one frame of the 0.25 s); the last arrives at rest.
        #expect(abs(steps[0] - 0.094) < 0.005)
        #expect(try #require(steps.last) < 0.001)
        #expect(host.layout === grid)
        #expect(host.visibleElements.allSatisfy { $0.frame == Self.gridFrame($0.indexPath.item) })
    }

    @Test func aCancelledChangeRunsBackFromRestToExactlyTheOldLayout() throws {
        let list = Self.list()
        let host = try Self.host(list, offset: 200)
        let transition = try host.startInteractiveTransition(to: Self.grid(), anchor: .element(cellKey(6)))
        try transition.updateInteractiveTransition(0.6)
        try host.advanceFrame()
        try host.cancelInteractiveTransition(velocity: 5)  // moving toward the end: not carried back
        var progress: [CGFloat] = [0.6]
        while host.isChangingLayout {
            try host.advanceFrame()
            progress.append(host.transitionLayout?.progress ?? 0)
        }
        let steps = zip(progress, progress.dropFirst()).map { $1 - $0 }
        #expect(steps.allSatisfy { $0 <= 0 } && progress.allSatisfy { $0 >= 0 })
        // From rest over 0.25 s: after one frame 0.6 x (3 s^2 - 2 s^3) with s = 1/15: 0.0076.
        #expect(abs(steps[0] + 0.0076) < 0.0002)
        #expect(host.layout === list && host.contentOffset == CGPoint(x: 0, y: 200))
        #expect(host.visibleElements.allSatisfy { $0.frame == Self.listFrame($0.indexPath.item) })
    }

    @Test func aSpringFinishNeverPassesTheEndEvenWhenFlungHard() throws {
        let grid = Self.grid()
        let host = try Self.host(Self.list())
        let transition = try host.startInteractiveTransition(to: grid)
        try transition.updateInteractiveTransition(0.8)
        try host.advanceFrame()
        try host.finishInteractiveTransition(.spring(frequency: 2), velocity: 20)
        var progress: [CGFloat] = [0.8]
        while host.isChangingLayout {
            try host.advanceFrame()
            progress.append(host.transitionLayout?.progress ?? 1)
        }
        #expect(progress.allSatisfy { $0 <= 1 })
        #expect(zip(progress, progress.dropFirst()).allSatisfy { $1 >= $0 })
        #expect(progress.count < 60, "a stiffened spring arrives within a second")
        #expect(host.layout === grid)
    }

    @Test func anElementOnScreenOnlyMidwayIsShown() throws {
        // Item 0 goes from 300 pt left of the viewport to 200 pt right of it: at half way it is
        // at x = 110, on screen; neither layout shows it in the viewport.
        let size = CGSize(width: 320, height: 480)
        let left = FixedLayout("left", frames: [CGRect(x: -300, y: 200, width: 100, height: 100)], contentSize: size)
        let right = FixedLayout("right", frames: [CGRect(x: 520, y: 200, width: 100, height: 100)], contentSize: size)
        let host = try Self.host(left, items: 1)
        try host.setLayout(right, animation: HostAnimation(duration: 0.5, curve: .linear))
        #expect(host.visibleElements.isEmpty)
        try host.advance(frames: 15)
        #expect(close(host.visibleElements.first?.frame, CGRect(x: 110, y: 200, width: 100, height: 100), 1e-6))
        try host.runUntilIdle()
        #expect(host.visibleElements.isEmpty)
    }

    @Test func elementsInOneLayoutOnlyLeaveAndArriveThroughTheHooks() throws {
        let size = CGSize(width: 320, height: 480)
        let three = FixedLayout("three", frames: (0..<3).map { Self.listFrame($0) }, contentSize: size)
        let two = FixedLayout("two", frames: (0..<2).map { Self.gridFrame($0) }, contentSize: size)
        var gone = LayoutAttributes(forCellAt: IndexPath(item: 2, section: 0))
        (gone.frame, gone.alpha) = (CGRect(x: 0, y: 500, width: 320, height: 50), 0.5)
        three.disappearing[cellKey(2)] = gone
        let host = try Self.host(three, items: 3)
        let transition = try host.startInteractiveTransition(to: two)
        try transition.updateInteractiveTransition(0.5)
        try host.advanceFrame()
        // Item 2 from (0, 100, 320, 50) to the hook's (0, 500, 320, 50) at alpha 0.5.
        let leaving = try #require(host.visibleElements.first { $0.key == cellKey(2) })
        #expect(leaving.frame == CGRect(x: 0, y: 300, width: 320, height: 50) && leaving.alpha == 0.75)
        try host.cancelInteractiveTransition()
        #expect(try host.runUntilIdle(timeout: 1))
        #expect(host.layout === three)
        // The other way: item 2 arrives from `three`'s appearing answer, (0, -100) at alpha 0.2.
        var coming = gone
        (coming.frame, coming.alpha) = (CGRect(x: 0, y: -100, width: 320, height: 50), 0.2)
        three.appearing[cellKey(2)] = coming
        let forth = try host.startInteractiveTransition(to: two)
        try host.finishInteractiveTransition()
        #expect(try host.runUntilIdle(timeout: 1))
        let reverse = try host.startInteractiveTransition(to: three)
        #expect(forth !== reverse)
        try reverse.updateInteractiveTransition(0.5)
        try host.advanceFrame()
        let arriving = try #require(host.visibleElements.first { $0.key == cellKey(2) })
        #expect(arriving.frame == CGRect(x: 0, y: 0, width: 320, height: 50) && abs(arriving.alpha - 0.6) < 1e-12)
    }
}
