import Foundation

/// How one constraint row corrects its error in one internal step: a soft constraint.
///
/// A row with error `C` (pt or rad) and error speed `Ċ` gets the impulse
/// `λ = −m (β Ċ + α C) − (1 − β) Λ`, where `m` is the row's effective mass and `Λ` what the row
/// already applied this step. Alone, a row thus maps `(C, Ċ)` to `Ċ' = (1 − β) Ċ − α C`,
/// `C' = C + h Ċ'` (symplectic Euler). `β` and `α` are chosen so that the eigenvalues of that
/// map are exactly `e^{s h}` for the roots `s` of the continuous spring-damper
/// `C̈ + 2ζω Ċ + ω² C = 0`: the discrete spring has the exact frequency and decay of the
/// continuous one at any step, and since `|e^{s h}| ≤ 1` it is stable for any frequency and
/// damping ratio (a stiff spring tends to a rigid constraint, never explodes). With several
/// rows on a body the iterations converge to the coupled soft solution, as Box2D's soft
/// constraints do.
struct SoftCoefficients: Hashable {
    /// `β`, the share of the error speed removed in one step (0...1).
    var velocityFactor: Double
    /// `α`, the speed correction per point of error, in 1/s.
    var positionFactor: Double

    /// `1 − β`: the share of the error speed, and of the impulse already applied, kept.
    var retention: Double { 1 - velocityFactor }

    /// A spring of `frequency` Hz and `dampingRatio` integrated with steps of `step` seconds.
    ///
    /// A step cannot show a spring faster than a quarter of the step rate (60 Hz at 240 steps
    /// per second): a stiffer spring would alias to a slower one, so it is taken at that
    /// frequency, which is as stiff as the steps can show.
    static func spring(frequency: Double, dampingRatio: Double, step: Double) -> SoftCoefficients {
        let omega = min(2 * Double.pi * frequency, Double.pi / (2 * step))
        let decay = exp(-dampingRatio * omega * step)
        let trace: Double
        if dampingRatio < 1 {
            trace = 2 * decay * cos(omega * step * (1 - dampingRatio * dampingRatio).squareRoot())
        } else {
            // 2 e^{−ζωh} cosh(ωh √(ζ² − 1)) is the sum of e^{sh} over the two real roots
            // s = −ω (ζ ∓ √(ζ² − 1)), taken as that sum: the product would be 0 × ∞ (NaN) for a
            // large ratio. The slow root is written ω / (ζ + √(ζ² − 1)) to lose nothing to
            // cancellation.
            let spread = dampingRatio + (dampingRatio * dampingRatio - 1).squareRoot()
            trace = exp(-omega * step / spread) + exp(-omega * step * spread)
        }
        let determinant = decay * decay
        return SoftCoefficients(velocityFactor: 1 - determinant, positionFactor: (1 + determinant - trace) / step)
    }

    /// A rigid constraint: critically damped at a quarter of the step rate, stiff enough that
    /// its stretch is negligible (0.007 pt under 1 000 pt/s² at 240 steps per second) while
    /// its error still decays smoothly, as Box2D v3 softens its rigid joints.
    static func rigid(step: Double) -> SoftCoefficients {
        spring(frequency: 1 / (4 * step), dampingRatio: 1, step: step)
    }

    /// A limit that is not yet reached: it removes only the speed that would cross it within
    /// the step (a speculative contact), with no softness.
    static func speculative(step: Double) -> SoftCoefficients {
        SoftCoefficients(velocityFactor: 1, positionFactor: 1 / step)
    }

    /// Friction or a motor: it removes the error speed and ignores the error.
    static let velocityOnly = SoftCoefficients(velocityFactor: 1, positionFactor: 0)
}
