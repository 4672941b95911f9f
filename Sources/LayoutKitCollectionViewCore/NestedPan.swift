import Foundation
import LayoutKitCore

/// A finger panning a region of the layout that scrolls on its own (an orthogonal section), as a
/// collection view gives such a region a scroll view of its own: the region follows the finger
/// along its axis, rubber-banded past its ends, and flings on to where the layout rests it when the
/// finger lifts (``NestedFling``). The headless host and the UIKit adapter play their pans through
/// it, so a region scrolls the same in a test and on a device.
///
/// ```swift
/// // A pan recognizer asks whether to begin: the finger touched down at `start` (content
/// // coordinates) and has moved by `translation` (view points).
/// guard let pan = NestedPan(core: core, touchDown: start, translation: translation) else {
///     return false  // no region there, or the finger moves across it: the collection view scrolls
/// }
/// pan.follow(translation, in: core)  // at each change
/// let fling = pan.release(translation, velocity: velocity, in: core)  // at the lift
/// // at each frame: `fling?.play(at: secondsSinceTheLift, in: core)` until it says it rests
/// ```
public struct NestedPan {
    /// The region being scrolled, as it was at touch-down.
    public let scroller: NestedScroller
    /// The region's offset the finger holds at touch-down, before any rubber band (pt).
    let anchor: Double
    /// How the offset follows the finger (``CollectionViewCore/nestedOffsetSign(for:)``).
    let sign: Double
    /// The region's scroll physics: the view's, at UIKit's fast rate for a region that pages, as a
    /// paging scroll view decelerates.
    let physics: ScrollPhysics

    /// The pan of a finger that touched down at `touchDown` (content coordinates of the view) and
    /// has moved by `translation` (view points) since, or `nil` when no region is under the
    /// touch-down or the finger moves across the region's axis at least as far as along it (the
    /// collection view scrolls instead, as a pan recognizer's direction lock decides).
    ///
    /// - Parameter physics: the view's deceleration and rubber band; UIKit's by default.
    public init?(core: CollectionViewCore, touchDown: CGPoint, translation: CGPoint, physics: ScrollPhysics = ScrollPhysics()) {
        guard let scroller = core.nestedScroller(at: touchDown) else { return nil }
        let horizontal = scroller.axis == .horizontal
        guard abs(horizontal ? translation.x : translation.y) > abs(horizontal ? translation.y : translation.x) else {
            return nil
        }
        self.scroller = scroller
        self.physics = scroller.physics(from: physics)
        anchor = physics.unbanded(Double(scroller.offset), in: scroller.range, length: Double(scroller.length))
        sign = Double(core.nestedOffsetSign(for: scroller))
    }

    /// Moves the region under a finger `translation` (view points) from touch-down, rubber-banded
    /// past its ends.
    public func follow(_ translation: CGPoint, in core: CollectionViewCore) {
        let region = core.nestedScroller(withID: scroller.id) ?? scroller
        let shown = physics.rubberBanded(offset(for: translation), in: region.range, length: Double(region.length))
        core.scrollNested(scroller.id, to: CGFloat(shown))
    }

    /// Lifts the finger `translation` (view points) from touch-down, moving at `velocity` (view
    /// points per second): the region's fling to where the layout rests it, or `nil` when the
    /// region is gone.
    public func release(_ translation: CGPoint, velocity: CGPoint, in core: CollectionViewCore) -> NestedFling? {
        guard let region = core.nestedScroller(withID: scroller.id) else { return nil }
        let along = sign * Double(scroller.axis == .horizontal ? velocity.x : velocity.y)
        let slope = physics.rubberBandSlope(at: offset(for: translation), in: region.range, length: Double(region.length))
        return NestedFling(from: region, velocity: along * slope, physics: physics, in: core)
    }

    /// How the region moves under a finger moving at `velocity` (view points per second), for
    /// prefetching ahead of it; `nil` when the region is gone or has no window.
    public func motion(velocity: CGPoint, in core: CollectionViewCore) -> NestedMotion? {
        guard let region = core.nestedScroller(withID: scroller.id) else { return nil }
        let along = sign * Double(scroller.axis == .horizontal ? velocity.x : velocity.y)
        return NestedMotion(region, offsetVelocity: CGFloat(along), restingAt: nil, sign: CGFloat(sign))
    }

    /// The offset a finger `translation` from touch-down asks for (pt, before the rubber band).
    private func offset(for translation: CGPoint) -> Double {
        anchor + sign * Double(scroller.axis == .horizontal ? translation.x : translation.y)
    }
}
