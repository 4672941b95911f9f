import Foundation

/// A mass on a damped spring, solved in closed form: where it is and how fast it moves any time
/// after it is let go, for under-, critically and over-damped springs alike.
///
/// Described as UIKit describes springs, by a frequency and a damping ratio. The host uses it
/// for the bounce at the edges of a scroll and for the ``TimingCurve/spring(dampingRatio:frequency:)``
/// timing curve.
///
/// ```swift
/// let spring = DampedSpring(frequency: 2, dampingRatio: 1)
/// let state = spring.state(at: 0.1, displacement: 50, velocity: 0) // 50 pt out, let go
/// ```
public struct DampedSpring: Hashable, Sendable {
    /// The undamped natural frequency, in Hz (cycles per second).
    public var frequency: Double
    /// The damping ratio: below 1 the spring overshoots and rings, 1 is critical damping (the
    /// fastest return without overshoot), above 1 it creeps back.
    public var dampingRatio: Double

    /// Creates a spring of `frequency` Hz and `dampingRatio`.
    public init(frequency: Double, dampingRatio: Double) {
        self.frequency = frequency
        self.dampingRatio = dampingRatio
    }

    /// The natural angular frequency, in radians per second.
    public var angularFrequency: Double { 2 * .pi * frequency }

    /// The displacement from rest (pt) and velocity (pt/s) `time` seconds after the mass is let go
    /// at `displacement` with `velocity`.
    public func state(at time: Double, displacement: Double, velocity: Double) -> (displacement: Double, velocity: Double) {
        let omega = angularFrequency
        let zeta = dampingRatio
        let (u0, v0, t) = (displacement, velocity, time)
        if zeta < 1 {
            let damped = omega * (1 - zeta * zeta).squareRoot()
            let decay = exp(-zeta * omega * t)
            let a = u0, b = (v0 + zeta * omega * u0) / damped
            let (c, s) = (cos(damped * t), sin(damped * t))
            let u = decay * (a * c + b * s)
            let v = decay * ((b * damped - zeta * omega * a) * c - (a * damped + zeta * omega * b) * s)
            return (u, v)
        }
        if zeta == 1 {
            let b = v0 + omega * u0
            let decay = exp(-omega * t)
            return ((u0 + b * t) * decay, (v0 - omega * b * t) * decay)
        }
        let root = (zeta * zeta - 1).squareRoot()
        let r1 = -omega * (zeta - root), r2 = -omega * (zeta + root)
        let c2 = (v0 - r1 * u0) / (r2 - r1), c1 = u0 - c2
        let (e1, e2) = (exp(r1 * t), exp(r2 * t))
        return (c1 * e1 + c2 * e2, c1 * r1 * e1 + c2 * r2 * e2)
    }

    /// Throws unless the frequency is finite and positive and the damping ratio finite and
    /// positive.
    ///
    /// - Throws: ``LayoutError/invalidParameter(name:value:reason:)``.
    public func validate() throws {
        for (name, value) in [("spring.frequency", frequency), ("spring.dampingRatio", dampingRatio)] {
            guard value.isFinite, value > 0 else {
                throw LayoutError.invalidParameter(name: name, value: value, reason: "must be finite and positive")
            }
        }
    }
}
