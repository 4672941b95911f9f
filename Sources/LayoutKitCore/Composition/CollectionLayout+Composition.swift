import Foundation

extension CollectionLayout {
    /// This layout with margins of `insets` (pt) around its content.
    public func inset(by insets: EdgeInsets) -> InsetLayout<Self> {
        InsetLayout(self, insets: insets)
    }

    /// This layout with its x and y axes exchanged.
    public func transposed() -> TransposedLayout<Self> {
        TransposedLayout(self)
    }

    /// This layout with `adjustment` applied to each attribute it answers.
    ///
    /// - Parameters:
    ///   - invalidatesOnScroll: whether every scroll invalidates the layout (for effects that
    ///     depend on the visible rect).
    ///   - adjustment: changes one element's attributes given the layout's context.
    public func adjustingAttributes(
        invalidatesOnScroll: Bool = true,
        _ adjustment: @escaping AttributeAdjustingLayout<Self>.Adjustment
    ) -> AttributeAdjustingLayout<Self> {
        AttributeAdjustingLayout(self, invalidatesOnScroll: invalidatesOnScroll, adjustment: adjustment)
    }
}
