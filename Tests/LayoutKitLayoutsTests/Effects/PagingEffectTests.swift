import Foundation
import LayoutKitCore
import LayoutKitHost
import LayoutKitLayouts
import Testing

/// Paging and snapping over two bases (a vertical flow of items of varying heights and the
/// horizontal zoom line), on the host's fling.
struct PagingEffectTests {
    /// Heights 40, 90, 140, 50, 100, ... (40 + (37 i mod 150)): one item a line in a 100 pt wide
    /// flow without spacing or insets, so item i's top is the sum of the heights before it.
    static func height(_ item: Int) -> CGFloat { 40 + CGFloat((37 * item) % 150) }
    static func top(_ item: Int) -> CGFloat { (0..<item).reduce(0) { $0 + height($1) } }

    static func varyingHost(_ alignment: SnapAlignment, maxElements: Int? = nil, offset: CGFloat = 0) throws -> CollectionViewHost
    {
        let flow = FlowLayout(
            configuration: FlowConfiguration(
                metrics: FlowSectionMetrics(
                    itemSize: CGSize(width: 100, height: 50), minimumInteritemSpacing: 0, minimumLineSpacing: 0)))
        let host = try CollectionViewHost(
            layout: flow.paging(PagingConfiguration(alignment: alignment, maxElementsPerFling: maxElements)),
            frameSize: CGSize(width: 100, height: 400),
            itemCounts: [80], contentOffset: CGPoint(x: 0, y: offset),
            itemSizeProvider: { CGSize(width: 100, height: Self.height($0.item)) })
        try host.advanceFrame()
        return host
    }

    /// A drag of the finger by `dy` pt over `duration` s, then the fling to a stop.
    static func flingVertically(_ host: CollectionViewHost, by dy: CGFloat, duration: TimeInterval = 0.1) throws {
        try host.drag(.line(from: CGPoint(x: 50, y: 200 + dy / 2), to: CGPoint(x: 50, y: 200 - dy / 2), duration: duration))
        try host.runUntilIdle()
    }

    @Test(arguments: [30, 80, 150, 300, -40] as [CGFloat])
    func leadingEdgesOfItemsOfVaryingSizeLandOnTheTop(dy: CGFloat) throws {
        let host = try Self.varyingHost(.leading, offset: Self.top(20))
        try Self.flingVertically(host, by: dy)
        let tops = (0..<80).map(Self.top)
        #expect(tops.contains { abs($0 - host.contentOffset.y) < 1e-6 }, "stopped at \(host.contentOffset.y)")
        #expect(host.contentOffset.y != Self.top(20))
    }

    @Test func centersOfItemsOfVaryingSizeLandOnTheMiddle() throws {
        let host = try Self.varyingHost(.center, offset: Self.top(20))
        try Self.flingVertically(host, by: 120)
        let middle = host.contentOffset.y + 200
        #expect((0..<80).contains { abs(Self.top($0) + Self.height($0) / 2 - middle) < 1e-6 })
    }

    @Test func pagesAreWholeViewportsAndTheLastEndsAtTheContent() throws {
        let host = try Self.varyingHost(.page, offset: 800)
        try Self.flingVertically(host, by: 150)
        #expect(host.contentOffset.y.truncatingRemainder(dividingBy: 400) == 0 && host.contentOffset.y > 800)
        let end = Self.top(80) - 400
        let last = try Self.varyingHost(.page, offset: end - 10)
        try Self.flingVertically(last, by: 400)
        #expect(last.contentOffset.y == end)
    }

    @Test func aFastFlingMovesOnByAtMostTheMaximum() throws {
        // A 40 pt flick in 0.01 s from item 20's top: 4000 pt/s would carry some 2000 pt; one
        // element a fling stops at the first top past the release, item 21's (item 20 is 180 pt).
        let host = try Self.varyingHost(.leading, maxElements: 1, offset: Self.top(20))
        try Self.flingVertically(host, by: 40, duration: 0.01)
        #expect(abs(host.contentOffset.y - Self.top(21)) < 1e-6)
        try Self.flingVertically(host, by: -40, duration: 0.01)
        #expect(abs(host.contentOffset.y - Self.top(20)) < 1e-6)
    }

    @Test func aSlowFlingThatWouldStopShortStillReachesTheNextItemWhenFast() throws {
        // 350 pt/s (above the 300 pt/s flick) from item 20's top travels 35 x 0.998 / 0.002 /
        // 1000... = 349 x 0.499 ~ 174 pt: item 21 (height 40 + 740 mod 150 = 180) starts 180 pt on;
        // the nearest top is item 21's anyway; at 250 pt/s (a slow fling) the nearest top wins.
        let fast = try Self.varyingHost(.leading, offset: Self.top(20))
        try Self.flingVertically(fast, by: 35)
        #expect(abs(fast.contentOffset.y - Self.top(21)) < 1e-6)
        let slow = try Self.varyingHost(.leading, offset: Self.top(20))
        try Self.flingVertically(slow, by: 10)
        #expect(abs(slow.contentOffset.y - Self.top(20)) < 1e-6)
    }

    @Test func rightToLeftLeadingEdgesAreTheRightEdgesOnScreen() throws {
        let host = try CollectionViewHost(
            layout: FlowLayout(configuration: .cardRow()).paging(.leading), frameSize: ZoomLine.viewport, itemCounts: [60],
            contentOffset: CGPoint(x: 7990, y: 0), layoutDirection: .rightToLeft)
        try host.advanceFrame()
        _ = try flingHorizontally(host, by: 100)
        let right = host.contentOffset.x + ZoomLine.viewport.width
        #expect(host.visibleElements.contains { abs($0.frame.maxX - right) < 1e-6 }, "offset \(host.contentOffset.x)")
        #expect(host.contentOffset.x != 7990)
    }

    @Test func badSettingsAndZeroItems() throws {
        let layout = FlowLayout(configuration: .compactGrid()).paging(
            PagingConfiguration(alignment: .center, maxElementsPerFling: 0))
        #expect(throws: LayoutError.invalidParameter(name: "maxElementsPerFling", value: 0, reason: "must be at least 1")) {
            try layout.prepare(phoneContext([10]))
        }
        let negative = PagingLayout(FlowLayout(), configuration: PagingConfiguration(flickVelocity: -1))
        #expect(throws: LayoutError.invalidParameter(name: "flickVelocity", value: -1, reason: "must not be negative")) {
            try negative.prepare(phoneContext([10]))
        }
        for alignment in SnapAlignment.allCases {
            let empty = FlowLayout().paging(PagingConfiguration(alignment: alignment))
            try empty.prepare(phoneContext([0]))
            let target = empty.targetContentOffset(forProposed: CGPoint(x: 0, y: 30), velocity: CGPoint(x: 0, y: 800))
            #expect(target == (alignment == .page ? .zero : CGPoint(x: 0, y: 30)))
        }
    }
}
