import Foundation
import LayoutKitCore

/// Regions of the layout that scroll on their own (orthogonal sections): what a collection view
/// does with a pan that starts in one, as UIKit gives such a section a scroll view of its own.
extension CollectionViewCore {
    /// The region under `point` (content coordinates of the view), or `nil`; its window in the
    /// view's content coordinates.
    public func nestedScroller(at point: CGPoint) -> NestedScroller? {
        insideLayout { layout.nestedScrolling?.nestedScroller(at: acrossMirror(point)).map(seenInView) }
    }

    /// How the region's offset follows a finger: -1 when it grows as the finger moves toward
    /// smaller view coordinates (the content follows the finger, as a scroll view's does), +1
    /// for a horizontal region of a layout the view mirrors (right to left).
    package func nestedOffsetSign(for scroller: NestedScroller) -> CGFloat {
        mirrorsLayout && scroller.axis == .horizontal ? 1 : -1
    }

    /// The region `id` as it is now, its window in the view's content coordinates.
    public func nestedScroller(withID id: Int) -> NestedScroller? {
        insideLayout { layout.nestedScrolling?.nestedScroller(withID: id).map(seenInView) }
    }

    /// A region of the layout with its window mirrored as the view shows it (right to left).
    private func seenInView(_ scroller: NestedScroller) -> NestedScroller {
        var seen = scroller
        seen.frame = scroller.frame.map(acrossMirror)
        return seen
    }

    /// Scrolls the region `id` to `offset` (points along its axis) and asks the view to invalidate
    /// the layout (``onInvalidate``), so that it is asked again before the next frame.
    public func scrollNested(_ id: Int, to offset: CGFloat) {
        insideLayout { layout.nestedScrolling?.scrollNested(id, to: offset) }
        onInvalidate?(InvalidationContext())
    }

    /// Where the region `id` comes to rest for a fling of `velocity` (pt/s, along the region's
    /// offset) that would stop at `proposed`.
    public func targetNestedOffset(for id: Int, proposed: CGFloat, velocity: CGFloat) -> CGFloat {
        insideLayout { layout.nestedScrolling?.targetNestedOffset(for: id, proposed: proposed, velocity: velocity) ?? proposed }
    }

    /// Tells the layout a finger touched down at `point` (content coordinates of the view): a
    /// swiped row elsewhere closes. Call it at every touch-down, whatever the finger goes on to do.
    ///
    /// - Returns: true when the touch closed something.
    @discardableResult
    public func touchBegan(at point: CGPoint) -> Bool {
        insideLayout { layout.nestedScrolling?.touchBegan(at: acrossMirror(point)) ?? false }
    }

    /// Tells the layout the finger tapped at `point` (content coordinates of the view), lifting
    /// where it touched down: a swiped row's button performs its action.
    ///
    /// - Returns: true when the tap was the layout's.
    @discardableResult
    public func tapped(at point: CGPoint) -> Bool {
        insideLayout { layout.nestedScrolling?.tapped(at: acrossMirror(point)) ?? false }
    }
}
