import Foundation
import LayoutKitCore

/// One axis of a scroll after the finger lifts, in closed form: UIScrollView's per-millisecond
/// decay, and a spring back to the edge when the decay carries the offset past it (or when it
/// starts past it).
///
/// Evaluated by time since the release, so it does not depend on the frame rate.
package struct AxisFling {
    /// Where the offset is and how fast it moves at one moment.
    package struct State: Equatable {
        package var position: Double
        package var velocity: Double
        package var isFinished: Bool
    }

    /// A spring phase: from `start` seconds on, the offset springs to `rest`.
    private struct SpringPhase {
        var start: Double
        var rest: Double
        var displacement: Double
        var velocity: Double
    }

    private let origin: Double
    private let velocity: Double
    private let rate: Double
    private let spring: DampedSpring
    private let threshold: Double
    /// When the decay phase ends, in seconds after the release.
    private let decayEnd: Double
    /// Where the decay phase ends.
    private let decayEndPosition: Double
    private let springPhase: SpringPhase?

    /// The distance a decay from `velocity` pt/s travels in all, in points:
    /// `velocity / 1000 * rate / (1 - rate)`, the sum of the per-millisecond steps.
    package static func projection(velocity: Double, rate: Double) -> Double {
        velocity / 1000 * rate / (1 - rate)
    }

    /// The release velocity, in pt/s, whose decay travels exactly `distance` points.
    package static func velocity(toTravel distance: Double, rate: Double) -> Double {
        distance * 1000 * (1 - rate) / rate
    }

    /// Plans the motion of an offset released at `origin` (pt) with `velocity` (pt/s), free in
    /// `range`.
    ///
    /// - Parameters:
    ///   - threshold: the distance, in points, under which the motion counts as stopped (half a
    ///     pixel).
    ///   - rest: where a bounce comes to rest when the offset starts past an edge.
    package init(
        origin: Double, velocity: Double, range: ClosedRange<Double>, physics: ScrollPhysics, threshold: Double,
        rest: Double? = nil
    ) {
        self.origin = origin
        self.velocity = velocity
        self.rate = Double(physics.decelerationRate.rawValue)
        self.spring = physics.bounceSpring
        self.threshold = threshold
        if !range.contains(origin) {
            let rest = rest ?? min(range.upperBound, max(range.lowerBound, origin))
            decayEnd = 0
            decayEndPosition = origin
            springPhase = SpringPhase(start: 0, rest: rest, displacement: origin - rest, velocity: velocity)
            return
        }
        let total = Self.projection(velocity: velocity, rate: rate)
        let end = origin + total
        let edge = min(range.upperBound, max(range.lowerBound, end))
        if abs(edge - end) > threshold {
            // The decay reaches the edge when rate^t = 1 - (edge - origin) / total (t in ms).
            let crossing = log(1 - (edge - origin) / total) / log(rate) / 1000
            decayEnd = crossing
            decayEndPosition = edge
            springPhase =
                physics.bounces
                ? SpringPhase(start: crossing, rest: edge, displacement: 0, velocity: velocity * pow(rate, crossing * 1000))
                : nil
            return
        }
        // The decay stops once what is left of it is under the threshold. An end past the edge by
        // less than that (a fling aimed at the edge, off by rounding) stops at the edge: timed to
        // the crossing instead, it would crawl on for as long as the rounding is small (18 s at
        // 1e-16 pt).
        decayEnd = abs(total) > threshold ? log(threshold / abs(total)) / log(rate) / 1000 : 0
        decayEndPosition = edge
        springPhase = nil
    }

    /// The fling of an offset released at `origin` (pt) with `velocity` (pt/s), whose decay would
    /// end at `proposed`, brought to rest at `target` instead: the release velocity is changed to
    /// the one whose decay travels to `target` (unchanged when the target is the proposal, or
    /// when the offset starts past an edge and springs back to it).
    package static func aimed(
        origin: Double, velocity: Double, proposed: Double, target: Double, range: ClosedRange<Double>,
        physics: ScrollPhysics, threshold: Double
    ) -> AxisFling {
        let rate = Double(physics.decelerationRate.rawValue)
        let aimed =
            target == proposed || !range.contains(origin)
            ? velocity : Self.velocity(toTravel: target - origin, rate: rate)
        return AxisFling(origin: origin, velocity: aimed, range: range, physics: physics, threshold: threshold, rest: target)
    }

    /// The offset `time` seconds after the release.
    package func state(at time: Double) -> State {
        if time < decayEnd - CollectionViewCore.timeTolerance {
            let milliseconds = time * 1000
            let kept = pow(rate, milliseconds)
            let travelled = Self.projection(velocity: velocity, rate: rate) * (1 - kept)
            return State(position: origin + travelled, velocity: velocity * kept, isFinished: false)
        }
        guard let phase = springPhase else {
            return State(position: decayEndPosition, velocity: 0, isFinished: true)
        }
        let spring = spring.state(at: max(0, time - phase.start), displacement: phase.displacement, velocity: phase.velocity)
        let settled =
            abs(spring.displacement) <= threshold
            && abs(spring.velocity) <= threshold * self.spring.angularFrequency
        if settled { return State(position: phase.rest, velocity: 0, isFinished: true) }
        return State(position: phase.rest + spring.displacement, velocity: spring.velocity, isFinished: false)
    }

    /// Where the offset comes to rest, in points: where the decay ends, or where a bounce
    /// springs back to.
    package var restPosition: Double { springPhase?.rest ?? decayEndPosition }

    /// How long the decay phase lasts, in seconds (the whole fling when it does not bounce).
    package var decayDuration: Double { decayEnd }
}
