import Foundation
import LayoutKitCore
import LayoutKitHost
import Testing

/// The order in which the host calls the self-sizing hooks, and what it does with their answers,
/// on a list that records them and takes every preferred height.
struct HostSelfSizingOrderTests {
    /// Rows of 40 pt (or their preferred height), 10 pt apart; each preferred size asks the host
    /// to move the offset by `adjustment` pt, and the layout opts out of anchoring.
    final class MeasuringList: CollectionLayout {
        var calls: [String] = []
        var heights: [Int: CGFloat] = [:]
        var count = 0
        var width: CGFloat = 0
        let adjustment: CGFloat

        init(adjustment: CGFloat) { self.adjustment = adjustment }

        func prepare(_ context: LayoutContext) throws {
            calls.append("prepare")
            count = context.numberOfItems(inSection: 0)
            width = context.bounds.width
        }

        func frame(_ item: Int) -> CGRect {
            let top = (0..<item).reduce(CGFloat(0)) { $0 + (heights[$1] ?? 40) + 10 }
            return CGRect(x: 0, y: top, width: width, height: heights[item] ?? 40)
        }

        var contentSize: CGSize { CGSize(width: width, height: count == 0 ? 0 : frame(count - 1).maxY) }

        func attributes(in rect: CGRect) -> [LayoutAttributes] {
            calls.append("attributesInRect")
            return (0..<count).map {
                LayoutAttributes(indexPath: IndexPath(item: $0, section: 0), category: .cell, frame: frame($0))
            }
            .filter { $0.frame.intersects(rect) }
        }

        func attributes(at indexPath: IndexPath) -> LayoutAttributes? {
            (0..<count).contains(indexPath.item)
                ? LayoutAttributes(indexPath: indexPath, category: .cell, frame: frame(indexPath.item)) : nil
        }

        func shouldInvalidate(forPreferredAttributes preferred: LayoutAttributes, withOriginal original: LayoutAttributes) -> Bool
        {
            calls.append("shouldInvalidate \(original.indexPath.item)")
            return preferred.size.height != original.size.height
        }

        func invalidationContext(forPreferredAttributes preferred: LayoutAttributes, withOriginal original: LayoutAttributes)
            -> InvalidationContext
        {
            calls.append("invalidationContext \(original.indexPath.item)")
            return InvalidationContext(
                contentOffsetAdjustment: CGPoint(x: 0, y: adjustment),
                preferredItemSizes: [original.indexPath: preferred.size])
        }

        func invalidate(with context: InvalidationContext) {
            calls.append("invalidate")
            for (indexPath, size) in context.preferredItemSizes { heights[indexPath.item] = size.height }
        }

        var anchorsVisibleContent: Bool { false }
    }

    @Test func eachCellAboutToShowIsOfferedInUIKitsOrderAndEachRoundPreparesOnce() throws {
        let layout = MeasuringList(adjustment: 0)
        let host = try CollectionViewHost(layout: layout, frameSize: CGSize(width: 320, height: 190), itemCounts: [50])
        // Items 0 and 1 prefer their 40 pt; items 2 and 3 prefer 20 pt.
        host.preferredLayoutAttributesFitting = { attributes in
            var preferred = attributes
            if attributes.indexPath.item >= 2 { preferred.frame.size.height = 20 }
            return preferred
        }
        try host.advanceFrame()
        // The screen and its 100 pt margin end at 290: rows 0 to 5 start above it (every 50 pt).
        // Rows 2 to 5 shrink to 20 pt, so rows 6 and 7 (still 40 pt, at 220 and 270) come in: a
        // second round. They shrink too: row 8 comes in at 280, a third round; then row 9 starts
        // at 310 and a last query finds nothing new.
        func offered(_ item: Int) -> [String] {
            ["shouldInvalidate \(item)", "invalidationContext \(item)", "invalidate"]
        }
        // Made, the host laid out and asked for the screen; the first frame asks for the screen and
        // its margin, to offer the cells about to show.
        var expected: [String] = ["prepare", "attributesInRect", "attributesInRect", "shouldInvalidate 0", "shouldInvalidate 1"]
        for item in 2...5 { expected += offered(item) }
        expected += ["prepare", "attributesInRect"]
        for item in 6...7 { expected += offered(item) }
        expected += ["prepare", "attributesInRect"] + offered(8)
        expected += ["prepare", "attributesInRect", "attributesInRect"]
        #expect(layout.calls == expected)
        #expect(host.measuredItems == Set((0...8).map { IndexPath(item: $0, section: 0) }))
    }

    @Test func theHostAppliesTheContentOffsetAdjustmentOfEachContext() throws {
        let layout = MeasuringList(adjustment: 3)
        let host = try CollectionViewHost(
            layout: layout, frameSize: CGSize(width: 320, height: 200), itemCounts: [50],
            contentOffset: CGPoint(x: 0, y: 1000))
        host.preferredLayoutAttributesFitting = { attributes in
            var preferred = attributes
            preferred.frame.size.height = 60
            return preferred
        }
        try host.advanceFrame()
        let offered = layout.calls.filter { $0.hasPrefix("invalidationContext") }.count
        #expect(offered > 0)
        #expect(host.contentOffset.y == 1000 + 3 * CGFloat(offered))
    }
}
