import Foundation
import LayoutKitCollectionViewCore
import LayoutKitCore

/// Both axes of a scroll after the finger lifts; each decelerates and bounces on its own, as
/// UIScrollView's do.
struct FlingMotion {
    let x: AxisFling
    let y: AxisFling
    /// The clock time of the release, in seconds.
    let release: TimeInterval

    /// The content offset (pt) at clock time `time`, and whether both axes have stopped.
    func state(at time: TimeInterval) -> (offset: CGPoint, isFinished: Bool) {
        let elapsed = max(0, time - release)
        let (sx, sy) = (x.state(at: elapsed), y.state(at: elapsed))
        return (CGPoint(x: sx.position, y: sy.position), sx.isFinished && sy.isFinished)
    }

    /// How fast the content offset moves at clock time `time`, in pt/s.
    func velocity(at time: TimeInterval) -> CGPoint {
        let elapsed = max(0, time - release)
        return CGPoint(x: x.state(at: elapsed).velocity, y: y.state(at: elapsed).velocity)
    }

    /// Where the content comes to rest, in points.
    var landing: CGPoint { CGPoint(x: x.restPosition, y: y.restPosition) }
}
