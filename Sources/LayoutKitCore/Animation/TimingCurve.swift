import Foundation

/// How an animation's progress runs from 0 to 1 over its duration: Core Animation's named
/// curves, any cubic Bézier, or a spring.
///
/// ```swift
/// let animation = HostAnimation(duration: 0.3, curve: .easeInEaseOut)
/// let bouncy = HostAnimation(duration: 0.8, curve: .spring(dampingRatio: 0.6, frequency: 2))
/// ```
public enum TimingCurve: Hashable, Sendable {
    /// Constant speed.
    case linear
    /// Slow start: Core Animation's `easeIn`, the Bézier (0.42, 0) (1, 1).
    case easeIn
    /// Slow end: Core Animation's `easeOut`, the Bézier (0, 0) (0.58, 1).
    case easeOut
    /// Slow start and end: Core Animation's `easeInEaseOut`, the Bézier (0.42, 0) (0.58, 1), the
    /// curve of UIKit's default view animations.
    case easeInEaseOut
    /// A cubic Bézier from (0, 0) to (1, 1) with control points (x1, y1) and (x2, y2); x1 and x2
    /// must lie in 0...1.
    case cubicBezier(x1: Double, y1: Double, x2: Double, y2: Double)
    /// A spring let go one unit from its target at rest, as `UIView.animate(withDuration:delay:
    /// usingSpringWithDamping:...)`: it may overshoot when `dampingRatio` < 1. `frequency` is in
    /// Hz. The animation's duration cuts it off: at the end progress is exactly 1.
    case spring(dampingRatio: Double, frequency: Double)

    /// The progress `elapsed` seconds into an animation of `duration` seconds: 0 at the start,
    /// exactly 1 from the end on; a spring may leave 0...1 in between.
    public func progress(elapsed: TimeInterval, duration: TimeInterval) -> Double {
        guard elapsed < duration else { return 1 }
        guard elapsed > 0 else { return 0 }
        let fraction = elapsed / duration
        switch self {
        case .linear:
            return fraction
        case .easeIn:
            return UnitBezier(x1: 0.42, y1: 0, x2: 1, y2: 1).value(atX: fraction)
        case .easeOut:
            return UnitBezier(x1: 0, y1: 0, x2: 0.58, y2: 1).value(atX: fraction)
        case .easeInEaseOut:
            return UnitBezier(x1: 0.42, y1: 0, x2: 0.58, y2: 1).value(atX: fraction)
        case let .cubicBezier(x1, y1, x2, y2):
            return UnitBezier(x1: x1, y1: y1, x2: x2, y2: y2).value(atX: fraction)
        case let .spring(dampingRatio, frequency):
            let spring = DampedSpring(frequency: frequency, dampingRatio: dampingRatio)
            return 1 + spring.state(at: elapsed, displacement: -1, velocity: 0).displacement
        }
    }

    /// Throws unless the curve's parameters are usable: finite, Bézier control x in 0...1, a
    /// spring's frequency and damping ratio positive.
    ///
    /// - Throws: ``LayoutError/invalidParameter(name:value:reason:)``.
    public func validate() throws {
        switch self {
        case .linear, .easeIn, .easeOut, .easeInEaseOut:
            return
        case let .cubicBezier(x1, y1, x2, y2):
            for (name, value) in [("x1", x1), ("x2", x2)] where !(0...1).contains(value) {
                throw LayoutError.invalidParameter(name: "curve.\(name)", value: value, reason: "must lie in 0...1")
            }
            for (name, value) in [("y1", y1), ("y2", y2)] where !value.isFinite {
                throw LayoutError.invalidParameter(name: "curve.\(name)", value: value, reason: "must be finite")
            }
        case let .spring(dampingRatio, frequency):
            try DampedSpring(frequency: frequency, dampingRatio: dampingRatio).validate()
        }
    }
}
