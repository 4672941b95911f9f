import Foundation

/// A layout that adjusts each attribute of another, knowing the current context: the hook that
/// zoom, pinch and other effects are written on.
///
/// The adjustment sees the latest context (bounds, touch), updated on every bounds change. With
/// `invalidatesOnScroll`, every scroll asks the host to query again, as an effect that depends
/// on the visible rect needs.
///
/// ```swift
/// let faded = FlowLayout().adjustingAttributes { attributes, context in
///     let distance = abs(attributes.center.y - context.visibleRect.midY)
///     attributes.alpha = max(0.3, 1 - distance / 400)
/// }
/// ```
public final class AttributeAdjustingLayout<Base: CollectionLayout>: LayoutWrapper {
    /// Changes one element's attributes given the current context.
    public typealias Adjustment = (inout LayoutAttributes, LayoutContext) -> Void

    /// The wrapped layout.
    public let base: Base
    /// Whether a scroll (a bounds-origin change) invalidates the layout.
    public let invalidatesOnScroll: Bool
    private let adjustment: Adjustment
    private var context: LayoutContext?

    /// Wraps `base`, applying `adjustment` to each attribute it answers.
    public init(_ base: Base, invalidatesOnScroll: Bool = true, adjustment: @escaping Adjustment) {
        self.base = base
        self.invalidatesOnScroll = invalidatesOnScroll
        self.adjustment = adjustment
    }

    public func prepare(_ context: LayoutContext) throws {
        try base.prepare(context)
        self.context = context
    }

    public func wrapped(_ attributes: LayoutAttributes) -> LayoutAttributes {
        guard let context else { return attributes }
        var adjusted = attributes
        adjustment(&adjusted, context)
        return adjusted
    }

    public func shouldInvalidate(forBoundsChange newBounds: CGRect, in context: LayoutContext) -> Bool {
        let baseWants = base.shouldInvalidate(forBoundsChange: newBounds, in: context)
        var changed = context
        changed.bounds = newBounds
        self.context = changed
        return baseWants || invalidatesOnScroll
    }
}
