import Foundation

/// A layout with the x and y axes of another exchanged: write a vertical algorithm once and get
/// the horizontal one.
///
/// The base sees a transposed world (bounds, insets, item sizes, touches) and its answers are
/// transposed back, transforms included.
///
/// ```swift
/// let rows = MyVerticalListLayout()
/// let columns = rows.transposed() // scrolls horizontally
/// ```
public final class TransposedLayout<Base: CollectionLayout>: LayoutWrapper {
    /// The wrapped layout, which sees the world transposed.
    public let base: Base

    /// Wraps `base` with its axes exchanged.
    public init(_ base: Base) {
        self.base = base
    }

    public func baseContext(for context: LayoutContext) -> LayoutContext {
        var inner = context
        inner.bounds = context.bounds.transposed
        inner.contentInset = context.contentInset.transposed
        if let sizes = context.itemSizeProvider {
            inner.itemSizeProvider = { sizes($0).transposed }
        }
        inner.touch = context.touch.map { TouchState(location: $0.location.transposed, velocity: $0.velocity.transposed) }
        return inner
    }

    public func baseRect(for rect: CGRect) -> CGRect { rect.transposed }
    public func basePoint(for point: CGPoint) -> CGPoint { point.transposed }
    public func wrappedPoint(for point: CGPoint) -> CGPoint { point.transposed }

    public func wrapped(_ attributes: LayoutAttributes) -> LayoutAttributes {
        var flipped = attributes
        flipped.center = attributes.center.transposed
        flipped.size = attributes.size.transposed
        flipped.transform3D = attributes.transform3D.transposedAxes
        return flipped
    }

    public func wrappedContentSize(for baseSize: CGSize) -> CGSize { baseSize.transposed }
}
