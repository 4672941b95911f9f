import CollectionModel

/// An interactive layout transition under way.
struct InteractiveTransition {
    let layout: UICollectionViewTransitionLayout
    let from: UICollectionViewLayout
    let to: UICollectionViewLayout
    let completion: UICollectionView.LayoutInteractiveTransitionCompletion?
}

/// Layout changes (Apple: UICollectionView › setCollectionViewLayout(_:animated:completion:),
/// startInteractiveTransition(to:completion:), finishInteractiveTransition(),
/// cancelInteractiveTransition(); UICollectionViewLayout › prepareForTransition(to:),
/// prepareForTransition(from:), finalizeLayoutTransition()):
///
/// - Before a transition the old layout is told `prepareForTransition(to:)` and the new one
///   `prepareForTransition(from:)`; the new one is invalidated with everything (a new layout,
///   Apple: invalidateEverything), prepared, and asked `targetContentOffset(forProposedContentOffset:)`;
///   after it, `finalizeLayoutTransition()` on the old layout, then the new, and the old one no
///   longer has a collection view.
/// - An interactive transition installs the delegate's transition layout (or UIKit's) at once;
///   the caller moves its `transitionProgress`; finishing installs the new layout, cancelling
///   the old; the completion says whether the new one was installed (Apple:
///   LayoutInteractiveTransitionCompletion, "finished").
extension UICollectionView {
    public func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool) {
        setCollectionViewLayout(layout, animated: animated, completion: nil)
    }

    public func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool, completion: ((Bool) -> Void)? = nil) {
        let old = installedLayout
        guard layout !== old else { return }
        layout.collectionView = self
        old.prepareForTransition(to: layout)
        layout.prepareForTransition(from: old)
        install(layout)
        UIView.animate(withDuration: animated ? Self.updateAnimationDuration : 0, animations: {
            show(visibleAttributes(), measuring: false)
        }, completion: completion)
        old.finalizeLayoutTransition()
        layout.finalizeLayoutTransition()
        if old.collectionView === self { old.collectionView = nil }
    }

    @discardableResult
    public func startInteractiveTransition(to layout: UICollectionViewLayout,
                                         completion: LayoutInteractiveTransitionCompletion? = nil) -> UICollectionViewTransitionLayout {
        let old = installedLayout
        let transition = delegate?.collectionView(self, transitionLayoutForOldLayout: old, newLayout: layout)
            ?? UICollectionViewTransitionLayout(currentLayout: old, nextLayout: layout)
        layout.collectionView = self
        transition.collectionView = self
        old.prepareForTransition(to: layout)
        layout.prepareForTransition(from: old)
        interactiveTransition = InteractiveTransition(layout: transition, from: old, to: layout, completion: completion)
        install(transition)
        return transition
    }

    public func finishInteractiveTransition() { endInteractiveTransition(finished: true) }

    public func cancelInteractiveTransition() { endInteractiveTransition(finished: false) }

    private func endInteractiveTransition(finished: Bool) {
        guard let running = interactiveTransition else { return }
        interactiveTransition = nil
        let kept = finished ? running.to : running.from
        install(kept)
        UIView.animate(withDuration: Self.updateAnimationDuration, animations: {
            show(visibleAttributes(), measuring: false)
        }, completion: { _ in running.completion?(true, finished) })
        running.from.finalizeLayoutTransition()
        running.to.finalizeLayoutTransition()
        for layout in [running.from, running.to, running.layout] where layout !== kept && layout.collectionView === self {
            layout.collectionView = nil
        }
    }

    /// Makes `layout` the one shown: invalidated with everything, prepared, and the content
    /// offset it targets applied.
    private func install(_ layout: UICollectionViewLayout) {
        installedLayout = layout
        let context = layout.newInvalidationContext()
        (context.invalidateEverything, context.invalidateDataSourceCounts) = (true, true)
        layout.invalidateLayout(with: context)
        validateLayout()
        let target = clamped(layout.targetContentOffset(forProposedContentOffset: clamped(contentOffset)))
        if target != contentOffset { contentOffset = target }
        validateLayout()
    }
}
