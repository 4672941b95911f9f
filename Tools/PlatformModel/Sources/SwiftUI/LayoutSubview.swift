/// A proxy of one subview of a layout container.
/// https://developer.apple.com/documentation/swiftui/layoutsubview
public struct LayoutSubview: Equatable {
    let view: ModelView

    /// The size the subview chooses for `proposal`.
    /// https://developer.apple.com/documentation/swiftui/layoutsubview/sizethatfits(_:)
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        view.sizeThatFits(proposal)
    }

    /// Puts the subview's `anchor` at `position` (the container's coordinates, those of its
    /// bounds), proposing it `proposal`. Call it only from `placeSubviews`, once per subview; a
    /// second call wins over the first.
    /// https://developer.apple.com/documentation/swiftui/layoutsubview/place(at:anchor:proposal:)
    public func place(at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize) {
        view.place(at: position, anchor: anchor, proposal: proposal)
    }

    public static func == (a: LayoutSubview, b: LayoutSubview) -> Bool { a.view === b.view }
}
