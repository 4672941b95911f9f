import Foundation
import Testing

@testable import LayoutKitBehaviors

/// The soft constraint's two factors against the map they promise: a row alone maps
/// `(C, Ċ)` by `Ċ' = (1 − β) Ċ − α C`, `C' = C + h Ċ'`, whose trace is `2 − β − h α` and whose
/// determinant is `1 − β`; for the spring-damper `C̈ + 2ζω Ċ + ω² C = 0` these must be the sum
/// and the product of `e^{s h}` over its two roots `s`.
struct SoftCoefficientsTests {
    let step = 1.0 / 240

    /// Trace and determinant of the row's one-step map.
    private func map(_ coefficients: SoftCoefficients) -> (trace: Double, determinant: Double) {
        (2 - coefficients.velocityFactor - step * coefficients.positionFactor, 1 - coefficients.velocityFactor)
    }

    /// Over-damped springs (ζ = 1.5, 4, 30 at 1 and 5 Hz): the trace is the sum of the two real
    /// roots' `e^{sh}`, computed here from the roots themselves.
    @Test(arguments: [1.5, 4, 30]) func anOverDampedSpringHasTheRootsOfTheContinuousOne(ratio: Double) {
        for frequency in [1.0, 5.0] {
            let omega = 2 * Double.pi * frequency
            let roots = [-omega * (ratio - (ratio * ratio - 1).squareRoot()), -omega * (ratio + (ratio * ratio - 1).squareRoot())]
            let (trace, determinant) = map(.spring(frequency: frequency, dampingRatio: ratio, step: step))
            #expect(abs(trace - roots.map { exp($0 * step) }.reduce(0, +)) < 1e-12)
            #expect(abs(determinant - exp(roots.reduce(0, +) * step)) < 1e-12)
        }
    }

    /// A damping ratio of a billion or more (a caller's setting, however odd) is a spring that
    /// hardly moves: the factors stay finite, the error speed is taken away in the step and the
    /// error is corrected at about ω / (2ζ) per second (its slow root), to within what one
    /// step's rounding leaves of it. Before, the over-damped form multiplied e^{−ζωh} (0) by
    /// cosh (infinite): NaN, and the bodies with it (found by FuzzDynamics).
    @Test(arguments: [1e9, 5e9, 1e200]) func aHugeDampingRatioGivesFiniteFactors(ratio: Double) {
        let coefficients = SoftCoefficients.spring(frequency: 1.54, dampingRatio: ratio, step: step)
        #expect(coefficients.velocityFactor.isFinite && coefficients.positionFactor.isFinite)
        #expect(coefficients.velocityFactor == 1)
        let slow = 2 * Double.pi * 1.54 / (2 * ratio)
        #expect(coefficients.positionFactor >= 0 && abs(coefficients.positionFactor - slow) <= 4 * Double.ulpOfOne / step)
    }
}
