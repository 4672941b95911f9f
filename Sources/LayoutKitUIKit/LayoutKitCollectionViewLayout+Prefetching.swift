#if canImport(UIKit) && !os(watchOS)
    import LayoutKitCollectionViewCore
    import LayoutKitCore
    import UIKit

    extension LayoutKitCollectionViewLayout {
        /// Offers the items a scroll to `newBounds` heads for, and cancels those it turned away from
        /// (``PrefetchPlanner``): while the finger drags, ahead of the content at the speed the pan
        /// gives (`velocity(in:)`, points per second, the content moving against the finger); while
        /// the scroll view decelerates, up to the screen where the fling lands; and ahead of each
        /// section that scrolls sideways under the finger or flung (`NestedScrollingPan`).
        func updatePrefetching(for newBounds: CGRect) {
            guard onPrefetch != nil || onCancelPrefetch != nil, let collectionView else { return }
            var velocity = CGPoint.zero
            if collectionView.isDragging {
                let finger = collectionView.panGestureRecognizer.velocity(in: collectionView)
                velocity = CGPoint(x: -finger.x, y: -finger.y)
            }
            if !collectionView.isDecelerating { flingLanding = nil }
            let change = prefetching.update(
                shown: Set(collectionView.indexPathsForVisibleItems), visible: newBounds, velocity: velocity,
                landing: flingLanding, regions: nestedScrollingPan?.motions ?? [], in: core)
            if !change.cancel.isEmpty { onCancelPrefetch?(change.cancel) }
            if !change.offer.isEmpty { onPrefetch?(change.offer) }
        }
    }
#endif
