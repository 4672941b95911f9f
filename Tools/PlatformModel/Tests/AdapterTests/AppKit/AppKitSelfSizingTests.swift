import AppKit
import AppKitAdapter
import CollectionModel
import LayoutKit
import Testing

extension ThroughTheModel {
    /// Items that size themselves in an AppKit collection view: each item shown is measured, the
    /// layout takes the sizes it prefers through the adapter's self-sizing hooks, and sizes that
    /// never settle are AppKit's endless layout, a fault.
    @MainActor
    struct AppKitSelfSizingTests {
        init() { ModelDisplay.reset() }

        /// An item that prefers a height of `44 + 2 * item` points.
        final class OwnHeightItem: NSCollectionViewItem {
            override func preferredLayoutAttributesFitting(_ layoutAttributes: NSCollectionViewLayoutAttributes)
                -> NSCollectionViewLayoutAttributes
            {
                let sized = layoutAttributes.copy() as! NSCollectionViewLayoutAttributes
                sized.size.height = 44 + 2 * CGFloat(layoutAttributes.indexPath?[1] ?? 0)
                return sized
            }
        }

        /// An item whose preferred height differs from whatever it is given.
        final class RestlessItem: NSCollectionViewItem {
            override func preferredLayoutAttributesFitting(_ layoutAttributes: NSCollectionViewLayoutAttributes)
                -> NSCollectionViewLayoutAttributes
            {
                let sized = layoutAttributes.copy() as! NSCollectionViewLayoutAttributes
                sized.size.height = layoutAttributes.size.height + 1
                return sized
            }
        }

        private static func estimatedRows() -> LayoutKitCollectionViewLayout {
            LayoutKitCollectionViewLayout(
                FlowLayout {
                    $0.estimatedItemSize = CGSize(width: 320, height: 40)
                    $0.minimumLineSpacing = 0
                })
        }

        @Test func itemsShownTakeTheHeightsTheyPrefer() {
            let screen = AppKitScreen(Self.estimatedRows(), counts: [0])
            screen.data.itemClass = OwnHeightItem.self
            screen.data.counts = [20]
            screen.collectionView.reloadData()
            screen.collectionView.layoutSubtreeIfNeeded()
            // Item 3 starts below items 0, 1 and 2: 44 + 46 + 48 points.
            #expect(screen.collectionView.itemFrames[IndexPath(indexes: [0, 3])] == NSRect(x: 0, y: 138, width: 320, height: 50))
            #expect(PlatformFaults.take().isEmpty)
        }

        @Test func selfSizingThatNeverSettlesIsAFaultNotASilentStop() {
            let screen = AppKitScreen(Self.estimatedRows(), counts: [0])
            screen.data.itemClass = RestlessItem.self
            screen.data.counts = [3]
            screen.collectionView.reloadData()
            screen.collectionView.layoutSubtreeIfNeeded()
            #expect(PlatformFaults.take().contains { $0.hasPrefix("self-sizing never settles") })
        }
    }
}
