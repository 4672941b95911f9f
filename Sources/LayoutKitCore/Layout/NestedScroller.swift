import Foundation

/// A region of a layout that scrolls on its own, across the layout's scroll axis: a section that
/// scrolls orthogonally, as UIKit's compositional layout puts such a section in a scroll view of
/// its own.
///
/// The layout keeps the region's offset; the host moves it with a finger and its fling physics
/// (``NestedScrollingLayout/scrollNested(_:to:)``) and asks the layout where a fling should come
/// to rest (``NestedScrollingLayout/targetNestedOffset(for:proposed:velocity:)``).
public struct NestedScroller: Hashable, Sendable {
    /// The region's identifier, stable while the layout's data does not change (a section index).
    public var id: Int
    /// The axis the region scrolls along.
    public var axis: ScrollDirection
    /// How far the region is scrolled, in points along ``axis`` (0 shows its leading edge).
    public var offset: CGFloat
    /// The offsets the region can rest at, in points.
    public var offsets: ClosedRange<CGFloat>
    /// The region's visible length along ``axis``, in points: what the rubber band is scaled by.
    public var length: CGFloat
    /// Whether the region comes to rest on pages or groups, one per swipe: a host decelerates it
    /// quickly then, as a paging scroll view does.
    public var pages: Bool
    /// The region's window in content coordinates (points), the area its elements scroll through;
    /// `nil` when the layout does not say. A host prefetches ahead of a moving region in it.
    public var frame: CGRect?

    /// Creates a description of a nested scrolling region.
    public init(
        id: Int, axis: ScrollDirection, offset: CGFloat, offsets: ClosedRange<CGFloat>, length: CGFloat,
        pages: Bool = false, frame: CGRect? = nil
    ) {
        self.id = id
        self.axis = axis
        self.offset = offset
        self.offsets = offsets
        self.length = length
        self.pages = pages
        self.frame = frame
    }
}
