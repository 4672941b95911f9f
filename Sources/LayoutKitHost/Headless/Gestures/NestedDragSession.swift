import Foundation
import LayoutKitCollectionViewCore
import LayoutKitCore

/// A finger trace scrolling a region of the layout that scrolls on its own (an orthogonal
/// section): the trace played as a ``NestedPan``.
struct NestedDragSession {
    let trace: FingerTrace
    /// The clock time of touch-down, in seconds.
    let start: TimeInterval
    let pan: NestedPan

    /// The clock time the finger lifts, in seconds.
    var end: TimeInterval { start + trace.duration }

    /// How far the finger has moved since touch-down (view points), and how fast it moves (view
    /// points per second), at clock time `time`.
    func motion(at time: TimeInterval) -> (translation: CGPoint, velocity: CGPoint) {
        let motion = trace.motion(at: min(time, end) - start)
        let first = trace.samples[0].location
        return (CGPoint(x: motion.location.x - first.x, y: motion.location.y - first.y), motion.velocity)
    }
}
