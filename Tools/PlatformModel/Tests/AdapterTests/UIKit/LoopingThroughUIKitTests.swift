import LayoutKit
import Testing
import UIKit
import UIKitAdapter

extension ThroughTheModel {
    /// A looping layout under a finger in a UIKit collection view: the layout's recentering
    /// reaches UIKit as a content offset adjustment, so a drag across many copies of the data
    /// never reaches an edge and the cell under the finger is the one the distance says.
    @MainActor
    struct LoopingThroughUIKitTests {
        init() { ModelDisplay.reset() }

        @Test func aLongDragStaysInsideTheContentAndShowsTheRightItems() throws {
            // 10 items 100 pt wide, 10 apart, and 10 between copies: one copy every 1 100 pt, 110 per item.
            let flow = FlowLayout {
                $0.scrollDirection = .horizontal
                $0.itemSize = CGSize(width: 100, height: 100)
                $0.minimumLineSpacing = 10
            }
            let layout = LayoutKitCollectionViewLayout(flow.looping(spacing: 10, copies: 9, recenteringBand: 3))
            let screen = ModelScreen(layout, counts: [10], size: CGSize(width: 320, height: 100))
            let probe = CGPoint(x: 55, y: 50)
            /// The item under `point` on screen, and how far into it (pt): cell frames are in content coordinates.
            func itemUnder(_ point: CGPoint) -> (item: Int, into: CGFloat)? {
                let offset = screen.collectionView.contentOffset
                let inContent = CGPoint(x: point.x + offset.x, y: point.y + offset.y)
                return screen.cellFrames.first { $0.value.contains(inContent) }.map { ($0.key[1], inContent.x - $0.value.minX) }
            }
            let start = try #require(itemUnder(probe))
            let collectionView = screen.collectionView
            collectionView.touchDown(at: probe)
            var offsets: [CGFloat] = []
            for _ in 0..<300 {
                collectionView.dragFinger(by: CGPoint(x: -40, y: 0))
                offsets.append(collectionView.contentOffset.x)
            }
            // 300 × 40 = 12 000 pt: more than the 9 copies (9 900 pt) the content holds.
            let width = collectionView.contentSize.width - collectionView.bounds.width
            #expect(offsets.allSatisfy { $0 >= 0 && $0 <= width }, "the offset stayed inside the content")
            // The content under the probe moved 12 000 pt: 109 items and 10 pt on, plus where it was.
            let travelled = start.into + 12_000
            let expected = (start.item + Int((travelled / 110).rounded(.down))) % 10
            let now = try #require(itemUnder(probe))
            #expect(now.item == expected)
            #expect(abs(now.into - travelled.truncatingRemainder(dividingBy: 110)) < 1e-6)
        }
    }
}
