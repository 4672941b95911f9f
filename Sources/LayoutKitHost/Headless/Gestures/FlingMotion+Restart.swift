import Foundation
import LayoutKitCollectionViewCore
import LayoutKitCore

extension FlingMotion {
    /// The same fling carried on from clock time `time` with its offset moved by `delta` (points)
    /// and free in new `ranges`: each axis starts again where it is, at the speed it has.
    func restarted(
        at time: TimeInterval, movedBy delta: CGPoint, ranges: (x: ClosedRange<Double>, y: ClosedRange<Double>),
        physics: ScrollPhysics, threshold: Double
    ) -> FlingMotion {
        let elapsed = max(0, time - release)
        func axis(_ fling: AxisFling, _ shift: CGFloat, _ range: ClosedRange<Double>) -> AxisFling {
            let state = fling.state(at: elapsed)
            return AxisFling(
                origin: state.position + Double(shift), velocity: state.isFinished ? 0 : state.velocity,
                range: range, physics: physics, threshold: threshold)
        }
        return FlingMotion(x: axis(x, delta.x, ranges.x), y: axis(y, delta.y, ranges.y), release: time)
    }
}
