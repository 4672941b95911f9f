import LayoutKit
import Testing
import UIKit
import UIKitAdapter

extension ThroughTheModel {
    /// Scrolling through UIKit: a pinned header follows the bounds through the layout's own
    /// bounds-change context, and self-sizing measures only the cells that come on screen.
    @MainActor
    struct ScrollingThroughUIKitTests {
        init() { ModelDisplay.reset() }

        @Test func aPinnedHeaderFollowsTheScroll() throws {
            let flow = FlowLayout {
                $0.itemSize = CGSize(width: 320, height: 50)
                $0.headerReferenceSize = CGSize(width: 320, height: 40)
                $0.minimumLineSpacing = 0
                $0.sectionHeadersPinToVisibleBounds = true
            }
            let log = InvalidationLog(flow)
            let layout = LayoutKitCollectionViewLayout(log)
            let screen = ModelScreen(layout, counts: [40, 40])
            let header = try #require(screen.collectionView.supplementaryView(forElementKind: ElementKind.sectionHeader, at: IndexPath(indexes: [0, 0])))
            for offset in stride(from: 100, through: 900, by: 200) {
                screen.collectionView.contentOffset = CGPoint(x: 0, y: offset)
                screen.collectionView.layoutIfNeeded()
                #expect(header.frame.minY == CGFloat(offset), "the header sits at the top of the bounds at \(offset)")
            }
            // Section 0 is 40 + 40 x 50 = 2 040 pt tall: near its end the header is pushed up by it.
            screen.collectionView.contentOffset = CGPoint(x: 0, y: 2_020)
            screen.collectionView.layoutIfNeeded()
            #expect(header.frame.minY == 2_000)
            let scrolls = log.contexts.filter { !$0.invalidatedSupplementaryElements.isEmpty }
            #expect(scrolls.count == 6, "each scroll reached the layout with its own context (the pinned headers)")
            #expect(log.contexts.dropFirst().filter(\.invalidateEverything).isEmpty)
        }

        @Test func selfSizingMeasuresOnlyWhatComesOnScreenOnce() throws {
            ModelCell.prefersOwnHeight = true
            defer { ModelCell.prefersOwnHeight = false }
            let flow = FlowLayout {
                $0.itemSize = CGSize(width: 320, height: 44)
                $0.estimatedItemSize = CGSize(width: 320, height: 44)
                $0.minimumLineSpacing = 0
            }
            let layout = LayoutKitCollectionViewLayout(flow)
            let screen = ModelScreen(layout, counts: [1_000])
            let first = Set(screen.collectionView.measuredIndexPaths)
            #expect(!first.isEmpty && first.count < 20, "only the first screenful is measured, not 1 000 items")
            #expect(first.allSatisfy { $0[1] < 20 })
            // Measured items take their own heights, 44 + 2 x item: item 3 starts at 44 + 46 + 48.
            #expect(screen.cellFrames[IndexPath(indexes: [0, 3])] == CGRect(x: 0, y: 138, width: 320, height: 50))
            screen.collectionView.contentOffset = CGPoint(x: 0, y: 1_000)
            screen.collectionView.layoutIfNeeded()
            let visible = Set(screen.collectionView.indexPathsForVisibleItems)
            let measured = Set(screen.collectionView.measuredIndexPaths)
            #expect(visible.isSubset(of: measured))
            #expect(measured.count < 60, "items scrolled past without being shown are never measured")
            let counts = Dictionary(grouping: screen.collectionView.measuredIndexPaths, by: { $0 }).mapValues(\.count)
            #expect(counts.values.allSatisfy { $0 <= 2 }, "each cell answers once for its estimate and once to confirm its size")
        }
    }
}
