import Foundation
import LayoutKitCore

/// A finger trace scrolling a region of the layout that scrolls on its own (an orthogonal
/// section): the region's offset follows the finger along the region's axis.
struct NestedDragSession {
    let trace: FingerTrace
    /// The clock time of touch-down, in seconds.
    let start: TimeInterval
    /// The region being scrolled, as it was at touch-down.
    let scroller: NestedScroller
    /// The region's offset the finger holds at touch-down, before any rubber band (pt).
    let anchor: Double
    /// How the offset follows the finger (see ``CollectionViewCore/nestedOffsetSign(for:)``).
    let sign: Double

    /// The clock time the finger lifts, in seconds.
    var end: TimeInterval { start + trace.duration }

    /// The offset the finger asks for (pt, before the rubber band), and the finger's velocity
    /// along the region's offset (pt/s) at clock time `time`.
    func state(at time: TimeInterval) -> (offset: Double, velocity: Double) {
        let motion = trace.motion(at: min(time, end) - start)
        let first = trace.samples[0].location
        let moved = scroller.axis == .horizontal ? motion.location.x - first.x : motion.location.y - first.y
        let speed = scroller.axis == .horizontal ? motion.velocity.x : motion.velocity.y
        return (anchor + sign * Double(moved), sign * Double(speed))
    }
}
