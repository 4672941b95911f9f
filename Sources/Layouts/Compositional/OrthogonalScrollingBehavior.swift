import Foundation

/// How a section of a ``CompositionalLayout`` scrolls across the layout's own scroll axis, as
/// UIKit's `UICollectionLayoutSectionOrthogonalScrollingBehavior` says.
///
/// A section that scrolls orthogonally keeps its own offset: a drag that starts inside it and
/// moves along its axis scrolls the section, not the content, with the host's fling and
/// rubber-band physics, and comes to rest where the behaviour says.
public enum OrthogonalScrollingBehavior: Hashable, Sendable {
    /// The section does not scroll on its own: it lays out along the layout's axis.
    case none
    /// The section scrolls freely and decelerates wherever the fling ends.
    case continuous
    /// The section scrolls freely and comes to rest with a group's leading edge at the section's
    /// leading content inset (the group nearest where the fling would end).
    case continuousGroupLeadingBoundary
    /// The section moves by whole pages of its visible length, at most one page per swipe.
    case paging
    /// The section moves one group per swipe, a group's leading edge at the leading content inset.
    case groupPaging
    /// The section moves one group per swipe, the group centred in the section.
    case groupPagingCentered

    /// Whether the section scrolls on its own.
    public var scrollsOrthogonally: Bool { self != .none }
}
