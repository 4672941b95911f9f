#if canImport(AppKit) && !targetEnvironment(macCatalyst)
import AppKit
import LayoutKitCore
import LayoutKitHost

/// An `NSCollectionViewLayout` that runs any LayoutKit ``CollectionLayout``: the AppKit twin of
/// the UIKit adapter, thin glue over a ``LayoutBridge``.
///
/// AppKit's attributes have no transform, so transforms (a zoom's scale, a fly-in's rotation)
/// are not shown; frames, alpha, z index and hidden are. A layout that animates itself is
/// stepped by a 60 Hz timer while its channel says it moves. This file compiles only where
/// AppKit exists; it was written against Apple's documented signatures and is not built on
/// LayoutKit's Linux CI.
///
/// ```swift
/// collectionView.collectionViewLayout = LayoutKitCollectionViewLayout(FlowLayout())
/// ```
@MainActor
open class LayoutKitCollectionViewLayout: NSCollectionViewLayout {
    /// The bridge to the LayoutKit layout.
    public private(set) var bridge: LayoutBridge!
    private var timer: Timer?

    /// Runs `layout` in a collection view.
    public init(_ layout: any CollectionLayout) {
        super.init()
        bridge = LayoutBridge(layout: layout) { [unowned self] in self.currentContext() }
        bridge.onInvalidate = { [unowned self] _ in self.invalidateLayout() }
        bridge.onAnimatingChange = { [unowned self] running in self.setTimerRunning(running) }
        bridge.onError = { error in assertionFailure("LayoutKit: \(error)") }
    }

    public required init?(coder: NSCoder) { nil }

    /// What the collection view is now, as a LayoutKit layout reads it.
    open func currentContext() -> LayoutContext {
        guard let collectionView else { return LayoutContext(bounds: .zero, itemCounts: []) }
        let counts = (0..<collectionView.numberOfSections).map { collectionView.numberOfItems(inSection: $0) }
        return LayoutContext(
            bounds: collectionView.visibleRect, itemCounts: counts,
            layoutDirection: collectionView.userInterfaceLayoutDirection == .rightToLeft ? .rightToLeft : .leftToRight,
            displayScale: collectionView.window?.backingScaleFactor ?? 2)
    }

    open override func prepare() {
        super.prepare()
        bridge.prepare()
    }

    open override var collectionViewContentSize: NSSize { bridge.contentSize }

    open override func layoutAttributesForElements(in rect: NSRect) -> [NSCollectionViewLayoutAttributes] {
        bridge.attributes(in: rect).map(Self.converted)
    }

    open override func layoutAttributesForItem(at indexPath: IndexPath) -> NSCollectionViewLayoutAttributes? {
        bridge.attributes(for: .cell(indexPath)).map(Self.converted)
    }

    open override func layoutAttributesForSupplementaryView(
        ofKind elementKind: NSCollectionView.SupplementaryElementKind, at indexPath: IndexPath
    ) -> NSCollectionViewLayoutAttributes? {
        bridge.attributes(for: ElementKey(category: .supplementaryView(kind: elementKind), indexPath: indexPath)).map(Self.converted)
    }

    open override func shouldInvalidateLayout(forBoundsChange newBounds: NSRect) -> Bool {
        bridge.shouldInvalidate(forBoundsChange: newBounds)
    }

    open override func invalidateLayout(with context: NSCollectionViewLayoutInvalidationContext) {
        bridge.invalidate(with: InvalidationContext(
            invalidateEverything: context.invalidateEverything,
            invalidateDataSourceCounts: context.invalidateDataSourceCounts,
            invalidatedItems: context.invalidatedItemIndexPaths ?? [],
            contentOffsetAdjustment: context.contentOffsetAdjustment,
            contentSizeAdjustment: context.contentSizeAdjustment))
        super.invalidateLayout(with: context)
    }

    open override func prepare(forAnimatedBoundsChange oldBounds: NSRect) {
        super.prepare(forAnimatedBoundsChange: oldBounds)
        bridge.prepare(forAnimatedBoundsChange: oldBounds)
    }

    open override func finalizeAnimatedBoundsChange() {
        bridge.finalizeAnimatedBoundsChange()
        super.finalizeAnimatedBoundsChange()
    }

    open override func targetContentOffset(forProposedContentOffset proposedContentOffset: NSPoint) -> NSPoint {
        bridge.targetContentOffset(forProposed: proposedContentOffset, velocity: nil)
    }

    open override func prepare(forCollectionViewUpdates updateItems: [NSCollectionViewUpdateItem]) {
        super.prepare(forCollectionViewUpdates: updateItems)
        do {
            let items = try updateItems.compactMap { item in
                try Self.action(item.updateAction).updateItem(before: item.indexPathBeforeUpdate, after: item.indexPathAfterUpdate)
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

    open override func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath) -> NSCollectionViewLayoutAttributes? {
        bridge.initialAttributes(forAppearing: .cell(itemIndexPath)).map(Self.converted)
    }

    open override func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath) -> NSCollectionViewLayoutAttributes? {
        bridge.finalAttributes(forDisappearing: .cell(itemIndexPath)).map(Self.converted)
    }

    open override func targetContentOffset(forProposedContentOffset proposedContentOffset: NSPoint, withScrollingVelocity velocity: NSPoint) -> NSPoint {
        bridge.targetContentOffset(forProposed: proposedContentOffset, velocity: velocity)
    }

    private static func converted(_ attributes: LayoutAttributes) -> NSCollectionViewLayoutAttributes {
        let result: NSCollectionViewLayoutAttributes
        switch attributes.category {
        case .cell: result = NSCollectionViewLayoutAttributes(forItemWith: attributes.indexPath)
        case let .supplementaryView(kind): result = NSCollectionViewLayoutAttributes(forSupplementaryViewOfKind: kind, with: attributes.indexPath)
        case let .decorationView(kind): result = NSCollectionViewLayoutAttributes(forDecorationViewOfKind: kind, with: attributes.indexPath)
        }
        result.frame = attributes.frame
        result.alpha = attributes.alpha
        result.zIndex = attributes.zIndex
        result.isHidden = attributes.isHidden
        return result
    }

    private static func action(_ action: NSCollectionView.UpdateAction) -> UpdateAction {
        switch action {
        case .insert: .insert
        case .delete: .delete
        case .reload: .reload
        case .move: .move
        default: .none
        }
    }

    private func setTimerRunning(_ running: Bool) {
        if running, timer == nil {
            let made = Timer(timeInterval: 1.0 / 60, target: self, selector: #selector(timerFired), userInfo: nil, repeats: true)
            RunLoop.main.add(made, forMode: .common)
            timer = made
        } else if !running {
            timer?.invalidate()
            timer = nil
        }
    }

    @objc private func timerFired() {
        bridge.displayLinkFired(duration: 1.0 / 60)
    }
}
#endif
