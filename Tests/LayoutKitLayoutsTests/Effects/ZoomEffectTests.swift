import Foundation
import LayoutKitCore
import LayoutKitHost
import LayoutKitLayouts
import LayoutKitTesting
import Testing

/// The zoom effect on the headless host: the tutorial's formula (1 + 0.3 (1 - |d| / 100)) worked
/// out by hand, along the base's scroll axis, in right-to-left too, and its snapping against a
/// 1-ms stepped model of the fling.
struct ZoomEffectTests {
    static func host(
        _ layout: any CollectionLayout = ZoomLayout(), offset: CGFloat = 0,
        direction: LayoutDirection = .leftToRight, items: Int = 60
    ) throws -> CollectionViewHost {
        let host = try CollectionViewHost(
            layout: layout, frameSize: ZoomLine.viewport, itemCounts: [items], contentOffset: CGPoint(x: offset, y: 0),
            layoutDirection: direction)
        try host.layoutIfNeeded()
        try host.advanceFrame()
        return host
    }

    @Test func theCenteredItemIsScaledBy1point3AndOne50PointsOffBy1point15() throws {
        // Item 5's center is at x = 800; offset 640 puts it on the viewport's middle (640 + 160).
        let centered = try Self.host(offset: 640)
        #expect(abs(try #require(scale(of: shownCell(centered, 5))) - 1.3) < 1e-12)
        #expect(shownCell(centered, 5)?.zIndex == 1)
        // Items 4 and 6 are 150 pt away: beyond the 100 pt reach, untouched.
        #expect(shownCell(centered, 4)?.transform3D.isIdentity == true)
        expectSnapshotText(shownFrame(centered).text, named: "centered-item-5")
        // Offset 590: the middle is at 750, item 5 is 50 pt off: 1 + 0.3 x 0.5 = 1.15.
        let offCenter = try Self.host(offset: 590)
        #expect(abs(try #require(scale(of: shownCell(offCenter, 5))) - 1.15) < 1e-12)
        // The frame stays the flow's: item 5 still spans 750 ... 850.
        #expect(shownCell(offCenter, 5)?.frame == CGRect(x: 750, y: 100, width: 100, height: 100))
    }

    @Test func aVerticalBaseZoomsAlongTheVerticalCenter() throws {
        // A vertical zoom flow 100 pt wide: one item a line, lines every 150 pt from y = 100, so
        // item 3's center is at y = 100 + 450 + 50 = 600; offset 440 puts it on the middle of 320.
        let layout = FlowLayout(configuration: .cardRow(scrollDirection: .vertical)).zoomed()
        let host = try CollectionViewHost(
            layout: layout, frameSize: CGSize(width: 100, height: 320), itemCounts: [20],
            contentOffset: CGPoint(x: 0, y: 440))
        try host.advanceFrame()
        #expect(abs(try #require(scale(of: shownCell(host, 3))) - 1.3) < 1e-12)
        #expect(shownCell(host, 2)?.transform3D.isIdentity == true)
        try host.setContentOffset(CGPoint(x: 0, y: 470))  // middle at 630: 30 pt off, 1.21
        #expect(abs(try #require(scale(of: shownCell(host, 3))) - 1.21) < 1e-12)
    }

    @Test func rightToLeftZoomsTheItemShownInTheMiddle() throws {
        // Mirrored across 8950 pt, item 5 shows centered at 8950 - 800 = 8150: offset 7990.
        let host = try Self.host(offset: 7990, direction: .rightToLeft)
        let shown = try #require(shownCell(host, 5))
        #expect(abs(shown.frame.midX - 8150) < 1e-9)
        #expect(abs(try #require(scale(of: shown)) - 1.3) < 1e-12)
        // Item 54 (whose unmirrored center is at 8150) is nowhere near the middle and not zoomed.
        #expect(host.visibleElements.filter { !$0.transform3D.isIdentity }.map(\.indexPath.item) == [5])
    }

    /// The rule the snapping promises, written out: the anchor (item-centering offset, clamped)
    /// nearest to where the stepped deceleration stops; above 300 pt/s, at least the first one
    /// ahead of the release in the fling's direction.
    static func predictedItemOffset(release: CGFloat, velocity: Double) -> CGFloat {
        let rest = min(Double(ZoomLine.maxOffset), max(0, steppedRest(from: Double(release), velocity: velocity)))
        let anchors = Array(Set((0..<60).map(ZoomLine.centeringOffset))).sorted()
        let nearest = anchors.min { abs(Double($0) - rest) < abs(Double($1) - rest) }!
        if velocity > 300, let ahead = anchors.first(where: { $0 > release + 1e-6 }) { return max(nearest, ahead) }
        if velocity < -300, let behind = anchors.last(where: { $0 < release - 1e-6 }) { return min(nearest, behind) }
        return nearest
    }

    /// Finger moves over 0.1 s: 100 to 4000 pt/s of scrolling, forward and back.
    @Test(arguments: [10, 25, 45, 100, 200, 400, -10, -25, -60, -150, -400] as [CGFloat])
    func aFlingEndsCenteredOnTheItemTheSteppedModelPredicts(dx: CGFloat) throws {
        let host = try Self.host(offset: 640)
        let (release, frames) = try flingHorizontally(host, by: dx)
        let velocity = Double(dx) / 0.1
        let expected = Self.predictedItemOffset(release: release, velocity: velocity)
        #expect(abs(host.contentOffset.x - expected) < 1e-6, "released at \(release) at \(velocity) pt/s")
        guard expected > 0 else {
            // Item 0 cannot be centered: the fling stops at the start, flung into the edge it
            // bounces there as any scroll does.
            #expect(host.contentOffset.x == 0)
            return
        }
        // The item nearest the middle is exactly centered and zoomed 1.3.
        let middle = host.contentOffset.x + 160
        let item = Int(((middle - 50) / 150).rounded())
        #expect(abs(ZoomLine.center(item) - middle) < 1e-6)
        #expect(abs((scale(of: shownCell(host, item)) ?? 0) - 1.3) < 1e-9)
        // No jump: every frame moves toward the target by less and less, until the last, where
        // the host settles what is left of the last half pixel (its fling stops within half a pixel
        // of the rest).
        let steps = zip([release] + frames, frames).map { $1 - $0 }
        let direction: CGFloat = expected >= release ? 1 : -1
        #expect(steps.allSatisfy { $0 * direction >= -1e-9 })
        let decaying = steps.dropLast()
        #expect(zip(decaying, decaying.dropFirst()).allSatisfy { abs($1) <= abs($0) + 1e-9 })
        #expect(abs(steps.last ?? 0) <= 0.5 + abs(decaying.last ?? 0) + 1e-9)
    }

    @Test func aHardFlingStopsAtTheContentsEndsWithoutOvershooting() throws {
        let back = try Self.host(offset: 190)  // item 2 centered
        _ = try flingHorizontally(back, by: -400)
        #expect(back.contentOffset.x == 0)
        let forward = try Self.host(offset: ZoomLine.centeringOffset(57))
        _ = try flingHorizontally(forward, by: 400)
        #expect(forward.contentOffset.x == ZoomLine.maxOffset)
    }

    @Test func rightToLeftFlingsSnapAnItemToTheMiddleOfTheScreen() throws {
        let host = try Self.host(offset: 7990, direction: .rightToLeft)
        _ = try flingHorizontally(host, by: 100)
        let middle = host.contentOffset.x + 160
        let zoomed = host.visibleElements.filter { abs((scale(of: $0) ?? 1) - 1.3) < 1e-9 }
        #expect(zoomed.count == 1 && abs(zoomed[0].frame.midX - middle) < 1e-6)
        #expect(host.contentOffset.x != 7990)
    }

    @Test func badZoomSettingsAreNamed() {
        let cases: [(ZoomConfiguration, String)] = [
            (ZoomConfiguration(activeDistance: 0), "activeDistance"),
            (ZoomConfiguration(activeDistance: .nan), "activeDistance"),
            (ZoomConfiguration(zoomFactor: 0), "zoomFactor"),
            (ZoomConfiguration(zoomFactor: .nan), "zoomFactor")
        ]
        for (configuration, name) in cases {
            let layout = FlowLayout(configuration: .compactGrid()).zoomed(configuration)
            #expect {
                try layout.prepare(phoneContext([10]))
            } throws: { error in
                guard case let .invalidParameter(named, _, _)? = error as? LayoutError else { return false }
                return named == name
            }
        }
    }

    @Test func snappingOnZeroItemsLeavesTheFlingAlone() throws {
        let host = try Self.host(items: 0)
        _ = try flingHorizontally(host, by: 100)
        #expect(host.contentOffset == .zero && host.visibleElements.isEmpty)
        let layout = ZoomLayout()
        try layout.prepare(LayoutContext(bounds: CGRect(origin: .zero, size: ZoomLine.viewport), itemCounts: [0]))
        #expect(
            layout.targetContentOffset(forProposed: CGPoint(x: 42, y: 0), velocity: CGPoint(x: 900, y: 0))
                == CGPoint(x: 42, y: 0))
    }
}
