#if canImport(UIKit) && !os(watchOS)
    import LayoutKitCollectionViewCore
    import LayoutKitCore
    import UIKit

    /// A `UICollectionViewTransitionLayout` between two ``LayoutKitCollectionViewLayout``s that runs
    /// LayoutKit's `TransitionLayout` under UIKit's `transitionProgress`: every element kind
    /// interpolated with its transform, elements only one layout shows appearing and disappearing
    /// through the layouts' hooks, elements that pass through the screen found, and layouts that
    /// animate themselves (springs) kept running, through a core and a display link of its own.
    ///
    /// Return it from the collection view delegate's
    /// `collectionView(_:transitionLayoutForOldLayout:newLayout:)`; UIKit then drives
    /// `transitionProgress` from `startInteractiveTransition(to:completion:)`, calls
    /// `finalizeLayoutTransition()` on both layouts when it finishes or cancels, and the layout it
    /// keeps takes its channel back. Between layouts that are not LayoutKit's it behaves as UIKit's own.
    ///
    /// ```swift
    /// func collectionView(_ collectionView: UICollectionView, transitionLayoutForOldLayout fromLayout: UICollectionViewLayout,
    ///                     newLayout toLayout: UICollectionViewLayout) -> UICollectionViewTransitionLayout {
    ///     LayoutKitTransitionLayout(currentLayout: fromLayout, nextLayout: toLayout)
    /// }
    /// ```
    @MainActor
    open class LayoutKitTransitionLayout: UICollectionViewTransitionLayout {
        /// The LayoutKit transition and the collection view's decisions about it, or `nil` between
        /// layouts that are not LayoutKit's.
        public private(set) var adapter: LayoutKitCollectionViewLayout?

        override public init(currentLayout: UICollectionViewLayout, nextLayout newLayout: UICollectionViewLayout) {
            super.init(currentLayout: currentLayout, nextLayout: newLayout)
            guard let from = (currentLayout as? LayoutKitCollectionViewLayout)?.core.layout,
                let to = (newLayout as? LayoutKitCollectionViewLayout)?.core.layout
            else { return }
            let adapter = LayoutKitCollectionViewLayout(TransitionLayout(from: from, to: to, announces: false))
            adapter.hostedBy = self
            self.adapter = adapter
        }

        public required init?(coder: NSCoder) { nil }

        /// The LayoutKit transition.
        public var transition: TransitionLayout? { adapter?.core.layout as? TransitionLayout }

        /// The transition's progress, 0 to 1. Setting it moves the LayoutKit transition and
        /// invalidates the layout, as Apple asks whoever sets the progress to, so the collection
        /// view shows the new progress at its next layout pass.
        override open var transitionProgress: CGFloat {
            didSet {
                guard let transition else { return }
                do {
                    try transition.updateInteractiveTransition(transitionProgress)
                    invalidateLayout()
                } catch {
                    adapter?.onError(error)
                }
            }
        }

        override open func prepare() {
            super.prepare()
            if let collectionView, let transition, transition.viewports == nil {
                transition.setViewports(from: collectionView.bounds, to: collectionView.bounds)
            }
            adapter?.prepare()
        }

        override open var collectionViewContentSize: CGSize {
            adapter?.collectionViewContentSize ?? super.collectionViewContentSize
        }

        override open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
            adapter?.layoutAttributesForElements(in: rect) ?? super.layoutAttributesForElements(in: rect)
        }

        override open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
            adapter?.layoutAttributesForItem(at: indexPath) ?? super.layoutAttributesForItem(at: indexPath)
        }

        override open func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath)
            -> UICollectionViewLayoutAttributes?
        {
            adapter?.layoutAttributesForSupplementaryView(ofKind: elementKind, at: indexPath)
                ?? super.layoutAttributesForSupplementaryView(ofKind: elementKind, at: indexPath)
        }

        override open func layoutAttributesForDecorationView(ofKind elementKind: String, at indexPath: IndexPath)
            -> UICollectionViewLayoutAttributes?
        {
            adapter?.layoutAttributesForDecorationView(ofKind: elementKind, at: indexPath)
                ?? super.layoutAttributesForDecorationView(ofKind: elementKind, at: indexPath)
        }

        override open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
            adapter?.shouldInvalidateLayout(forBoundsChange: newBounds)
                ?? super.shouldInvalidateLayout(forBoundsChange: newBounds)
        }

        override open func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
            adapter?.core.invalidate(with: LayoutKitCollectionViewLayout.layoutKitContext(of: context))
            super.invalidateLayout(with: context)
        }
    }
#endif
