/// One point of a contact manifold for one internal step: where it is on both bodies, how far
/// apart the shapes are there, and the impulses the solver gave it.
struct ContactPoint {
    /// The point relative to the center of body A and of body B, in world axes, in pt.
    var anchorA: SIMD2<Double>
    var anchorB: SIMD2<Double>
    /// The gap along the normal at the start of the step, in pt; negative when overlapping.
    var separation: Double
    /// The gap when the contact was found, in pt, for ``separation`` to follow the bodies from.
    var foundSeparation: Double
    /// Identifies the features that touch, to carry impulses to the next detection.
    var feature: UInt32
    /// The accumulated impulses along the normal and the tangent, in mass · pt/s.
    var normalImpulse = 0.0
    var tangentImpulse = 0.0
    /// 1 / (J M⁻¹ Jᵀ) along the normal and the tangent.
    var normalMass = 0.0
    var tangentMass = 0.0

    /// How far a push along `direction` (a unit vector) at the point turns body A and body B:
    /// `cross(anchor, direction)` on each, in pt.
    @inline(__always)
    func arms(along direction: SIMD2<Double>) -> (a: Double, b: Double) {
        (cross(anchorA, direction), cross(anchorB, direction))
    }
}
