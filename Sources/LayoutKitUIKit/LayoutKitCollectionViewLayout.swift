#if canImport(UIKit)
import LayoutKitCore
import LayoutKitHost
import UIKit

/// A `UICollectionViewLayout` that runs any LayoutKit ``CollectionLayout``: set it as a
/// collection view's layout and the collection view asks the LayoutKit layout everything.
///
/// Thin glue: every override reads the collection view into a `LayoutContext` or converts a
/// value and forwards to a ``LayoutBridge``, where the decisions are made (and tested on Linux).
/// A layout that animates itself (a springy layout, a physics toy) drives a display link
/// through its channel. This file compiles only where UIKit exists; it was written against
/// Apple's documented signatures and is not built on LayoutKit's Linux CI.
///
/// ```swift
/// let layout = LayoutKitCollectionViewLayout(SpringyFlowLayout())
/// let collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
/// ```
@MainActor
open class LayoutKitCollectionViewLayout: UICollectionViewLayout {
    /// The bridge to the LayoutKit layout.
    public private(set) var bridge: LayoutBridge!
    private var displayLink: CADisplayLink?

    /// Runs `layout` in a collection view.
    public init(_ layout: any CollectionLayout) {
        super.init()
        bridge = LayoutBridge(layout: layout) { [unowned self] in self.currentContext() }
        bridge.onInvalidate = { [unowned self] _ in self.invalidateLayout() }
        bridge.onAnimatingChange = { [unowned self] running in self.setDisplayLinkRunning(running) }
        bridge.onError = { error in assertionFailure("LayoutKit: \(error)") }
    }

    public required init?(coder: NSCoder) { nil }

    /// What the collection view is now, as a LayoutKit layout reads it.
    open func currentContext() -> LayoutContext {
        guard let collectionView else { return LayoutContext(bounds: .zero, itemCounts: []) }
        return LayoutContext(reading: collectionView, layout: self)
    }

    open override func prepare() {
        super.prepare()
        bridge.prepare()
    }

    open override var collectionViewContentSize: CGSize { bridge.contentSize }

    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        bridge.attributes(in: rect).map(UICollectionViewLayoutAttributes.init(layoutKit:))
    }

    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        bridge.attributes(for: .cell(indexPath)).map(UICollectionViewLayoutAttributes.init(layoutKit:))
    }

    open override func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        bridge.attributes(for: ElementKey(category: .supplementaryView(kind: elementKind), indexPath: indexPath))
            .map(UICollectionViewLayoutAttributes.init(layoutKit:))
    }

    open override func layoutAttributesForDecorationView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        bridge.attributes(for: ElementKey(category: .decorationView(kind: elementKind), indexPath: indexPath))
            .map(UICollectionViewLayoutAttributes.init(layoutKit:))
    }

    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        bridge.shouldInvalidate(forBoundsChange: newBounds)
    }

    open override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
        bridge.invalidate(with: InvalidationContext(
            invalidateEverything: context.invalidateEverything,
            invalidateDataSourceCounts: context.invalidateDataSourceCounts,
            invalidatedItems: Set(context.invalidatedItemIndexPaths ?? []),
            contentOffsetAdjustment: context.contentOffsetAdjustment,
            contentSizeAdjustment: context.contentSizeAdjustment))
        super.invalidateLayout(with: context)
    }

    open override func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {
        super.prepare(forCollectionViewUpdates: updateItems)
        do {
            let items = try updateItems.compactMap { item in
                try UpdateAction(uiKit: item.updateAction).updateItem(before: item.indexPathBeforeUpdate, after: item.indexPathAfterUpdate)
            }
            bridge.prepare(forUpdates: items)
        } catch {
            bridge.onError?(error)
        }
    }

    open override func finalizeCollectionViewUpdates() {
        bridge.finalizeUpdates()
        super.finalizeCollectionViewUpdates()
    }

    open override func prepare(forAnimatedBoundsChange oldBounds: CGRect) {
        super.prepare(forAnimatedBoundsChange: oldBounds)
        bridge.prepare(forAnimatedBoundsChange: oldBounds)
    }

    open override func finalizeAnimatedBoundsChange() {
        bridge.finalizeAnimatedBoundsChange()
        super.finalizeAnimatedBoundsChange()
    }

    open override func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        bridge.initialAttributes(forAppearing: .cell(itemIndexPath)).map(UICollectionViewLayoutAttributes.init(layoutKit:))
    }

    open override func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        bridge.finalAttributes(forDisappearing: .cell(itemIndexPath)).map(UICollectionViewLayoutAttributes.init(layoutKit:))
    }

    open override func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint {
        bridge.targetContentOffset(forProposed: proposedContentOffset, velocity: nil)
    }

    open override func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint) -> CGPoint {
        // UIKit's velocity is in points per millisecond.
        bridge.targetContentOffset(forProposed: proposedContentOffset, velocity: CGPoint(x: velocity.x * 1000, y: velocity.y * 1000))
    }

    /// A transition layout listened to this layout's channel meanwhile: take it back.
    open override func finalizeLayoutTransition() {
        super.finalizeLayoutTransition()
        bridge.reconnect()
    }

    open override var flipsHorizontallyInOppositeLayoutDirection: Bool { bridge.flipsHorizontallyInOppositeLayoutDirection }

    private func setDisplayLinkRunning(_ running: Bool) {
        if running, displayLink == nil {
            let link = CADisplayLink(target: self, selector: #selector(displayLinkFired(_:)))
            link.add(to: .main, forMode: .common)
            displayLink = link
        } else if !running {
            displayLink?.invalidate()
            displayLink = nil
        }
    }

    @objc private func displayLinkFired(_ link: CADisplayLink) {
        bridge.displayLinkFired(duration: link.targetTimestamp - link.timestamp)
    }
}
#endif
