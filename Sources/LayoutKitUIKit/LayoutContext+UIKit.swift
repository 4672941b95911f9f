#if canImport(UIKit) && !os(watchOS)
    import LayoutKitCollectionViewCore
    import LayoutKitCore
    import UIKit

    extension LayoutContext {
        /// What `collectionView` is now, as the core reads it: bounds, adjusted content inset, item
        /// counts, sizes from a flow delegate that implements `collectionView(_:layout:sizeForItemAt:)`
        /// (asked only then, and through weak references), the pan's touch while it pans (in the
        /// layout's coordinates, where UIKit flips the layout), `pinch`,
        /// layout direction and display scale (0 before the view is in a window: the core keeps the
        /// last known one).
        @MainActor
        init(reading collectionView: UICollectionView, layout: UICollectionViewLayout, pinch: PinchState?) {
            let counts = (0..<collectionView.numberOfSections).map { collectionView.numberOfItems(inSection: $0) }
            let inset = collectionView.adjustedContentInset
            let pan = collectionView.panGestureRecognizer
            let panning = pan.state == .began || pan.state == .changed
            self.init(
                bounds: collectionView.bounds,
                contentInset: EdgeInsets(top: inset.top, left: inset.left, bottom: inset.bottom, right: inset.right),
                itemCounts: counts,
                itemSizeProvider: FlowDelegateSizes.provider(of: collectionView, layout: layout),
                touch: panning
                    ? TouchState(
                        location: collectionView.layoutPoint(pan.location(in: collectionView)),
                        velocity: collectionView.layoutVector(pan.velocity(in: collectionView))) : nil,
                pinch: pinch,
                layoutDirection: collectionView.effectiveUserInterfaceLayoutDirection == .rightToLeft
                    ? .rightToLeft : .leftToRight,
                displayScale: collectionView.traitCollection.displayScale)
        }
    }
#endif
