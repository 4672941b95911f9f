#if canImport(UIKit)
import LayoutKitCore
import LayoutKitHost
import UIKit

/// A `UICollectionViewTransitionLayout` between two ``LayoutKitCollectionViewLayout``s that runs
/// LayoutKit's `TransitionLayout`: elements interpolated with their transforms, appearing and
/// disappearing through the two layouts' hooks, elements passing through the screen found.
///
/// Return it from the collection view delegate's
/// `collectionView(_:transitionLayoutForOldLayout:newLayout:)`; UIKit then drives
/// `transitionProgress` from `startInteractiveTransition(to:completion:)` or
/// `setCollectionViewLayout(_:animated:)`. Between layouts that are not LayoutKit's it behaves
/// as UIKit's own. Written against Apple's documented signatures; not built on Linux CI.
///
/// ```swift
/// func collectionView(_ collectionView: UICollectionView, transitionLayoutForOldLayout fromLayout: UICollectionViewLayout,
///                     newLayout toLayout: UICollectionViewLayout) -> UICollectionViewTransitionLayout {
///     LayoutKitTransitionLayout(currentLayout: fromLayout, nextLayout: toLayout)
/// }
/// ```
@MainActor
open class LayoutKitTransitionLayout: UICollectionViewTransitionLayout {
    /// The bridge to the LayoutKit transition, or `nil` between layouts that are not LayoutKit's.
    public private(set) var bridge: LayoutBridge?
    private var transition: TransitionLayout?

    public override init(currentLayout: UICollectionViewLayout, nextLayout newLayout: UICollectionViewLayout) {
        super.init(currentLayout: currentLayout, nextLayout: newLayout)
        guard let from = (currentLayout as? LayoutKitCollectionViewLayout)?.bridge.layout,
              let to = (newLayout as? LayoutKitCollectionViewLayout)?.bridge.layout else { return }
        let made = TransitionLayout(from: from, to: to)
        transition = made
        let bridge = LayoutBridge(layout: made) { [unowned self] in
            guard let collectionView else { return LayoutContext(bounds: .zero, itemCounts: []) }
            return LayoutContext(reading: collectionView, layout: self)
        }
        bridge.onInvalidate = { [unowned self] _ in self.invalidateLayout() }
        // While the two layouts animate on their own, UIKit's transitionProgress drives the
        // frames: each change of it queries the transition again.
        bridge.onError = { error in assertionFailure("LayoutKit: \(error)") }
        self.bridge = bridge
    }

    public required init?(coder: NSCoder) { nil }

    open override var transitionProgress: CGFloat {
        didSet {
            do {
                try transition?.updateInteractiveTransition(transitionProgress)
            } catch {
                bridge?.onError?(error)
            }
        }
    }

    open override func prepare() {
        super.prepare()
        if let collectionView, let transition {
            transition.setViewports(from: collectionView.bounds, to: collectionView.bounds)
        }
        bridge?.prepare()
    }

    open override var collectionViewContentSize: CGSize { bridge?.contentSize ?? super.collectionViewContentSize }

    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        guard let bridge else { return super.layoutAttributesForElements(in: rect) }
        return bridge.attributes(in: rect).map(UICollectionViewLayoutAttributes.init(layoutKit:))
    }

    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard let bridge else { return super.layoutAttributesForItem(at: indexPath) }
        return bridge.attributes(for: .cell(indexPath)).map(UICollectionViewLayoutAttributes.init(layoutKit:))
    }
}
#endif
