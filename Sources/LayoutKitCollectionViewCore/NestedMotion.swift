import Foundation
import LayoutKitCore

/// A region that scrolls on its own (an orthogonal section) while it moves, as a prefetch planner
/// looks ahead of it (``PrefetchPlanner``): the region's window and how it moves over the
/// region's elements, all in the view's content coordinates.
public struct NestedMotion: Hashable, Sendable {
    /// The region's identifier (``NestedScroller/id``).
    public var id: Int
    /// The region's window, in points.
    public var frame: CGRect
    /// How fast the window moves over the region's elements, in pt/s (against the finger).
    public var velocity: CGPoint
    /// The window's origin where the region comes to rest after a fling, in points; `nil` while a
    /// finger moves it.
    public var landing: CGPoint?

    /// Describes a moving region's window.
    public init(id: Int, frame: CGRect, velocity: CGPoint, landing: CGPoint? = nil) {
        self.id = id
        self.frame = frame
        self.velocity = velocity
        self.landing = landing
    }

    /// The motion of `region` when its offset changes at `offsetVelocity` (pt/s) and comes to rest
    /// at `rest` (points along its axis, `nil` when unknown); `sign` is how its offset follows a
    /// finger (``CollectionViewCore/nestedOffsetSign(for:)``), so the window moves by `-sign`
    /// points along the axis per point of offset. `nil` for a region without a window.
    package init?(_ region: NestedScroller, offsetVelocity: CGFloat, restingAt rest: CGFloat?, sign: CGFloat) {
        guard let frame = region.frame, offsetVelocity.isFinite else { return nil }
        func along(_ length: CGFloat) -> CGPoint {
            region.axis == .horizontal ? CGPoint(x: -sign * length, y: 0) : CGPoint(x: 0, y: -sign * length)
        }
        id = region.id
        self.frame = frame
        velocity = along(offsetVelocity)
        landing = rest.flatMap { rest in
            let shift = along(rest - region.offset)
            return shift.x.isFinite && shift.y.isFinite ? CGPoint(x: frame.minX + shift.x, y: frame.minY + shift.y) : nil
        }
    }
}
