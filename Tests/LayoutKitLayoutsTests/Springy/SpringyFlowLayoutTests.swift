import Foundation
import LayoutKitBehaviors
import LayoutKitCore
import LayoutKitHost
import LayoutKitLayouts
import Testing

/// The springy flow layout of article 000 against the article's formulas worked out by hand and
/// the closed-form damped spring.
struct SpringyFlowLayoutTests {
    /// The flow centers of the springy scene: columns at x = 32, 96, 160, 224, 288, rows every 54 pt from y = 32.
    func flowCenter(_ item: Int) -> CGPoint {
        CGPoint(x: 32 + CGFloat(item % 5) * 64, y: 32 + CGFloat(item / 5) * 54)
    }

    func scrolled(_ layout: SpringyFlowLayout, by delta: CGFloat, from context: LayoutContext, touch: CGPoint?) -> LayoutContext {
        var before = context
        before.touch = touch.map { TouchState(location: $0) }
        var after = before
        after.bounds.origin.y += delta
        _ = layout.shouldInvalidate(forBoundsChange: after.bounds, in: before)
        after.touch = nil
        return after
    }

    @Test func atRestItSitsOnTheFlow() throws {
        let layout = SpringyFlowLayout()
        let context = phoneContext([120])
        try layout.prepare(context)
        for item in [0, 7, 54] {
            #expect(layout.attributes(at: IndexPath(item: item, section: 0))?.center == flowCenter(item))
        }
    }

    @Test func aScrollStepMovesEachItemByItsResistance() throws {
        let layout = SpringyFlowLayout()
        let context = phoneContext([120])
        try layout.prepare(context)
        _ = scrolled(layout, by: 20, from: context, touch: CGPoint(x: 160, y: 300))
        // Item 0, anchored at (32, 32): resistance (268 + 128) / 1500 = 0.264, so it moves 5.28 pt.
        let first = try #require(layout.attributes(at: IndexPath(item: 0, section: 0)))
        #expect(abs(first.center.y - (32 + 20 * 0.264)) < 1e-9)
        // Item 27, anchored at (160, 302), 2 pt from the finger: 20 x 2 / 1500.
        let underFinger = try #require(layout.attributes(at: IndexPath(item: 27, section: 0)))
        #expect(abs(underFinger.center.y - (302 + 20 * 2 / 1500)) < 1e-9)
    }

    @Test func farFromTheFingerAnItemMovesTheWholeStepAndNoMore() throws {
        let layout = SpringyFlowLayout(
            configuration: SpringyFlowConfiguration(springs: SpringyConfiguration(resistance: .touchDistance(factor: 200))))
        let context = phoneContext([120])
        try layout.prepare(context)
        _ = scrolled(layout, by: 20, from: context, touch: CGPoint(x: 160, y: 300))
        // Item 59, anchored at (288, 626): resistance (326 + 128) / 200 = 2.27, capped at the step.
        let far = try #require(layout.attributes(at: IndexPath(item: 59, section: 0)))
        #expect(abs(far.center.y - (flowCenter(59).y + 20)) < 1e-9)
    }

    /// The spring (1 Hz, damping ratio 0.8) against x(t) = x0 e^(-ζωt) (cos ω_d t + ζ/√(1-ζ²) sin ω_d t).
    @Test func itemsReturnAsADampedSpringAndRestExactlyHome() throws {
        let layout = SpringyFlowLayout()
        try layout.prepare(phoneContext([120]))
        _ = scrolled(layout, by: 20, from: phoneContext([120]), touch: CGPoint(x: 160, y: 300))
        let x0: CGFloat = 20 * 0.264
        for _ in 0..<12 { try layout.advanceAnimations(by: 1.0 / 60) }
        let (zeta, omega, t) = (0.8, 2 * Double.pi, 0.2)
        let omegaD = omega * (1 - zeta * zeta).squareRoot()
        let expected =
            Double(x0) * exp(-zeta * omega * t) * (cos(omegaD * t) + zeta / (1 - zeta * zeta).squareRoot() * sin(omegaD * t))
        let offset = try #require(layout.attributes(at: IndexPath(item: 0, section: 0))).center.y - 32
        // 2 % of the initial displacement: the engine's spring matches the closed form far closer;
        // the margin covers the frame boundaries of the animator's fixed step.
        #expect(abs(Double(offset) - expected) < 0.02 * Double(x0))
        for _ in 0..<600 where layout.animator.isRunning { try layout.advanceAnimations(by: 1.0 / 60) }
        #expect(!layout.animator.isRunning)
        #expect(layout.attributes(at: IndexPath(item: 0, section: 0))?.center == flowCenter(0))
    }

    @Test func onlyItemsNearTheScreenHaveSpringsAndNoneHasTwo() throws {
        let layout = SpringyFlowLayout()
        var context = phoneContext([1000])
        try layout.prepare(context)
        let region = { (bounds: CGRect) in
            layout.flow.attributes(in: bounds.insetBy(dx: -100, dy: -100)).filter { $0.category == .cell }.count
        }
        #expect(layout.bodyCount == region(context.bounds))
        for _ in 0..<40 {
            context = scrolled(layout, by: 25, from: context, touch: CGPoint(x: 160, y: context.bounds.minY + 300))
        }
        #expect(layout.bodyCount == region(context.bounds))
        #expect(layout.animator.behaviors.count == layout.bodyCount)
        #expect(
            layout.attributes(at: IndexPath(item: 0, section: 0)) == layout.flow.attributes(at: IndexPath(item: 0, section: 0)))
    }

    @Test func itemsEnteringDuringAFlingStillGetTheScrollOffset() throws {
        let layout = SpringyFlowLayout()
        var context = phoneContext([1000])
        try layout.prepare(context)
        context = scrolled(layout, by: 30, from: context, touch: CGPoint(x: 160, y: 300))
        // The finger has lifted (no touch): the fling scrolls on and brings in a new row.
        context = scrolled(layout, by: 60, from: context, touch: nil)
        // Row 13 (frames 712-756) enters the tiled region (bounds grown by 100 pt: up to 758)
        // only now. Item 65, anchored at (32, 734), starts shifted by the fling's step with the
        // resistance of the last touch: 60 x (434 + 128) / 1500.
        let newcomer = IndexPath(item: 65, section: 0)
        let moved = try #require(layout.attributes(at: newcomer)).center
        #expect(abs(moved.y - (734 + 60 * 562 / 1500)) < 1e-9)
    }

    @Test func bigCellsWidenTheTilingMargin() throws {
        var configuration = SpringyFlowConfiguration()
        configuration.flow.itemSize = CGSize(width: 300, height: 300)
        let layout = SpringyFlowLayout(configuration: configuration)
        try layout.prepare(phoneContext([20], height: 500))
        // One cell a line, at y = 10, 320, 630, 940. A 100 pt margin would reach y = 600 (two
        // cells); grown to the cell size, 300 pt, it reaches y = 800: three.
        #expect(layout.bodyCount == 3)
    }

    @Test func badSettingsAreNamed() {
        let layout = SpringyFlowLayout(
            configuration: SpringyFlowConfiguration(
                springs: SpringyConfiguration(spring: SpringSettings(damping: -1, frequency: 1))))
        #expect(throws: LayoutError.invalidParameter(name: "damping", value: -1, reason: "must not be negative")) {
            try layout.prepare(phoneContext([3]))
        }
    }

    @Test func underTheHostItWobblesDuringADragAndSettlesOnTheFlow() throws {
        let layout = SpringyFlowLayout()
        let host = try CollectionViewHost(layout: layout, frameSize: CGSize(width: 320, height: 568), itemCounts: [120])
        try host.drag(.line(from: CGPoint(x: 160, y: 500), to: CGPoint(x: 160, y: 300), duration: 0.3))
        var largestLag: CGFloat = 0
        for _ in 0..<20 {
            try host.advanceFrame()
            for element in host.visibleElements where element.category == .cell {
                let home = try #require(layout.flow.attributes(at: element.indexPath))
                largestLag = max(largestLag, abs(element.center.y - home.center.y))
            }
        }
        #expect(largestLag > 1)
        // The host is idle only once the springs are at rest: no stepping by hand.
        #expect(try host.runUntilIdle(timeout: 20))
        #expect(!layout.animator.isRunning)
        let settled = host.visibleElements.filter { $0.category == .cell }
        #expect(!settled.isEmpty)
        #expect(settled.allSatisfy { $0.frame == layout.flow.attributes(at: $0.indexPath)?.frame })
    }
}
