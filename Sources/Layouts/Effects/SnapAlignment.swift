/// Where a snapping scroll comes to rest, along the scroll axis.
public enum SnapAlignment: String, Hashable, Sendable, CaseIterable {
    /// An element's leading edge (left or top, in the layout's left-to-right space: the right
    /// edge on a right-to-left screen) on the viewport's leading edge.
    case leading
    /// An element's center on the viewport's center.
    case center
    /// A whole number of viewport lengths from the start (the last page ends at the content's end).
    case page
}
