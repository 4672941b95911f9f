import CollectionModel
import LayoutKit
import Testing
import UIKit
import UIKitAdapter

extension ThroughTheModel {
    /// The model is as strict as UIKit: what UIKit raises on, the model raises a fault for, which
    /// fails any test of the adapters that meets it. Each test here plays a layout that breaks one
    /// rule and takes the fault it expects.
    @MainActor
    struct StrictnessThroughUIKitTests {
        init() { ModelDisplay.reset() }

        /// A layout of 100 pt rows, one per item in `items`, answering its one-element queries
        /// with `single`.
        final class RowLayout: UICollectionViewLayout {
            let items: [IndexPath]
            let single: @MainActor (IndexPath) -> UICollectionViewLayoutAttributes?

            init(items: [IndexPath], single: @escaping @MainActor (IndexPath) -> UICollectionViewLayoutAttributes? = { RowLayout.row($0) }) {
                (self.items, self.single) = (items, single)
                super.init()
            }

            required init?(coder: NSCoder) { nil }

            static func row(_ indexPath: IndexPath) -> UICollectionViewLayoutAttributes {
                let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
                attributes.frame = CGRect(x: 0, y: CGFloat(indexPath[1]) * 100, width: 320, height: 100)
                return attributes
            }

            override var collectionViewContentSize: CGSize { CGSize(width: 320, height: CGFloat(items.count) * 100) }
            override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
                items.map(Self.row).filter { $0.frame.intersects(rect) }
            }
            override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { single(indexPath) }
        }

        private static func paths(_ count: Int) -> [IndexPath] { (0..<count).map { IndexPath(indexes: [0, $0]) } }

        @Test func attributesForAnItemTheDataDoesNotHaveAreAFault() {
            _ = ModelScreen(RowLayout(items: Self.paths(4)), counts: [3])
            #expect(PlatformFaults.take() == [
                "UICollectionView received layout attributes for a cell with an index path that does not exist: [0, 3]"
            ])
        }

        @Test func aOneElementQueryThatDisagreesWithTheRectanglesIsAFault() {
            let shifted = RowLayout(items: Self.paths(3)) { path in
                let moved = RowLayout.row(path)
                moved.frame.origin.x = path[1] == 1 ? 5 : 0
                return moved
            }
            _ = ModelScreen(shifted, counts: [3])
            let faults = PlatformFaults.take()
            #expect(faults.count == 1 && faults.first?.contains("[0, 1]") == true, "\(faults)")
            _ = ModelScreen(RowLayout(items: Self.paths(3)) { _ in nil }, counts: [3])
            #expect(PlatformFaults.take().count == 3, "a layout that does not answer them fails for each cell shown")
        }

        /// Rows that all move down by `shift` points.
        final class ShiftingRows: UICollectionViewLayout {
            var shift: CGFloat = 0
            private func row(_ item: Int) -> UICollectionViewLayoutAttributes {
                let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(indexes: [0, item]))
                attributes.frame = CGRect(x: 0, y: shift + CGFloat(item) * 100, width: 320, height: 100)
                return attributes
            }
            override var collectionViewContentSize: CGSize { CGSize(width: 320, height: 600) }
            override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
                (0..<3).map(row).filter { $0.frame.intersects(rect) }
            }
            override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { row(indexPath[1]) }
        }

        @Test func aTargetedInvalidationRefreshesOnlyWhatItNamesAndAPlainOneEverything() {
            let layout = ShiftingRows()
            let screen = ModelScreen(layout, counts: [3])
            layout.shift = 10
            let context = UICollectionViewLayoutInvalidationContext()
            context.invalidateItems(at: [IndexPath(indexes: [0, 0])])
            layout.invalidateLayout(with: context)
            screen.collectionView.layoutIfNeeded()
            #expect(screen.cellFrames[IndexPath(indexes: [0, 0])]?.minY == 10, "named: moved")
            #expect(screen.cellFrames[IndexPath(indexes: [0, 1])]?.minY == 100, "not named: kept where it was")
            layout.shift = 20
            screen.collectionView.layoutIfNeeded()
            #expect(screen.cellFrames[IndexPath(indexes: [0, 0])]?.minY == 10, "not invalidated: nothing moves")
            layout.invalidateLayout()
            screen.collectionView.layoutIfNeeded()
            #expect(screen.cellFrames.values.map(\.minY).sorted() == [20, 120, 220], "a plain invalidation: everything")
        }

        /// A cell whose preferred height differs from whatever it is given.
        final class RestlessCell: UICollectionViewCell {
            override func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes)
                -> UICollectionViewLayoutAttributes
            {
                let sized = layoutAttributes.copy() as! UICollectionViewLayoutAttributes
                sized.size.height = layoutAttributes.size.height + 1
                return sized
            }
        }

        @Test func selfSizingThatNeverSettlesIsAFaultNotASilentStop() {
            let layout = LayoutKitCollectionViewLayout(FlowLayout { $0.estimatedItemSize = CGSize(width: 320, height: 40) })
            let screen = ModelScreen(layout, counts: [0])
            screen.collectionView.register(RestlessCell.self, forCellWithReuseIdentifier: ModelData.cellIdentifier)
            screen.data.counts = [3]
            screen.collectionView.reloadData()
            screen.collectionView.layoutIfNeeded()
            #expect(PlatformFaults.take().contains { $0.hasPrefix("self-sizing never settles") })
        }
    }
}
