import LayoutKit
import Testing
import UIKit
import UIKitAdapter

extension ThroughTheModel {
    /// Right to left as UIKit draws it: a layout that flips is mirrored when the view's direction
    /// differs from the layout's development direction, whose default is the app's development
    /// region's. LayoutKit's layouts are written left to right whatever the app's region.
    @MainActor
    struct RightToLeftThroughUIKitTests {
        init() { ModelDisplay.reset() }

        /// Which side of a 320 pt wide view item 0 of a three-column flow is shown on, for an app
        /// developed in `development` and a view reading in `reading`.
        private static func sideOfItemZero(
            _ layout: UICollectionViewLayout, developedIn development: UIUserInterfaceLayoutDirection,
            reading: UIUserInterfaceLayoutDirection
        ) -> Side? {
            let previous = UICollectionViewLayout.mainBundleDevelopmentLayoutDirection
            UICollectionViewLayout.mainBundleDevelopmentLayoutDirection = development
            defer { UICollectionViewLayout.mainBundleDevelopmentLayoutDirection = previous }
            let screen = ModelScreen(layout, counts: [9])
            screen.collectionView.semanticContentAttribute = reading == .rightToLeft ? .forceRightToLeft : .forceLeftToRight
            layout.invalidateLayout()
            screen.collectionView.layoutIfNeeded()
            guard let frame = screen.cellFrames[IndexPath(indexes: [0, 0])] else { return nil }
            if frame.minX == 0 { return .left }
            return frame.maxX == 320 ? .right : nil
        }

        enum Side { case left, right }

        private static func flow() -> FlowLayout {
            FlowLayout {
                $0.itemSize = CGSize(width: 100, height: 60)
                $0.minimumInteritemSpacing = 10
            }
        }

        @Test(arguments: [
            (UIUserInterfaceLayoutDirection.leftToRight, UIUserInterfaceLayoutDirection.leftToRight, Side.left),
            (.leftToRight, .rightToLeft, .right),
            (.rightToLeft, .leftToRight, .left),
            (.rightToLeft, .rightToLeft, .right),
        ])
        func itemZeroLeadsTheWayTheViewReadsWhateverTheAppWasDevelopedIn(
            development: UIUserInterfaceLayoutDirection, reading: UIUserInterfaceLayoutDirection, expected: Side
        ) {
            let layout = LayoutKitCollectionViewLayout(Self.flow())
            #expect(layout.developmentLayoutDirection == .leftToRight, "LayoutKit's layouts are written left to right")
            #expect(Self.sideOfItemZero(layout, developedIn: development, reading: reading) == expected)
        }

        /// A layout that flips and keeps UIKit's development direction: in an app developed right
        /// to left, UIKit mirrors it for left-to-right readers and not for right-to-left ones.
        final class FlippingGrid: UICollectionViewLayout {
            override var flipsHorizontallyInOppositeLayoutDirection: Bool { true }
            override var collectionViewContentSize: CGSize { CGSize(width: 320, height: 568) }
            override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
                layoutAttributesForItem(at: IndexPath(indexes: [0, 0])).map { [$0] }
            }
            override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
                guard indexPath == IndexPath(indexes: [0, 0]) else { return nil }
                let first = UICollectionViewLayoutAttributes(forCellWith: indexPath)
                first.frame = CGRect(x: 0, y: 0, width: 100, height: 60)
                return first
            }
        }

        @Test func uikitMirrorsALayoutByItsDevelopmentDirectionWhichDefaultsToTheAppsRegion() {
            #expect(Self.sideOfItemZero(FlippingGrid(), developedIn: .rightToLeft, reading: .rightToLeft) == .left)
            #expect(Self.sideOfItemZero(FlippingGrid(), developedIn: .rightToLeft, reading: .leftToRight) == .right)
            #expect(Self.sideOfItemZero(FlippingGrid(), developedIn: .leftToRight, reading: .rightToLeft) == .right)
        }
    }
}
