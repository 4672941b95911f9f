import Foundation

/// A layout that wraps another and changes its geometry or its answers: the building block of
/// composition (`inset(by:)`, `transposed()`, `adjustingAttributes(_:)`).
///
/// A wrapper says how to see its own coordinates from the base's and back; every hook of
/// ``CollectionLayout`` then forwards to the base through those maps by default, so a wrapper
/// writes only what it changes.
public protocol LayoutWrapper: AnimatingLayout, NestedScrollingLayout {
    /// The type of the wrapped layout.
    associatedtype Base: CollectionLayout

    /// The wrapped layout.
    var base: Base { get }

    /// The context the base sees when the wrapper is given `context`.
    func baseContext(for context: LayoutContext) -> LayoutContext

    /// A rectangle in the wrapper's coordinates, seen in the base's.
    func baseRect(for rect: CGRect) -> CGRect

    /// A point in the wrapper's coordinates, seen in the base's.
    func basePoint(for point: CGPoint) -> CGPoint

    /// A point in the base's coordinates, seen in the wrapper's.
    func wrappedPoint(for point: CGPoint) -> CGPoint

    /// The base's attributes, seen in the wrapper's coordinates and adjusted as it wants.
    func wrapped(_ attributes: LayoutAttributes) -> LayoutAttributes

    /// The wrapper's content size for the base's content size.
    func wrappedContentSize(for baseSize: CGSize) -> CGSize
}

extension LayoutWrapper {
    public func baseContext(for context: LayoutContext) -> LayoutContext { context }
    public func baseRect(for rect: CGRect) -> CGRect { rect }
    public func basePoint(for point: CGPoint) -> CGPoint { point }
    public func wrappedPoint(for point: CGPoint) -> CGPoint { point }
    public func wrapped(_ attributes: LayoutAttributes) -> LayoutAttributes { attributes }
    public func wrappedContentSize(for baseSize: CGSize) -> CGSize { baseSize }

    public func prepare(_ context: LayoutContext) throws { try base.prepare(baseContext(for: context)) }
    public var contentSize: CGSize { wrappedContentSize(for: base.contentSize) }
    public func attributes(in rect: CGRect) -> [LayoutAttributes] { base.attributes(in: baseRect(for: rect)).map(wrapped) }
    /// The base's attributes of the item at `indexPath`, wrapped.
    public func attributes(at indexPath: IndexPath) -> LayoutAttributes? { base.attributes(at: indexPath).map(wrapped) }

    public func supplementaryAttributes(ofKind kind: String, at indexPath: IndexPath) -> LayoutAttributes? {
        base.supplementaryAttributes(ofKind: kind, at: indexPath).map(wrapped)
    }

    public func decorationAttributes(ofKind kind: String, at indexPath: IndexPath) -> LayoutAttributes? {
        base.decorationAttributes(ofKind: kind, at: indexPath).map(wrapped)
    }

    /// The base's answer, for the bounds and the context as the base sees them.
    public func shouldInvalidate(forBoundsChange newBounds: CGRect, in context: LayoutContext) -> Bool {
        base.shouldInvalidate(forBoundsChange: baseBounds(for: newBounds, in: context), in: baseContext(for: context))
    }

    /// The base's invalidation for the bounds and the context as the base sees them.
    public func invalidationContext(forBoundsChange newBounds: CGRect, in context: LayoutContext) -> InvalidationContext {
        base.invalidationContext(forBoundsChange: baseBounds(for: newBounds, in: context), in: baseContext(for: context))
    }

    public func invalidate(with context: InvalidationContext) { base.invalidate(with: context) }
    public func prepare(forUpdates plan: UpdatePlan) throws { try base.prepare(forUpdates: plan) }
    public func finalizeUpdates() { base.finalizeUpdates() }
    public func prepare(forAnimatedBoundsChange oldBounds: CGRect) {
        base.prepare(forAnimatedBoundsChange: baseRect(for: oldBounds))
    }
    public func finalizeAnimatedBoundsChange() { base.finalizeAnimatedBoundsChange() }

    /// Where the base animates an appearing element from, wrapped.
    public func initialAttributes(forAppearing element: ElementKey) -> LayoutAttributes? {
        base.initialAttributes(forAppearing: element).map(wrapped)
    }

    /// Where the base animates a disappearing element to, wrapped.
    public func finalAttributes(forDisappearing element: ElementKey) -> LayoutAttributes? {
        base.finalAttributes(forDisappearing: element).map(wrapped)
    }

    public func targetContentOffset(forProposed proposed: CGPoint) -> CGPoint {
        wrappedPoint(for: base.targetContentOffset(forProposed: basePoint(for: proposed)))
    }

    public func targetContentOffset(forProposed proposed: CGPoint, velocity: CGPoint) -> CGPoint {
        let baseVelocity = basePoint(for: velocity) - basePoint(for: .zero)
        return wrappedPoint(for: base.targetContentOffset(forProposed: basePoint(for: proposed), velocity: baseVelocity))
    }

    public func prepare(forTransitionFrom layout: any CollectionLayout) { base.prepare(forTransitionFrom: layout) }
    public func prepare(forTransitionTo layout: any CollectionLayout) { base.prepare(forTransitionTo: layout) }
    public func finalizeTransition() { base.finalizeTransition() }
    public var flipsHorizontallyInOppositeLayoutDirection: Bool { base.flipsHorizontallyInOppositeLayoutDirection }

    /// The base's scroll direction.
    public var scrollDirection: ScrollDirection { base.scrollDirection }
    /// The wrapper's own channel and the base's channels.
    public var channels: [LayoutChannel] { (channel.map { [$0] } ?? []) + (base.animating?.channels ?? []) }

    /// What the wrapper's own channel said, then the base's changes.
    public func takeChanges() -> LayoutChanges {
        var changes = channel?.takeChanges() ?? LayoutChanges()
        if let base = base.animating { changes.append(base.takeChanges()) }
        return changes
    }
    /// Advances the base's own animations by `duration` seconds, when the base animates.
    public func advanceAnimations(by duration: TimeInterval) throws { try base.animating?.advanceAnimations(by: duration) }
    /// Whether the base animates `element` itself (false when the base does not animate).
    public func animatesOwnElement(_ element: ElementKey) -> Bool { base.animating?.animatesOwnElement(element) ?? false }

    /// Whether the base animates the departure of `element` itself.
    public func animatesOwnDisappearingElement(_ element: ElementKey) -> Bool {
        base.animating?.animatesOwnDisappearingElement(element) ?? false
    }

    /// The base's departing elements in `rect`, wrapped (none when the base does not animate).
    public func departingElements(in rect: CGRect) -> [LayoutAttributes] {
        base.animating?.departingElements(in: baseRect(for: rect)).map(wrapped) ?? []
    }

    /// The base's answer to a cell's preferred attributes, both taken back to the base's geometry.
    public func shouldInvalidate(forPreferredAttributes preferred: LayoutAttributes, withOriginal original: LayoutAttributes)
        -> Bool
    {
        base.shouldInvalidate(forPreferredAttributes: baseAttributes(preferred), withOriginal: baseAttributes(original))
    }

    /// The base's invalidation for a cell's preferred attributes, taken back to the base's geometry.
    public func invalidationContext(
        forPreferredAttributes preferred: LayoutAttributes, withOriginal original: LayoutAttributes
    ) -> InvalidationContext {
        base.invalidationContext(forPreferredAttributes: baseAttributes(preferred), withOriginal: baseAttributes(original))
    }

    /// Whether the base keeps the visible content in place across updates.
    public var anchorsVisibleContent: Bool { base.anchorsVisibleContent }

    /// Where the base would drop a moving item at `position`, a point taken to the base's geometry.
    public func targetIndexPath(forInteractivelyMovingItem previousIndexPath: IndexPath, withPosition position: CGPoint)
        -> IndexPath
    {
        base.targetIndexPath(forInteractivelyMovingItem: previousIndexPath, withPosition: basePoint(for: position))
    }

    /// The base's attributes of a moving item at `position`, a point taken to the base's geometry, wrapped.
    public func attributes(forInteractivelyMovingItemAt indexPath: IndexPath, withTargetPosition position: CGPoint)
        -> LayoutAttributes?
    {
        base.attributes(forInteractivelyMovingItemAt: indexPath, withTargetPosition: basePoint(for: position)).map(wrapped)
    }

    /// The base's invalidation while items move, the positions taken to the base's geometry.
    public func invalidationContext(
        forInteractivelyMovingItems targetIndexPaths: [IndexPath], withTargetPosition position: CGPoint,
        previousIndexPaths: [IndexPath], previousPosition: CGPoint
    ) -> InvalidationContext {
        base.invalidationContext(
            forInteractivelyMovingItems: targetIndexPaths, withTargetPosition: basePoint(for: position),
            previousIndexPaths: previousIndexPaths, previousPosition: basePoint(for: previousPosition))
    }

    /// The base's invalidation when an interactive move ends or is cancelled.
    public func invalidationContextForEndingInteractiveMovementOfItems(
        toFinalIndexPaths indexPaths: [IndexPath], previousIndexPaths: [IndexPath], movementCancelled: Bool
    ) -> InvalidationContext {
        base.invalidationContextForEndingInteractiveMovementOfItems(
            toFinalIndexPaths: indexPaths, previousIndexPaths: previousIndexPaths, movementCancelled: movementCancelled)
    }

    public func nestedScroller(at point: CGPoint) -> NestedScroller? {
        base.nestedScrolling?.nestedScroller(at: basePoint(for: point)).map(wrappedScroller)
    }

    public func nestedScroller(withID id: Int) -> NestedScroller? {
        base.nestedScrolling?.nestedScroller(withID: id).map(wrappedScroller)
    }

    public func scrollNested(_ id: Int, to offset: CGFloat) { base.nestedScrolling?.scrollNested(id, to: offset) }

    /// The base's elements of the region, for the rectangle as the base sees it, wrapped.
    public func nestedElements(of id: Int, in rect: CGRect) -> [LayoutAttributes] {
        base.nestedScrolling?.nestedElements(of: id, in: baseRect(for: rect)).map(wrapped) ?? []
    }

    /// The base's answer, for the point as the base sees it.
    @discardableResult
    public func touchBegan(at point: CGPoint) -> Bool {
        base.nestedScrolling?.touchBegan(at: basePoint(for: point)) ?? false
    }

    /// The base's answer, for the point as the base sees it.
    @discardableResult
    public func tapped(at point: CGPoint) -> Bool {
        base.nestedScrolling?.tapped(at: basePoint(for: point)) ?? false
    }

    public func targetNestedOffset(for id: Int, proposed: CGFloat, velocity: CGFloat) -> CGFloat {
        base.nestedScrolling?.targetNestedOffset(for: id, proposed: proposed, velocity: velocity) ?? proposed
    }

    /// A region of the base, its axis and window seen in the wrapper's coordinates (a
    /// transposition exchanges them).
    private func wrappedScroller(_ scroller: NestedScroller) -> NestedScroller {
        let unit =
            wrappedPoint(for: scroller.axis == .horizontal ? CGPoint(x: 1, y: 0) : CGPoint(x: 0, y: 1))
            - wrappedPoint(for: .zero)
        var seen = scroller
        seen.axis = abs(unit.x) >= abs(unit.y) ? .horizontal : .vertical
        seen.frame = scroller.frame.map { frame in
            let (corner, opposite) = (wrappedPoint(for: frame.origin), wrappedPoint(for: CGPoint(x: frame.maxX, y: frame.maxY)))
            return CGRect(x: corner.x, y: corner.y, width: opposite.x - corner.x, height: opposite.y - corner.y).standardized
        }
        return seen
    }

    /// Attributes in the wrapper's coordinates with their frame seen in the base's.
    private func baseAttributes(_ attributes: LayoutAttributes) -> LayoutAttributes {
        var seen = attributes
        seen.frame = baseRect(for: attributes.frame)
        return seen
    }

    /// New bounds as the base sees them: the base context's bounds moved by the same scroll.
    private func baseBounds(for newBounds: CGRect, in context: LayoutContext) -> CGRect {
        var changed = context
        changed.bounds = newBounds
        return baseContext(for: changed).bounds
    }
}

extension CGPoint {
    /// The difference of two points, as a vector.
    static func - (lhs: CGPoint, rhs: CGPoint) -> CGPoint { CGPoint(x: lhs.x - rhs.x, y: lhs.y - rhs.y) }
}
