import Foundation
import LayoutKitCollectionViewCore
import LayoutKitCore
import Testing

/// A fling's axis in closed form: UIScrollView's decay of 0.998 per millisecond, stopped once
/// what is left of it is under half a pixel.
struct AxisFlingTests {
    let physics = ScrollPhysics()
    let halfPixel = 0.25

    /// The moment, in seconds, a decay travelling `total` points in all has under `halfPixel`
    /// left: 0.998^t · |total| = halfPixel, t in milliseconds.
    func stopTime(total: Double) -> Double {
        log(halfPixel / abs(total)) / log(0.998) / 1000
    }

    /// A fling aimed at an edge lands on it only up to rounding: the paging Cover Flow of the
    /// host fuzz (seed 22:14570982) aimed one 3 pt from the start at 0 and stayed decelerating for
    /// 18 s, its decay timed to a crossing 1e-16 pt away. Past the edge by less than half a pixel,
    /// the fling stops when a fling that ends on the edge would, and rests on the edge.
    @Test(arguments: [1e-16, 1e-12, 1e-6, 0.2])
    func aFlingEndingJustPastAnEdgeStopsOnItInTime(overshoot: Double) {
        let (origin, edge) = (3.0, 0.0)
        let velocity = AxisFling.velocity(toTravel: edge - overshoot - origin, rate: 0.998)
        let fling = AxisFling(origin: origin, velocity: velocity, range: 0...2000, physics: physics, threshold: halfPixel)
        let stop = stopTime(total: origin + overshoot)  // 1.24 s for 3 pt
        #expect(abs(fling.decayDuration - stop) < 1e-9, "decays for \(fling.decayDuration) s, not \(stop) s")
        let after = fling.state(at: stop + 1.0 / 60)
        #expect(after.isFinished && after.position == edge && after.velocity == 0, "\(after)")
    }

    /// Well past the edge the decay still runs into the edge and bounces off it, as
    /// UIScrollView's does: it reaches the edge when 0.998^t = 1 - 3 / (3 + overshoot), at about
    /// 400 pt/s, and the spring carries it some points past before it comes back.
    @Test func aFlingEndingFurtherPastAnEdgeStillBounces() {
        let (origin, overshoot) = (3.0, 200.0)
        let velocity = AxisFling.velocity(toTravel: -overshoot - origin, rate: 0.998)
        let fling = AxisFling(origin: origin, velocity: velocity, range: 0...2000, physics: physics, threshold: halfPixel)
        let crossing = log(1 - origin / (origin + overshoot)) / log(0.998) / 1000
        #expect(abs(fling.decayDuration - crossing) < 1e-9)
        #expect(fling.state(at: crossing + 0.05).position < -1, "springs past the edge before it comes back")
        #expect(fling.restPosition == 0)
    }
}
