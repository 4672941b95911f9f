import LayoutKit
import Testing
import UIKit
import UIKitAdapter

extension ThroughTheModel {
    /// Card effects in a UIKit collection view: the cells take the looks' transforms, z order and
    /// custom values, a fling rests where paging says, and a tap lands on the card drawn in front.
    /// The card row: 100 pt cards 150 pt apart (card i's center at x = 150 i + 50) in 320 x 300.
    @MainActor
    struct CardEffectsThroughUIKitTests {
        init() { ModelDisplay.reset() }

        private static let size = CGSize(width: 320, height: 300)

        /// The cell of `item` on screen.
        private func cell(_ screen: ModelScreen, _ item: Int) -> UICollectionViewCell? {
            screen.collectionView.visibleCells.first { $0.appliedAttributes?.indexPath == IndexPath(indexes: [0, item]) }
        }

        @Test func theDecksCardsAreDrawnAndTappedInTheirOrder() throws {
            let layout = LayoutKitCollectionViewLayout(FlowLayout(configuration: .cardRow()).cardEffect(.deck))
            let screen = ModelScreen(layout, counts: [20], size: Self.size)
            screen.collectionView.allowsSelection = true
            screen.collectionView.contentOffset = CGPoint(x: 640, y: 0)  // card 5 in the middle
            screen.collectionView.layoutIfNeeded()
            // Cards 6, 7, 8 are on screen though their frames are not: drawn 14, 28, 42 pt right of 800.
            for p in 1...3 {
                let shown = try #require(cell(screen, 5 + p), "card \(5 + p)")
                #expect(shown.appliedAttributes?.zIndex == 1_000 - 100 * p)
                let scale = 1 - 0.06 * CGFloat(p)
                #expect(abs(shown.transform3D.m11 - scale) < 1e-12)
                #expect(abs(shown.center.x + shown.transform3D.m41 - (800 + 14 * CGFloat(p))) < 1e-9)
            }
            // A tap at 855 (content) misses card 5 (750 ... 850) and hits card 6, drawn 767 ... 861 in
            // front of cards 7 and 8; one at 800 hits card 5 over the three behind it.
            screen.collectionView.tapItem(at: CGPoint(x: 855, y: 150))
            #expect(screen.collectionView.indexPathsForSelectedItems == [IndexPath(indexes: [0, 6])])
            screen.collectionView.tapItem(at: CGPoint(x: 800, y: 150))
            #expect(screen.collectionView.indexPathsForSelectedItems == [IndexPath(indexes: [0, 5])])
        }

        @Test func aFlingOverCoverFlowRestsWherePagingSaysWithThatCardFacingTheViewer() throws {
            let dressed = ModelScreen(
                LayoutKitCollectionViewLayout(FlowLayout(configuration: .cardRow()).paging(.center).cardEffect(.coverFlow)),
                counts: [20], size: Self.size)
            let plain = ModelScreen(
                LayoutKitCollectionViewLayout(FlowLayout(configuration: .cardRow()).paging(.center)), counts: [20], size: Self.size)
            for screen in [dressed, plain] {
                screen.drag(from: CGPoint(x: 250, y: 150), by: CGPoint(x: -20, y: 0), frames: 4)
                #expect(ModelDisplay.advance(until: { !screen.collectionView.isDecelerating }, limit: 600))
            }
            let offset = dressed.collectionView.contentOffset.x
            #expect(offset == plain.collectionView.contentOffset.x && offset > 0)
            // The card centered at rest is drawn flat and in front; its neighbours turn 60° about y.
            let middle = offset + 160
            let centered = try #require(dressed.collectionView.visibleCells.first { $0.center.x == middle })
            #expect(centered.transform3D == CATransform3DIdentity && centered.appliedAttributes?.zIndex == 1_000)
            let item = try #require(centered.appliedAttributes?.indexPath[1])
            let next = try #require(cell(dressed, item + 1))
            // m11 = 0.9 cos 60° plus the perspective's share of the shift, m34 = -cos 60° / 500.
            #expect(abs(next.transform3D.m34 + 0.5 / 500) < 1e-12 && next.appliedAttributes?.zIndex == 900)
        }

        @Test func aParallaxReachesTheCellAsCustomValues() throws {
            let layout = LayoutKitCollectionViewLayout(FlowLayout(configuration: .cardRow()).cardEffect(.parallax))
            let screen = ModelScreen(layout, counts: [20], size: Self.size)
            screen.collectionView.contentOffset = CGPoint(x: 565, y: 0)  // the middle at 725
            screen.collectionView.layoutIfNeeded()
            let five = try #require(cell(screen, 5)?.appliedAttributes as? LayoutKitLayoutAttributes)
            // Card 5 is half a page after the middle: -0.3 × 0.5 × 150.
            #expect(five.customValues[CardLook.contentOffsetXKey] == -22.5)
        }
    }
}
