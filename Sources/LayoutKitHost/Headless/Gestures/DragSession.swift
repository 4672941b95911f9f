import Foundation
import LayoutKitCollectionViewCore
import LayoutKitCore

/// A finger trace being played: where it started on the clock and where the content was when
/// the finger touched down.
struct DragSession {
    let trace: FingerTrace
    /// The clock time of touch-down, in seconds.
    let start: TimeInterval
    /// The content offset the finger holds at touch-down, before any rubber band (pt).
    let anchor: CGPoint

    /// The clock time the finger lifts, in seconds.
    var end: TimeInterval { start + trace.duration }

    /// The offset the finger asks for (pt, before the rubber band) and the finger's location and
    /// velocity (view frame, pt and pt/s) at clock time `time`.
    func state(at time: TimeInterval) -> (offset: CGPoint, finger: CGPoint, velocity: CGPoint) {
        let motion = trace.motion(at: min(time, end) - start)
        let first = trace.samples[0].location
        let offset = CGPoint(x: anchor.x - (motion.location.x - first.x), y: anchor.y - (motion.location.y - first.y))
        return (offset, motion.location, motion.velocity)
    }
}
