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

    /// By default, `nil`: the layout changes only when its host asks.
    public var channel: LayoutChannel? { nil }

    public func advanceAnimations(by duration: TimeInterval) throws {}

    /// By default, `false`: the host animates every element, as UIKit does.
    public func animatesOwnElement(_ element: ElementKey) -> Bool { false }

    /// By default, `false`: the host fades a removed element out, as UIKit does.
    public func animatesOwnDisappearingElement(_ element: ElementKey) -> Bool { false }

    /// By default, none.
    public func departingElements(in rect: CGRect) -> [LayoutAttributes] { [] }
}
