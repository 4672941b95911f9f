/// The soft contact of Box2D v3: an overlap is pushed out as a stiff, heavily damped spring
/// would, instead of all at once, so piles settle without jitter.
///
/// For a spring of angular frequency ω and damping ratio ζ at step h: `a₁ = 2ζ + hω`,
/// `a₂ = hω a₁`, `a₃ = 1 / (1 + a₂)`; the push-out speed is `ω / a₁` per point of overlap, the
/// impulse is scaled by `a₂ a₃` and relaxed by `a₃` of the impulse already applied. Under a
/// steady load `F` a contact then overlaps by `F / (m ω²)`, as the spring would.
struct ContactSoftness {
    /// Push-out speed per point of overlap, in 1/s.
    var biasRate: Double
    var massScale: Double
    var impulseScale: Double

    init(frequency: Double, dampingRatio: Double, step: Double) {
        let omega = 2 * Double.pi * frequency
        let a1 = 2 * dampingRatio + step * omega
        let a2 = step * omega * a1
        let a3 = 1 / (1 + a2)
        biasRate = omega / a1
        massScale = a2 * a3
        impulseScale = a3
    }
}
