import LayoutKit
import Testing
import UIKit
import UIKitAdapter

extension ThroughTheModel {
    /// A compositional layout in a UIKit collection view: sections laid out by different layouts,
    /// and an orthogonal section that a sideways finger scrolls and pages with no code of the app's
    /// (the adapter's own pan), while a vertical finger scrolls the collection view.
    @MainActor
    struct CompositionalThroughUIKitTests {
        init() { ModelDisplay.reset() }

        /// Cards 200 x 100 pt, 10 apart, scrolling sideways (by default paging), then a list of 50 pt rows.
        static func storeFront(_ scrolling: OrthogonalScrollingBehavior = .groupPaging) -> CompositionalLayout {
            let fill = LayoutItem(size: LayoutSize(width: .fractionalWidth(1), height: .fractionalHeight(1)))
            return CompositionalLayout { section, _ in
                section == 0
                    ? CompositionalSection(
                        group: .horizontal(size: LayoutSize(width: .absolute(200), height: .absolute(100)), subitems: [.item(fill)]),
                        interGroupSpacing: 10, orthogonalScrolling: scrolling)
                    : CompositionalSection(
                        group: .horizontal(size: LayoutSize(width: .fractionalWidth(1), height: .absolute(50)), subitems: [.item(fill)]))
            }
        }

        @Test func theSectionsShowWhereTheirLayoutsPutThem() {
            let screen = ModelScreen(LayoutKitCollectionViewLayout(Self.storeFront()), counts: [5, 30])
            let frames = screen.cellFrames
            #expect(frames[IndexPath(indexes: [0, 1])] == CGRect(x: 210, y: 0, width: 200, height: 100))
            #expect(frames[IndexPath(indexes: [1, 2])] == CGRect(x: 0, y: 200, width: 320, height: 50))
            #expect(frames[IndexPath(indexes: [0, 2])] == nil, "card 2 (420 pt) is beyond the 320 pt wide section")
        }

        @Test func aSidewaysFingerOnTheCardsScrollsThemAndPagesWithNoCodeOfTheApps() throws {
            let layout = LayoutKitCollectionViewLayout(Self.storeFront())
            let screen = ModelScreen(layout, counts: [5, 30])
            // 120 pt to the left at 900 pt/s: the cards' offset 120, flung on at UIKit's fast rate
            // (900 / 1000 × 0.99 / 0.01 = 89 pt) to 209, which pages to the next card's edge, 210.
            screen.drag(from: CGPoint(x: 150, y: 50), by: CGPoint(x: -15, y: 0), frames: 8)
            #expect(ModelDisplay.advance(until: { ModelDisplay.links.isEmpty }, limit: 600), "the fling comes to rest")
            #expect(screen.collectionView.contentOffset == .zero, "the collection view did not scroll")
            let region = try #require(layout.core.nestedScroller(at: CGPoint(x: 100, y: 50)))
            #expect(region.offset == 210)
            #expect(screen.cellFrames[IndexPath(indexes: [0, 1])] == CGRect(x: 0, y: 0, width: 200, height: 100))
        }

        @Test func anUpwardFingerOnTheCardsScrollsTheCollectionViewNotThem() throws {
            let layout = LayoutKitCollectionViewLayout(Self.storeFront())
            let screen = ModelScreen(layout, counts: [5, 30])
            screen.drag(from: CGPoint(x: 150, y: 50), by: CGPoint(x: 0, y: -10), frames: 5)
            #expect(screen.collectionView.contentOffset.y >= 50, "the content follows the finger up")
            #expect(try #require(layout.core.nestedScroller(at: CGPoint(x: 100, y: 50))).offset == 0)
        }

        @Test func anAppScrollsTheCardsThroughTheCore() throws {
            let layout = LayoutKitCollectionViewLayout(Self.storeFront())
            let screen = ModelScreen(layout, counts: [5, 30])
            let region = try #require(layout.core.nestedScroller(at: CGPoint(x: 100, y: 50)))
            #expect(region.offsets == 0...720, "5 × 200 + 4 × 10 = 1 040 pt in 320")
            #expect(layout.core.nestedScroller(at: CGPoint(x: 100, y: 150)) == nil, "the list does not scroll sideways")
            let target = layout.core.targetNestedOffset(for: region.id, proposed: 150, velocity: 900)
            #expect(target == 210, "the next card's leading edge")
            layout.core.scrollNested(region.id, to: target)
            screen.collectionView.layoutIfNeeded()
            let frames = screen.cellFrames
            #expect(frames[IndexPath(indexes: [0, 1])] == CGRect(x: 0, y: 0, width: 200, height: 100))
            #expect(frames[IndexPath(indexes: [0, 2])] == CGRect(x: 210, y: 0, width: 200, height: 100))
            #expect(screen.collectionView.contentOffset == .zero, "the content itself did not move")
        }
    }
}
