import Foundation
import LayoutKitCore
import LayoutKitHost
import Testing

/// Pushing and popping layouts with their data, and pinch-driven layout changes.
struct HostNavigationTests {
    typealias Change = HostLayoutChangeTests

    @Test func pushingADetailWithLessDataAndPoppingBack() throws {
        // The root: 40 rows of 50 pt, scrolled to 600 (items 12 to 21 on screen). The detail:
        // 5 pages of 480 pt; item 2 centered: offset 2 x 480 + 240 - 240 = 960.
        let root = Change.list(count: 40)
        let detail = FixedLayout.grid("pages", columns: 1, width: 320, height: 480, count: 5)
        let host = try Change.host(root, items: 40, offset: 600)
        try host.pushLayout(detail, itemCounts: [5], anchor: .centering(cellKey(2)))
        #expect(host.navigationDepth == 1 && host.itemCounts == [5])
        try host.advance(frames: 14)
        // Three quarters of the way (0.233 s of 0.35 s ease in and out), item 2 (not on screen at
        // the start: its screen y goes from -500 to 0 while its height grows from 50 to 480) is
        // shown, and a root item the detail lacks fades out.
        #expect(host.visibleElements.contains { $0.key == cellKey(2) })
        #expect(host.visibleElements.contains { $0.indexPath.item >= 5 && $0.alpha > 0 && $0.alpha < 1 })
        #expect(try host.runUntilIdle(timeout: 1))
        #expect(host.layout === detail && host.contentOffset == CGPoint(x: 0, y: 960))
        #expect(overlapping(host).map(\.key) == [cellKey(2)])

        try host.popLayout()
        #expect(try host.runUntilIdle(timeout: 1))
        #expect(host.layout === root && host.itemCounts == [40] && host.navigationDepth == 0)
        #expect(host.contentOffset == CGPoint(x: 0, y: 600))
        #expect(overlapping(host).map(\.indexPath.item) == Array(12...21))
        #expect(host.visibleElements.allSatisfy { $0.frame == Change.listFrame($0.indexPath.item) && $0.alpha == 1 })
        #expect(throws: HostError.notApplicable(.popLayout)) {
            try host.popLayout()
        }
    }

    @Test func poppingDuringThePushTakesOverAndEndsOnTheRoot() throws {
        let root = Change.list(count: 40)
        let host = try Change.host(root, items: 40, offset: 600)
        try host.pushLayout(Change.grid(count: 10), itemCounts: [10])
        try host.advance(frames: 5)
        try host.popLayout()
        #expect(try host.runUntilIdle(timeout: 1))
        #expect(host.layout === root && host.itemCounts == [40] && host.contentOffset == CGPoint(x: 0, y: 600))
    }

    /// The visible elements that cover part of the viewport (not only touch its edge).
    private func overlapping(_ host: CollectionViewHost) -> [LayoutAttributes] {
        host.visibleElements.filter { $0.frame.intersection(host.bounds).height > 0 }
    }

    /// Three columns of 100 x 100 pt and five of 60 x 60 pt in a 300 pt wide viewport.
    static func columns(_ count: Int, side: CGFloat, log: HookLog = HookLog()) -> FixedLayout {
        .grid("\(count) columns", columns: count, width: side, height: side, count: 60, log: log)
    }

    @Test func aPinchInPastTheEndFinishesTheChangeWithTheItemUnderTheFingersInPlace() throws {
        let log = HookLog()
        let (three, five) = (Self.columns(3, side: 100, log: log), Self.columns(5, side: 60, log: log))
        let host = try CollectionViewHost(
            layout: three, frameSize: CGSize(width: 300, height: 480), itemCounts: [60],
            contentOffset: CGPoint(x: 0, y: 600))
        // Fingers 200 pt apart at (150, 240) closing to 80 pt in 0.4 s; at 3/5 the change is done.
        let pinch = PinchTrace.spread(center: CGPoint(x: 150, y: 240), from: 200, to: 80, duration: 0.4)
        let transition = try host.pinchTransition(to: five, scaleAtEnd: 0.6, trace: pinch)
        try host.advance(frames: 6)
        // After 0.1 s the fingers are 170 pt apart: scale 0.85, progress 0.15 / 0.4 = 0.375.
        #expect(abs(transition.progress - 0.375) < 1e-9)
        // The old layout is prepared for the first frame and again after the touch-down's
        // invalidation, the new one as the change starts; none at the frames of the pinch.
        #expect(
            log.entries.filter { $0.hasSuffix("prepare [60]") }
                == ["3 columns prepare [60]", "3 columns prepare [60]", "5 columns prepare [60]"])
        #expect(try host.runUntilIdle(timeout: 2))
        #expect(host.layout === five)
        // Under the fingers at (150, 840): item 25 (row 8, column 1), center y 850 (screen 250).
        // With five columns it is at (0, 300, 60, 60), center y 330: the offset goes to 80.
        #expect(host.contentOffset == CGPoint(x: 0, y: 80))
    }

    @Test func aSmallSlowPinchIsCancelled() throws {
        let three = Self.columns(3, side: 100)
        let host = try CollectionViewHost(layout: three, frameSize: CGSize(width: 300, height: 480), itemCounts: [60])
        // 200 to 190 pt in 0.3 s: progress 0.125 at 0.42 a second, projected 0.19: cancelled.
        let pinch = PinchTrace.spread(center: CGPoint(x: 150, y: 240), from: 200, to: 190, duration: 0.3)
        try host.pinchTransition(to: Self.columns(5, side: 60), scaleAtEnd: 0.6, trace: pinch)
        #expect(try host.runUntilIdle(timeout: 2))
        #expect(host.layout === three)
        #expect(host.visibleElements.allSatisfy { $0.frame == three.frames[$0.indexPath.item] })
        #expect(throws: LayoutError.self) {
            try host.pinchTransition(to: Self.columns(5, side: 60), scaleAtEnd: 1, trace: pinch)
        }
        #expect(!host.isPinching && !host.isChangingLayout)
    }
}
