import Foundation
import LayoutKitCore
import Testing
@testable import LayoutKitLayouts

/// The snap planner reads anchors from a window around the fling rather than from the whole
/// content: its choice must be the one the whole content's anchors give, for any fling.
struct SnapPlannerWindowTests {
    /// A flow of 400 items, one a line along `axis`, of lengths 1 to 1 200 pt (some longer than
    /// the 400 pt viewport), in a viewport with insets.
    private func layoutAndContext(axis: ScrollDirection, seed: UInt64) throws -> (FlowLayout, LayoutContext) {
        var random = SeededRandom(seed: seed)
        let lengths = (0..<400).map { _ in CGFloat(1 + random.next(below: random.next(below: 4) == 0 ? 1_200 : 150)) }
        var configuration = FlowLayout.Configuration(metrics: FlowSectionMetrics(
            itemSize: CGSize(width: 100, height: 100), minimumInteritemSpacing: 0, minimumLineSpacing: 3))
        configuration.scrollDirection = axis
        let flow = FlowLayout(configuration: configuration)
        let size = axis == .vertical ? CGSize(width: 100, height: 400) : CGSize(width: 400, height: 100)
        var context = LayoutContext(bounds: CGRect(origin: .zero, size: size), itemCounts: [400])
        context.contentInset = EdgeInsets(top: 20, left: 20, bottom: 30, right: 30)
        context.itemSizeProvider = { indexPath in
            axis == .vertical ? CGSize(width: 100, height: lengths[indexPath.item]) : CGSize(width: lengths[indexPath.item], height: 100)
        }
        try flow.prepare(context)
        return (flow, context)
    }

    @Test(arguments: [ScrollDirection.vertical, .horizontal])
    func aWindowedChoiceIsTheWholeContentsChoice(axis: ScrollDirection) throws {
        var random = SeededRandom(seed: 7)
        for seed in 1...4 as ClosedRange<UInt64> {
            let (flow, base) = try layoutAndContext(axis: axis, seed: seed)
            let length = axis.length(of: flow.contentSize)
            for alignment in [SnapAlignment.leading, .center, .page] {
                for limit in [nil, 1, 3] as [Int?] {
                    let planner = SnapPlanner(axis: axis, alignment: alignment, maxElementsPerFling: limit)
                    for _ in 0..<60 {
                        let current = CGFloat(random.unit()) * length - 20
                        let proposed = current + CGFloat(random.unit() - 0.5) * CGFloat(random.next(below: 3) == 0 ? 20_000 : 800)
                        let velocity = CGFloat(random.unit() - 0.5) * 4_000
                        var context = base
                        context.bounds.origin = axis.replacing(.zero, along: current)
                        let chosen = planner.target(
                            in: flow, context: context, proposed: axis.replacing(.zero, along: proposed),
                            velocity: axis.replacing(.zero, along: velocity))
                        let rest = planner.restRange(of: flow, context: context)
                        let all = planner.anchors(in: flow, context: context, rest: rest, from: -.infinity, to: .infinity)
                        let expected = all[planner.chosenIndex(in: all, current: current, proposed: proposed, velocity: velocity)]
                        #expect(axis.along(chosen) == expected, "\(alignment) limit \(String(describing: limit)): \(current) → \(proposed) at \(velocity)")
                    }
                }
            }
        }
    }
}
