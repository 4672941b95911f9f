import Foundation

/// Where a section is when its ``CompositionalSection/visibleItemsHandler`` is called.
public struct VisibleSection: Hashable, Sendable {
    /// The section's index.
    public var section: Int
    /// The section's frame in the layout's content coordinates, in points.
    public var frame: CGRect
    /// The part of the section a viewer sees across the layout's axis, in the coordinates of the
    /// elements the handler is given (content coordinates): the section's frame, as an orthogonal
    /// section's elements come already moved by its offset. Its horizontal middle is the centre a
    /// carousel effect measures distances from.
    public var visibleFrame: CGRect
    /// How far an orthogonal section is scrolled, in points (0 for other sections).
    public var orthogonalOffset: CGFloat
}
