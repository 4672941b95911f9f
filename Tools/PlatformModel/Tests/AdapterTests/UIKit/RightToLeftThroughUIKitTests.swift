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

        /// `layout` on a 390 x 844 screen read right to left, which UIKit mirrors.
        private static func rightToLeft(_ layout: LayoutKitCollectionViewLayout, counts: [Int]) -> ModelScreen {
            let screen = ModelScreen(layout, counts: counts, size: CGSize(width: 390, height: 844))
            screen.collectionView.semanticContentAttribute = .forceRightToLeft
            layout.invalidateLayout()
            screen.collectionView.layoutIfNeeded()
            return screen
        }

        /// Right to left a row's trailing actions are on the left: a finger moving right opens it
        /// on them (UIKit flips the row's frame; the adapter flips the finger), and a tap on Delete,
        /// at the trailing edge, the screen's left, performs it.
        @Test func aListRowSwipedRightShowsItsButtonsOnTheLeftAndATapThereActs() {
            let list = ListLayout(configuration: ListConfiguration(rowHeight: .absolute(44)))
            list.trailingSwipeActions = { _ in
                SwipeActionsConfiguration(actions: [
                    SwipeAction(identifier: "delete", title: "Delete", style: .destructive), SwipeAction(identifier: "archive", title: "Archive")
                ])
            }
            let layout = LayoutKitCollectionViewLayout(list)
            let screen = Self.rightToLeft(layout, counts: [20])
            var actions: [LayoutAction] = []
            layout.onLayoutAction = { actions.append($0) }
            // 15 pt right a frame for 6 frames, then held: 90 pt of the buttons' 148.
            screen.collectionView.touchDown(at: CGPoint(x: 90, y: 110))
            for _ in 0..<6 { screen.collectionView.dragFinger(by: CGPoint(x: 15, y: 0)) }
            screen.collectionView.dragFinger(by: .zero)
            screen.collectionView.liftFinger()
            #expect(ModelDisplay.advance(until: { screen.cellFrames[IndexPath(indexes: [0, 2])]?.minX == 148 }, limit: 300),
                    "row 2 rests 148 pt to the right: \(String(describing: screen.cellFrames[IndexPath(indexes: [0, 2])]))")
            screen.collectionView.tapItem(at: CGPoint(x: 10, y: 110))
            #expect(ModelDisplay.advance(until: { !actions.isEmpty }, limit: 60))
            #expect(actions == [LayoutAction(identifier: "delete", element: .cell(IndexPath(indexes: [0, 2])))])
        }

        /// Right to left the cards run leftward: a finger moving right scrolls them on, 120 pt and
        /// the fast rate's fling to the next card's edge (210), as a finger moving left does left to right.
        @Test func aSidewaysSectionFollowsAFingerMovingRight() throws {
            let layout = LayoutKitCollectionViewLayout(CompositionalThroughUIKitTests.storeFront())
            let screen = Self.rightToLeft(layout, counts: [5, 30])
            screen.drag(from: CGPoint(x: 100, y: 50), by: CGPoint(x: 15, y: 0), frames: 8)
            #expect(ModelDisplay.advance(until: { ModelDisplay.links.isEmpty }, limit: 600), "the fling comes to rest")
            #expect(try #require(layout.core.nestedScroller(withID: 0)).offset == 210)
            // Card 1 leads at the right edge: 390 - 200.
            #expect(screen.cellFrames[IndexPath(indexes: [0, 1])] == CGRect(x: 190, y: 0, width: 200, height: 100))
        }

        /// A layout that flips and notes the touches it is given while the view scrolls.
        final class TouchNotingRows: CollectionLayout {
            private(set) var contentSize: CGSize = .zero
            var touches: [TouchState] = []
            func prepare(_ context: LayoutContext) throws {
                contentSize = CGSize(width: context.bounds.width, height: 5_000)
            }
            func attributes(in rect: CGRect) -> [LayoutAttributes] { [] }
            func shouldInvalidate(forBoundsChange newBounds: CGRect, in context: LayoutContext) -> Bool {
                if let touch = context.touch { touches.append(touch) }
                return false
            }
            var flipsHorizontallyInOppositeLayoutDirection: Bool { true }
        }

        /// A springy layout reads the finger where the layout is: right to left, 60 pt from the
        /// screen's left edge is 330 pt from the layout's left (390 - 60), and moves the other way.
        @Test func theTouchALayoutReadsIsInItsOwnCoordinates() throws {
            let rows = TouchNotingRows()
            let screen = Self.rightToLeft(LayoutKitCollectionViewLayout(rows), counts: [0])
            screen.collectionView.touchDown(at: CGPoint(x: 60, y: 600))
            for _ in 0..<3 { screen.collectionView.dragFinger(by: CGPoint(x: 5, y: -20)) }
            // The finger is at 60 to 75 on screen while the view scrolls: 330 to 315 in the layout.
            let touch = try #require(rows.touches.last)
            #expect(rows.touches.allSatisfy { (315...330).contains($0.location.x) }, "\(rows.touches.map(\.location.x))")
            #expect(touch.velocity.x < 0 && touch.velocity.y < 0, "moving right on screen is left in the layout")
            screen.collectionView.liftFinger()
        }
    }
}
