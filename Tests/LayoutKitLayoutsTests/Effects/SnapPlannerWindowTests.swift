import Foundation
import LayoutKitCore
import Testing

@testable import LayoutKitLayouts

/// The snap planner reads anchors from a window around the fling rather than from the whole
/// content: its choice must be the one the whole content's anchors give, for any fling, and
/// most flings must read less than the whole content.
struct SnapPlannerWindowTests {
    /// A flow of 400 items two a line along `axis` (so lines share their leading anchor), of
    /// lengths 1 to 1 200 pt (some longer than the 400 pt viewport), in a viewport with insets.
    private func layoutAndContext(axis: ScrollDirection, seed: UInt64, items: Int = 400) throws -> (
        QueryRecordingLayout, LayoutContext
    ) {
        var random = SeededRandom(seed: seed)
        let lengths = (0..<items).map { _ in CGFloat(1 + random.next(below: random.next(below: 4) == 0 ? 1_200 : 150)) }
        var configuration = FlowConfiguration(
            metrics: FlowSectionMetrics(
                itemSize: CGSize(width: 90, height: 90), minimumInteritemSpacing: 0, minimumLineSpacing: 3))
        configuration.scrollDirection = axis
        let layout = QueryRecordingLayout(FlowLayout(configuration: configuration))
        let size = axis == .vertical ? CGSize(width: 240, height: 400) : CGSize(width: 400, height: 240)
        var context = LayoutContext(bounds: CGRect(origin: .zero, size: size), itemCounts: [items])
        context.contentInset = EdgeInsets(top: 20, left: 20, bottom: 30, right: 30)
        context.itemSizeProvider = { indexPath in
            let length = lengths[indexPath.item]
            return axis == .vertical ? CGSize(width: 90, height: length) : CGSize(width: length, height: 90)
        }
        try layout.prepare(context)
        return (layout, context)
    }

    /// The whole content's rest offsets, worked out here from every cell (pages by `stride`), as
    /// the planner read them before it read windows.
    private func allAnchors(
        _ layout: QueryRecordingLayout, _ context: LayoutContext, axis: ScrollDirection,
        alignment: SnapAlignment
    ) -> [CGFloat] {
        let viewport = axis.length(of: context.bounds.size)
        let leading = axis == .vertical ? context.contentInset.top : context.contentInset.left
        let trailing = axis == .vertical ? context.contentInset.bottom : context.contentInset.right
        let lowest = -leading, highest = max(-leading, axis.length(of: layout.contentSize) + trailing - viewport)
        let cells = layout.base.attributes(in: CGRect(origin: .zero, size: layout.contentSize).insetBy(dx: -1, dy: -1))
        let raw: [CGFloat] =
            switch alignment {
            case .page: Array(stride(from: lowest, to: highest, by: viewport)) + [highest]
            case .leading: cells.map { axis.along($0.frame.origin) }
            case .center: cells.map { axis.along($0.frame.center) - viewport / 2 }
            }
        var distinct: [CGFloat] = []
        for anchor in raw.map({ min(highest, max(lowest, $0)) }).sorted() where distinct.last.map({ anchor - $0 > 1e-9 }) ?? true
        {
            distinct.append(anchor)
        }
        return distinct
    }

    @Test(arguments: [ScrollDirection.vertical, .horizontal])
    func aWindowedChoiceIsTheWholeContentsChoice(axis: ScrollDirection) throws {
        var random = SeededRandom(seed: 7)
        var flings = 0, windowed = 0
        for seed in 1...4 as ClosedRange<UInt64> {
            let (layout, base) = try layoutAndContext(axis: axis, seed: seed)
            let length = axis.length(of: layout.contentSize)
            for alignment in [SnapAlignment.leading, .center, .page] {
                let all = allAnchors(layout, base, axis: axis, alignment: alignment)
                for limit in [nil, 1, 3, Int.max] as [Int?] {
                    let planner = SnapPlanner(axis: axis, alignment: alignment, maxElementsPerFling: limit)
                    for _ in 0..<60 {
                        let current = CGFloat(random.unit()) * (length + 200) - 100
                        let proposed = current + CGFloat(random.unit() - 0.5) * CGFloat(random.next(below: 3) == 0 ? 20_000 : 800)
                        let velocity = CGFloat(random.unit() - 0.5) * 4_000
                        var context = base
                        context.bounds.origin = axis.replacing(.zero, along: current)
                        layout.forgetQueries()
                        let chosen = planner.target(
                            in: layout, context: context, proposed: axis.replacing(.zero, along: proposed),
                            velocity: axis.replacing(.zero, along: velocity))
                        let expected = all[planner.chosenIndex(in: all, current: current, proposed: proposed, velocity: velocity)]
                        #expect(
                            abs(axis.along(chosen) - expected) < 1e-9,
                            "\(alignment) limit \(String(describing: limit)): \(current) → \(proposed) at \(velocity)")
                        flings += 1
                        if alignment != .page, let last = layout.queries.last, axis.length(of: last.size) < length / 2 {
                            windowed += 1
                        }
                    }
                }
            }
        }
        #expect(windowed > flings / 2, "most element flings read less than half the content (\(windowed) of \(flings))")
    }

    @Test func emptyContentAndUnboundedProposalsAreAnswered() throws {
        let planner = SnapPlanner(axis: .vertical, alignment: .leading, maxElementsPerFling: nil)
        let (empty, emptyContext) = try layoutAndContext(axis: .vertical, seed: 1, items: 0)
        let proposed = CGPoint(x: 0, y: 123)
        #expect(planner.target(in: empty, context: emptyContext, proposed: proposed, velocity: .zero) == proposed)
        let (layout, context) = try layoutAndContext(axis: .vertical, seed: 2)
        let all = allAnchors(layout, context, axis: .vertical, alignment: .leading)
        for far in [CGFloat.infinity, -.infinity, .nan] {
            let chosen = planner.target(
                in: layout, context: context, proposed: CGPoint(x: 0, y: far), velocity: CGPoint(x: 0, y: 100))
            let expected = all[planner.chosenIndex(in: all, current: 0, proposed: far, velocity: 100)]
            #expect(chosen.y == expected, "proposed \(far)")
        }
    }

    /// A viewport a ten-millionth of the content's length would have the planner list ten million
    /// pages per fling (a fuzzer ran out of memory on one): past a million pages the fling rests
    /// where it ends, and below that it still stops on a page.
    @Test func aViewportTinyBesideTheContentPagesOrRestsWithoutListingEveryPage() throws {
        let planner = SnapPlanner(axis: .vertical, alignment: .page, maxElementsPerFling: nil)
        let (layout, base) = try layoutAndContext(axis: .vertical, seed: 3)
        let length = layout.contentSize.height
        for (viewport, pages) in [(length / 1e7, 1e7), (length / 1e4, 1e4)] as [(CGFloat, CGFloat)] {
            var context = base
            context.contentInset = EdgeInsets()
            context.bounds = CGRect(x: 0, y: length / 4, width: 240, height: viewport)
            let proposed = CGPoint(x: 0, y: length * 0.75 + viewport / 3)
            let chosen = planner.target(in: layout, context: context, proposed: proposed, velocity: CGPoint(x: 0, y: 50))
            if pages > SnapPlanner.maximumPages {
                #expect(chosen == proposed, "\(pages) pages: not snapped")
            } else {
                let page = chosen.y / viewport
                #expect(abs(page - page.rounded()) < 1e-6, "\(pages) pages: \(chosen.y) is page \(page)")
                #expect(abs(chosen.y - proposed.y) <= viewport, "\(pages) pages: a page next to the proposal")
            }
        }
    }
}
