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

        /// A screen of rows with estimated heights, laid out after `count` items of `itemClass`
        /// are loaded.
        private static func rows(of itemClass: NSCollectionViewItem.Type, count: Int) -> AppKitScreen {
            let layout = LayoutKitCollectionViewLayout(
                FlowLayout {
                    $0.estimatedItemSize = CGSize(width: 320, height: 40)
                    $0.minimumLineSpacing = 0
                })
            let screen = AppKitScreen(layout, counts: [0])
            screen.data.itemClass = itemClass
            screen.data.counts = [count]
            screen.collectionView.reloadData()
            screen.collectionView.layoutSubtreeIfNeeded()
            return screen
        }

        @Test func itemsShownTakeTheHeightsTheyPrefer() {
            let screen = Self.rows(of: OwnHeightItem.self, count: 20)
            // Item 3 starts below items 0, 1 and 2: 44 + 46 + 48 points.
            #expect(screen.collectionView.itemFrames[IndexPath(indexes: [0, 3])] == NSRect(x: 0, y: 138, width: 320, height: 50))
            #expect(PlatformFaults.take().isEmpty)
        }

        @Test func selfSizingThatNeverSettlesIsAFaultNotASilentStop() {
            _ = Self.rows(of: RestlessItem.self, count: 3)
            #expect(PlatformFaults.take().contains { $0.hasPrefix("self-sizing never settles") })
        }
    }
}
