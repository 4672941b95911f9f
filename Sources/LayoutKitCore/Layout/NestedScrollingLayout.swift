import Foundation

/// A layout with regions that scroll on their own across its scroll axis (orthogonally scrolling
/// sections). A host that finds a region under a finger moving along the region's axis scrolls the
/// region instead of the content, with the same fling and rubber band.
///
/// Every wrapper (``LayoutWrapper``) adopts it and passes it on to its base, through its
/// coordinate maps.
///
/// ```swift
/// if let region = layout.nestedScrolling?.nestedScroller(at: touchLocation) {
///     layout.nestedScrolling?.scrollNested(region.id, to: region.offset + 40)
/// }
/// ```
public protocol NestedScrollingLayout: CollectionLayout {
    /// The region that scrolls on its own under `point` (content coordinates, points), or `nil`.
    ///
    /// - Complexity: O(log sections) or better.
    func nestedScroller(at point: CGPoint) -> NestedScroller?

    /// The region `id` names as it is now, or `nil` when there is none.
    func nestedScroller(withID id: Int) -> NestedScroller?

    /// Scrolls the region `id` to `offset` (points along its axis; the host may pass an offset
    /// past its ends while the rubber band stretches). The layout's answers change; the host
    /// invalidates it and asks again.
    func scrollNested(_ id: Int, to offset: CGFloat)

    /// Where the region `id` comes to rest when a fling with `velocity` (pt/s along its axis)
    /// would stop at `proposed` (points): the region's snapping, as
    /// ``CollectionLayout/targetContentOffset(forProposed:velocity:)`` is the content's.
    func targetNestedOffset(for id: Int, proposed: CGFloat, velocity: CGFloat) -> CGFloat

    /// The elements of the region `id` whose frames meet `rect` (content coordinates, points) as
    /// the region is scrolled now, outside its window too: what its own scroll brings next, for a
    /// host to prefetch. By default ``CollectionLayout/attributes(in:)``, for a layout whose
    /// regions' windows do not clip its answers.
    ///
    /// - Complexity: as ``CollectionLayout/attributes(in:)``.
    func nestedElements(of id: Int, in rect: CGRect) -> [LayoutAttributes]

    /// A finger touched down at `point` (content coordinates, points), to scroll, to move a
    /// region or to tap: a layout with a region open (a swiped list row) closes it when the touch
    /// is elsewhere.
    ///
    /// - Returns: true when the touch closed something (a host then lets the tap select nothing,
    ///   as UIKit's lists do); false by default.
    @discardableResult
    func touchBegan(at point: CGPoint) -> Bool

    /// A tap at `point` (content coordinates, points), the finger lifted where it touched down: a
    /// layout with buttons of its own (a swiped list row's actions) performs the one tapped.
    ///
    /// - Returns: true when the tap was the layout's (a host then lets it select nothing); false
    ///   by default.
    @discardableResult
    func tapped(at point: CGPoint) -> Bool
}

extension NestedScrollingLayout {
    /// By default the layout's answer for `rect`.
    public func nestedElements(of id: Int, in rect: CGRect) -> [LayoutAttributes] { attributes(in: rect) }

    /// By default a touch closes nothing.
    @discardableResult
    public func touchBegan(at point: CGPoint) -> Bool { false }

    /// By default a tap is not the layout's.
    @discardableResult
    public func tapped(at point: CGPoint) -> Bool { false }
}

extension CollectionLayout {
    /// The layout as a ``NestedScrollingLayout``, or `nil` for one with no region of its own.
    public var nestedScrolling: (any NestedScrollingLayout)? { self as? any NestedScrollingLayout }
}
