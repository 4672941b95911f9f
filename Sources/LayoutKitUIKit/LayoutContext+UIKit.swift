#if canImport(UIKit)
import LayoutKitCore
import UIKit

extension LayoutContext {
    /// What `collectionView` is now, as a LayoutKit layout reads it: bounds, adjusted content
    /// inset, item counts, sizes from a flow delegate, the pan's touch while it pans, layout
    /// direction and display scale.
    @MainActor
    init(reading collectionView: UICollectionView, layout: UICollectionViewLayout) {
        let counts = (0..<collectionView.numberOfSections).map { collectionView.numberOfItems(inSection: $0) }
        let inset = collectionView.adjustedContentInset
        let pan = collectionView.panGestureRecognizer
        let panning = pan.state == .began || pan.state == .changed
        let sizes = (collectionView.delegate as? UICollectionViewDelegateFlowLayout).map { delegate in
            { [unowned collectionView, unowned layout] (path: IndexPath) -> CGSize in
                delegate.collectionView?(collectionView, layout: layout, sizeForItemAt: path) ?? .zero
            }
        }
        self.init(
            bounds: collectionView.bounds,
            contentInset: EdgeInsets(top: inset.top, left: inset.left, bottom: inset.bottom, right: inset.right),
            itemCounts: counts, itemSizeProvider: sizes,
            touch: panning ? TouchState(location: pan.location(in: collectionView), velocity: pan.velocity(in: collectionView)) : nil,
            layoutDirection: collectionView.effectiveUserInterfaceLayoutDirection == .rightToLeft ? .rightToLeft : .leftToRight,
            displayScale: collectionView.traitCollection.displayScale)
    }
}
#endif
