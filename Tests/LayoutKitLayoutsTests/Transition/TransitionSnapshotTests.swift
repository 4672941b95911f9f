import Foundation
import LayoutKitCore
import LayoutKitHost
import LayoutKitLayouts
import LayoutKitTesting
import Testing

/// Layout-to-layout transitions between flow layouts: the exact ends, and snapshot dumps at
/// progress 0, 0.5 and 1 (flow to grid, grid to carousel), reviewed by eye.
struct TransitionSnapshotTests {
    /// A horizontal carousel of 240 x 400 pt cards, 20 pt apart, centered in a 568 pt height.
    static let carousel = FlowConfiguration(
        scrollDirection: .horizontal,
        metrics: FlowSectionMetrics(
            itemSize: CGSize(width: 240, height: 400), minimumLineSpacing: 20,
            sectionInset: EdgeInsets(top: 84, left: 40, bottom: 84, right: 40)))

    static let pairs: [(String, FlowConfiguration, FlowConfiguration)] = [
        ("flow-to-grid", .compactGrid(), TransitionLayoutTests.grid),
        ("grid-to-carousel", TransitionLayoutTests.grid, carousel)
    ]

    private func transition(_ pair: (String, FlowConfiguration, FlowConfiguration))
        throws -> (TransitionLayout, FlowLayout, FlowLayout, LayoutContext)
    {
        let (from, to) = (FlowLayout(configuration: pair.1), FlowLayout(configuration: pair.2))
        let transition = TransitionLayout(from: from, to: to)
        let context = phoneContext([40])
        try transition.prepare(context)
        transition.setViewports(from: context.visibleRect, to: context.visibleRect)
        return (transition, from, to, context)
    }

    @Test(arguments: pairs.indices)
    func atTheEndsTheAnswersAreExactlyTheTwoLayouts(pair: Int) throws {
        let (transition, from, to, context) = try transition(Self.pairs[pair])
        let rect = context.visibleRect
        let sorted = { (list: [LayoutAttributes]) in list.sorted { $0.key < $1.key } }
        #expect(sorted(transition.attributes(in: rect)) == sorted(from.attributes(in: rect)))
        try transition.updateInteractiveTransition(1)
        #expect(sorted(transition.attributes(in: rect)) == sorted(to.attributes(in: rect)))
        try transition.updateInteractiveTransition(0.5)
        try transition.updateInteractiveTransition(0)
        #expect(sorted(transition.attributes(in: rect)) == sorted(from.attributes(in: rect)), "back at 0: the first layout again")
    }

    @Test(arguments: pairs.indices)
    func snapshotsAtTheStartHalfWayAndTheEnd(pair: Int) throws {
        let (transition, _, _, context) = try transition(Self.pairs[pair])
        for progress: CGFloat in [0, 0.5, 1] {
            try transition.updateInteractiveTransition(progress)
            expectLayoutSnapshot(
                transition, in: context.visibleRect, context: context,
                named: "\(Self.pairs[pair].0)-\(Int(progress * 100))")
        }
    }

    @Test func aPathShapesTheWayAndTheRisingElementStaysOnTop() throws {
        // An arc 80 pt high: at half way each element is 80 pt above the straight line.
        let arc = TransitionPaths.arc(height: 80)
        let raised = FlowLayout(configuration: TransitionLayoutTests.grid).adjustingAttributes { attributes, _ in
            if attributes.indexPath.item == 1 { attributes.zIndex = 5 }
        }
        let straight = TransitionLayout(from: FlowLayout(configuration: .compactGrid()), to: raised)
        let curved = TransitionLayout(
            from: FlowLayout(configuration: .compactGrid()), to: FlowLayout(configuration: TransitionLayoutTests.grid), path: arc)
        for transition in [straight, curved] {
            try transition.prepare(phoneContext([20]))
            try transition.updateInteractiveTransition(0.5)
        }
        let item = IndexPath(item: 1, section: 0)
        // From (74, 10, 44, 44) to (165, 5, 150, 150): half way (119.5, 7.5, 97, 97).
        #expect(straight.attributes(at: item)?.zIndex == 5)
        #expect(curved.attributes(at: item)?.frame == CGRect(x: 119.5, y: -72.5, width: 97, height: 97))
        try curved.updateInteractiveTransition(1)
        #expect(curved.attributes(at: item)?.frame == CGRect(x: 165, y: 5, width: 150, height: 150))
    }

    @Test func aStaggerStartsTheFarElementsLaterAndAllArriveTogether() throws {
        // Item 0 starts at (10, 10, 44, 44), center (32, 32): the origin, no wait. Item 1's
        // center (96, 32) is 64 pt away: over 128 pt it waits half of 0.4, 0.2, and at 0.5 it is
        // (0.5 - 0.2) / 0.8 = 0.375 of its way from (74, 10, 44, 44) to (165, 5, 150, 150).
        let path = TransitionPaths.staggered(from: CGPoint(x: 32, y: 32), delay: 0.4, over: 128)
        let transition = TransitionLayout(
            from: FlowLayout(configuration: .compactGrid()), to: FlowLayout(configuration: TransitionLayoutTests.grid), path: path
        )
        try transition.prepare(phoneContext([20]))
        try transition.updateInteractiveTransition(0.5)
        let first = try #require(transition.attributes(at: IndexPath(item: 0, section: 0)))
        let second = try #require(transition.attributes(at: IndexPath(item: 1, section: 0)))
        // Item 0 from (10, 10, 44, 44) to (5, 5, 150, 150), half way.
        #expect(first.frame == CGRect(x: 7.5, y: 7.5, width: 97, height: 97))
        #expect(second.frame == CGRect(x: 74 + 91 * 0.375, y: 10 - 5 * 0.375, width: 44 + 106 * 0.375, height: 44 + 106 * 0.375))
        try transition.updateInteractiveTransition(0.1)
        #expect(transition.attributes(at: IndexPath(item: 1, section: 0))?.frame == CGRect(x: 74, y: 10, width: 44, height: 44))
        try transition.updateInteractiveTransition(1)
        #expect(transition.attributes(at: IndexPath(item: 1, section: 0))?.frame == CGRect(x: 165, y: 5, width: 150, height: 150))
    }
}
