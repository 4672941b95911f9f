import Foundation
import LayoutKitCore

/// A layout that places its items in groups and says where the groups are: what a
/// ``CompositionalLayout`` snaps an orthogonally scrolling section to
/// (``OrthogonalScrollingBehavior/groupPaging``, ``OrthogonalScrollingBehavior/groupPagingCentered``,
/// ``OrthogonalScrollingBehavior/continuousGroupLeadingBoundary``).
///
/// A section layout that does not adopt it is snapped by its cells' frames instead: each cell
/// counts as a group of one.
public protocol GroupedLayout: CollectionLayout {
    /// The frames of the groups that meet `rect`, in the layout's content coordinates (points),
    /// ordered along the layout's scroll axis.
    ///
    /// - Complexity: O(log groups + k) for k groups returned, or better.
    func groupFrames(in rect: CGRect) -> [CGRect]
}
