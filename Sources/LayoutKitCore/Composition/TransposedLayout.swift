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

    public func baseContext(for context: LayoutContext) -> LayoutContext { context.transposed }

    public func baseRect(for rect: CGRect) -> CGRect { rect.transposed }
    public func basePoint(for point: CGPoint) -> CGPoint { point.transposed }
    public func wrappedPoint(for point: CGPoint) -> CGPoint { point.transposed }

    public func wrapped(_ attributes: LayoutAttributes) -> LayoutAttributes { attributes.transposed }

    public func wrappedContentSize(for baseSize: CGSize) -> CGSize { baseSize.transposed }

    /// The base's axis, exchanged.
    public var scrollDirection: ScrollDirection { base.scrollDirection.across }
}
