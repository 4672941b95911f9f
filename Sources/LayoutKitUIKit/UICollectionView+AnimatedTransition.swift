#if canImport(UIKit) && !os(watchOS)
    import UIKit

    extension UICollectionView {
        /// Changes to `layout` through an interactive transition that plays by itself: its
        /// `transitionProgress` moves from 0 to 1 over `duration` seconds (eased in and out, one
        /// step per display frame), then the transition finishes. Between two
        /// ``LayoutKitCollectionViewLayout``s, with a delegate whose
        /// `collectionView(_:transitionLayoutForOldLayout:newLayout:)` returns a
        /// ``LayoutKitTransitionLayout``, LayoutKit's transition draws every frame (springs keep
        /// springing); otherwise UIKit's own transition layout does.
        ///
        /// A transition already under way is finished first. If something else finishes or
        /// cancels the transition before the end, the animation stops.
        ///
        /// ```swift
        /// collectionView.animateTransition(to: LayoutKitCollectionViewLayout(WaterfallLayout()))
        /// ```
        ///
        /// - Parameters:
        ///   - layout: the layout to show.
        ///   - duration: how long the transition plays, in seconds.
        ///   - completion: called with whether `layout` was installed, once the transition ends.
        public func animateTransition(
            to layout: UICollectionViewLayout, duration: TimeInterval = 0.35, completion: ((Bool) -> Void)? = nil
        ) {
            if collectionViewLayout is UICollectionViewTransitionLayout { finishInteractiveTransition() }
            let transition = startInteractiveTransition(to: layout) { _, finished in completion?(finished) }
            var elapsed: TimeInterval = 0
            _ = DisplayLinkTarget { [weak self, weak transition] frame in
                guard let self, let transition, collectionViewLayout === transition else { return false }
                elapsed += frame
                let time = duration > 0 ? min(1, elapsed / duration) : 1
                transition.transitionProgress = time * time * (3 - 2 * time)
                guard time < 1 else {
                    finishInteractiveTransition()
                    return false
                }
                return true
            }
        }
    }
#endif
