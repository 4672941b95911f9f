import Foundation

/// A layout with margins around another: the base lays out in the viewport less the insets, and
/// its content is moved in by them. Negative insets let the content bleed past the viewport's
/// edges; the content size never goes below zero.
///
/// ```swift
/// let padded = FlowLayout().inset(by: EdgeInsets(all: 20))
/// ```
public final class InsetLayout<Base: CollectionLayout>: LayoutWrapper {
    /// The wrapped layout.
    public let base: Base
    /// The margins around the base's content, in points.
    public let insets: EdgeInsets

    /// Wraps `base` with margins of `insets` (pt).
    public init(_ base: Base, insets: EdgeInsets) {
        self.base = base
        self.insets = insets
    }

    public func prepare(_ context: LayoutContext) throws {
        try insets.validate(named: "insets")
        try base.prepare(baseContext(for: context))
    }

    public func baseContext(for context: LayoutContext) -> LayoutContext {
        var inner = context
        inner.bounds = CGRect(
            x: context.bounds.minX - insets.left, y: context.bounds.minY - insets.top,
            width: max(0, context.bounds.width - insets.horizontal),
            height: max(0, context.bounds.height - insets.vertical))
        inner.touch = context.touch.map { TouchState(location: basePoint(for: $0.location), velocity: $0.velocity) }
        return inner
    }

    public func baseRect(for rect: CGRect) -> CGRect { rect.offsetBy(dx: -insets.left, dy: -insets.top) }
    public func basePoint(for point: CGPoint) -> CGPoint { CGPoint(x: point.x - insets.left, y: point.y - insets.top) }
    public func wrappedPoint(for point: CGPoint) -> CGPoint { CGPoint(x: point.x + insets.left, y: point.y + insets.top) }

    public func wrapped(_ attributes: LayoutAttributes) -> LayoutAttributes {
        var moved = attributes
        moved.frame = attributes.frame.offsetBy(dx: insets.left, dy: insets.top)
        return moved
    }

    /// The base's content with the margins around it. Negative margins (content bleeding past the
    /// viewport's edges) take away from it, down to no size: an empty base with negative margins
    /// has no content, not a negative one, as the base's viewport is never less than none.
    public func wrappedContentSize(for baseSize: CGSize) -> CGSize {
        CGSize(width: max(0, baseSize.width + insets.horizontal), height: max(0, baseSize.height + insets.vertical))
    }
}
