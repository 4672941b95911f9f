/// The soft contact of Box2D v3: an overlap is pushed out as a stiff, heavily damped spring
/// would, instead of all at once, so piles settle without jitter.
///
/// For a spring of angular frequency ω and damping ratio ζ at step h: `a₁ = 2ζ + hω`,
/// `a₂ = hω a₁`; the push-out speed is `ω / a₁` per point of overlap and the row's compliance
/// is `1 / a₂` of its inverse effective mass. Under a steady load `F` a contact then overlaps
/// by `F / (m ω²)`, as the spring would.
struct ContactSoftness {
    /// Push-out speed per point of overlap, in 1/s.
    var biasRate: Double
    /// The compliance as a share of the row's inverse effective mass (0 for a rigid row).
    var compliance: Double

    init(frequency: Double, dampingRatio: Double, step: Double) {
        let omega = 2 * Double.pi * frequency
        let a1 = 2 * dampingRatio + step * omega
        biasRate = omega / a1
        compliance = 1 / (step * omega * a1)
    }

    /// The softness of a resting contact with an immovable body: the push-out speed of a resting
    /// contact between two moving bodies, with the compliance of one
    /// ``ContactSettings/immovableStiffening`` times as stiff. Under a steady load `F` it overlaps
    /// by `F a₁(ω) / (2 m ω² a₁(2ω))` with `a₁(w) = 2ζ + h w`: a little under half as deep.
    static func againstImmovable(step: Double) -> ContactSoftness {
        var softness = ContactSoftness(
            frequency: ContactSettings.stiffness, dampingRatio: ContactSettings.dampingRatio, step: step)
        softness.compliance =
            ContactSoftness(
                frequency: ContactSettings.stiffness * ContactSettings.immovableStiffening,
                dampingRatio: ContactSettings.dampingRatio, step: step
            ).compliance
        return softness
    }

    /// The softness of a contact overlapping by `overlap` pt: the resting stiffness up to
    /// ``ContactSettings/stiffeningDepth``, then a frequency growing in proportion to the
    /// overlap (at most ``ContactSettings/maximumStiffening`` times), as real contacts stiffen
    /// the more they are pressed. A heavily loaded contact at the bottom of a pile then overlaps
    /// by the cube root of its load instead of in proportion to it, up to 1 pt.
    static func pressed(by overlap: Double, step: Double) -> ContactSoftness {
        let factor = min(max(overlap / ContactSettings.stiffeningDepth, 1), ContactSettings.maximumStiffening)
        return ContactSoftness(
            frequency: ContactSettings.stiffness * factor, dampingRatio: ContactSettings.dampingRatio, step: step)
    }
}
