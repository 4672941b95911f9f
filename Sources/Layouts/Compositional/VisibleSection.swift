import Foundation

/// Where a section is when its ``CompositionalSection/visibleItemsHandler`` is called.
public struct VisibleSection: Hashable, Sendable {
    /// The section's index.
    public var section: Int
    /// The section's frame in the layout's content coordinates, in points.
    public var frame: CGRect
    /// The part of the section's frame inside the visible bounds, in content coordinates (the
    /// whole frame when none of it is). The elements the handler gets are where they show, an
    /// orthogonal section's already moved by its offset, so this frame's horizontal middle is the
    /// centre a carousel effect measures their distances from.
    public var visibleFrame: CGRect
    /// How far an orthogonal section is scrolled, in points (0 for other sections).
    public var orthogonalOffset: CGFloat
}
