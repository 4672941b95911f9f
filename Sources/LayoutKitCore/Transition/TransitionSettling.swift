import Foundation

/// How a transition that a gesture was driving runs to its end once let go (finished or
/// cancelled): from the progress and the velocity the gesture left it at, to exactly 0 or 1 with
/// no velocity, never past it and never with a jump at the end.
///
/// A velocity away from the end (the gesture was moving back when released) is not carried:
/// the transition starts from rest.
///
/// ```swift
/// try host.finishInteractiveTransition(.curve(duration: 0.25))
/// try host.cancelInteractiveTransition(.spring(frequency: 3))
/// ```
public enum TransitionSettling: Hashable, Sendable {
    /// A cubic from the current progress and velocity to the end at rest, over `duration`
    /// seconds, or less when the velocity would otherwise carry it past the end.
    case curve(duration: TimeInterval)
    /// A critically damped spring of `frequency` Hz, stiffened when the velocity would carry it
    /// past the end, ending exactly at the end after it has come within a thousandth of its
    /// distance (the remainder taken out evenly over the way, so there is no final jump).
    case spring(frequency: Double)

    /// The settling of UIKit's interactive transitions: a quarter of a second.
    public static let standard = TransitionSettling.curve(duration: 0.25)

    /// Throws unless the duration or frequency is finite and positive.
    ///
    /// - Throws: ``LayoutError/invalidParameter(name:value:reason:)``.
    public func validate() throws {
        let (name, value) =
            switch self {
            case let .curve(duration): ("settling.duration", duration)
            case let .spring(frequency): ("settling.frequency", frequency)
            }
        guard value.isFinite, value > 0 else {
            throw LayoutError.invalidParameter(name: name, value: value, reason: "must be finite and positive")
        }
    }

    /// The progress `elapsed` seconds after letting go at `start` with `velocity` (progress per
    /// second) toward `target`, and whether it has arrived (then the progress is `target`).
    public func progress(elapsed: TimeInterval, from start: Double, velocity: Double, to target: Double)
        -> (progress: Double, isFinished: Bool)
    {
        let distance = target - start
        let speed = velocity.isFinite && velocity * distance > 0 ? velocity : 0
        let duration = self.duration(distance: distance, speed: speed)
        guard distance != 0, elapsed < duration else { return (target, true) }
        guard elapsed > 0 else { return (start, false) }
        switch self {
        case .curve:
            let s = elapsed / duration
            let (s2, s3) = (s * s, s * s * s)
            let value = (2 * s3 - 3 * s2 + 1) * start + (s3 - 2 * s2 + s) * duration * speed + (3 * s2 - 2 * s3) * target
            return (value, false)
        case .spring:
            let spring = DampedSpring(frequency: stiffened(distance: distance, speed: speed), dampingRatio: 1)
            let offset = spring.state(at: elapsed, displacement: -distance, velocity: speed).displacement
            let remainder = spring.state(at: duration, displacement: -distance, velocity: speed).displacement
            return (target + offset - remainder * elapsed / duration, false)
        }
    }

    /// How long the settling lasts, in seconds.
    private func duration(distance: Double, speed: Double) -> TimeInterval {
        switch self {
        case let .curve(duration):
            // A cubic Hermite ending at rest stays monotone while speed x duration <= 3 x distance.
            return speed == 0 ? duration : min(duration, 3 * distance / speed)
        case .spring:
            // Critically damped from rest at -d with speed v <= omega d: |u(t)| <= d (1 + omega t) e^(-omega t),
            // below d / 1000 from omega t = 9.24 on.
            return 9.24 / (2 * .pi * stiffened(distance: distance, speed: speed))
        }
    }

    /// The spring's frequency in Hz, raised so that omega x |distance| >= |speed|: then a
    /// critically damped spring does not cross its rest point.
    private func stiffened(distance: Double, speed: Double) -> Double {
        guard case let .spring(frequency) = self else { return 0 }
        guard distance != 0 else { return frequency }
        return max(frequency, abs(speed) / abs(distance) / (2 * .pi))
    }
}
