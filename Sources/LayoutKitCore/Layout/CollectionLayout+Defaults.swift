import Foundation

extension CollectionLayout {
    public func prepare(_ context: LayoutContext) throws {}

    /// By default, the cell at `indexPath` found among all elements.
    ///
    /// - Complexity: that of ``attributes(in:)`` over the whole content; layouts with many items
    ///   should answer directly.
    public func attributes(at indexPath: IndexPath) -> LayoutAttributes? {
        attributes(in: CGRect(origin: .zero, size: contentSize).insetBy(dx: -1, dy: -1))
            .first { $0.category == .cell && $0.indexPath == indexPath }
    }

    public func supplementaryAttributes(ofKind kind: String, at indexPath: IndexPath) -> LayoutAttributes? { nil }

    public func decorationAttributes(ofKind kind: String, at indexPath: IndexPath) -> LayoutAttributes? { nil }

    /// By default, invalidates when the bounds size changes, not on a pure scroll. (UIKit's base
    /// class says no even to a resize and leaves that to subclasses such as its flow layout; a
    /// layout that ignores a rotation is nearly always a bug, so LayoutKit says yes.)
    public func shouldInvalidate(forBoundsChange newBounds: CGRect, in context: LayoutContext) -> Bool {
        newBounds.size != context.bounds.size
    }

    /// By default, a context that invalidates nothing in particular: ``prepare(_:)`` runs again
    /// and decides from the new bounds.
    public func invalidationContext(forBoundsChange newBounds: CGRect, in context: LayoutContext) -> InvalidationContext {
        InvalidationContext()
    }

    public func invalidate(with context: InvalidationContext) {}

    public func prepare(forUpdates plan: UpdatePlan) {}

    public func finalizeUpdates() {}

    public func prepare(forAnimatedBoundsChange oldBounds: CGRect) {}

    public func finalizeAnimatedBoundsChange() {}

    /// By default, `nil`: the host fades the element in at its final attributes, as UIKit does.
    public func initialAttributes(forAppearing element: ElementKey) -> LayoutAttributes? { nil }

    /// By default, `nil`: the host fades the element out where it is, as UIKit does.
    public func finalAttributes(forDisappearing element: ElementKey) -> LayoutAttributes? { nil }

    public func targetContentOffset(forProposed proposed: CGPoint) -> CGPoint { proposed }

    public func targetContentOffset(forProposed proposed: CGPoint, velocity: CGPoint) -> CGPoint {
        targetContentOffset(forProposed: proposed)
    }

    public func prepare(forTransitionFrom layout: any CollectionLayout) {}

    public func prepare(forTransitionTo layout: any CollectionLayout) {}

    public func finalizeTransition() {}

    public var flipsHorizontallyInOppositeLayoutDirection: Bool { false }

    /// By default, vertical.
    public var scrollDirection: ScrollDirection { .vertical }

    /// By default, `false`: the layout keeps its own sizes, as UIKit's base class does.
    public func shouldInvalidate(forPreferredAttributes preferred: LayoutAttributes, withOriginal original: LayoutAttributes)
        -> Bool
    {
        false
    }

    /// By default, a context that invalidates the item and carries its preferred size.
    public func invalidationContext(
        forPreferredAttributes preferred: LayoutAttributes, withOriginal original: LayoutAttributes
    ) -> InvalidationContext {
        InvalidationContext(invalidatedItems: [original.indexPath], preferredItemSizes: [original.indexPath: preferred.size])
    }

    /// By default, `true`: what the user looks at stays put.
    public var anchorsVisibleContent: Bool { true }

    /// By default, the item whose cell is under `position`, or `previousIndexPath` when none is.
    public func targetIndexPath(forInteractivelyMovingItem previousIndexPath: IndexPath, withPosition position: CGPoint)
        -> IndexPath
    {
        let probe = CGRect(x: position.x - 0.5, y: position.y - 0.5, width: 1, height: 1)
        return attributes(in: probe).first { $0.category == .cell && $0.frame.contains(position) }?.indexPath
            ?? previousIndexPath
    }

    /// By default, the item's attributes centered on `position`, above every other cell.
    public func attributes(forInteractivelyMovingItemAt indexPath: IndexPath, withTargetPosition position: CGPoint)
        -> LayoutAttributes?
    {
        guard var moving = attributes(at: indexPath) else { return nil }
        moving.center = position
        moving.zIndex = Self.interactivelyMovingZIndex
        return moving
    }

    /// By default, the item counts, with the step of the move (as UIKit's default fills its
    /// context with the index paths): the items are laid out again in their new order.
    public func invalidationContext(
        forInteractivelyMovingItems targetIndexPaths: [IndexPath], withTargetPosition position: CGPoint,
        previousIndexPaths: [IndexPath], previousPosition: CGPoint
    ) -> InvalidationContext {
        InvalidationContext(
            invalidateDataSourceCounts: true, interactiveMove: .moved(from: previousIndexPaths, to: targetIndexPaths))
    }

    /// By default, the item counts, with the end of the move.
    public func invalidationContextForEndingInteractiveMovementOfItems(
        toFinalIndexPaths indexPaths: [IndexPath], previousIndexPaths: [IndexPath], movementCancelled: Bool
    ) -> InvalidationContext {
        let step: InteractiveMoveStep =
            movementCancelled
            ? .cancelled(from: previousIndexPaths, backTo: indexPaths) : .ended(at: indexPaths, from: previousIndexPaths)
        return InvalidationContext(invalidateDataSourceCounts: true, interactiveMove: step)
    }

    /// The z index of an item being moved interactively, above pinned headers.
    public static var interactivelyMovingZIndex: Int { 2048 }

    /// The z index of a header or footer pinned to the visible bounds: above the cells, below an
    /// item being moved.
    public static var pinnedZIndex: Int { 1024 }
}
