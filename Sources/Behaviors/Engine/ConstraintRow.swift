/// One scalar constraint between two bodies for one internal step: its Jacobian, effective
/// mass, error and softness, and the impulse it applied so far in the step.
///
/// Rows are rebuilt from their ``Joint`` at the start of every step and solved a few times
/// (Gauss-Seidel); body 0 (the world) stands for a fixed anchor.
struct ConstraintRow {
    var bodyA: Int32 = 0
    var bodyB: Int32 = 0
    /// d(error)/d(velocity of A), unitless.
    var linearA: SIMD2<Double> = .zero
    /// d(error)/d(angular velocity of A), in pt (or 1 for an angle row).
    var angularA: Double = 0
    var linearB: SIMD2<Double> = .zero
    var angularB: Double = 0
    /// 1 / (J M⁻¹ Jᵀ): the mass the row moves, in mass units (or mass · pt² for angles).
    var effectiveMass: Double = 0
    /// The constraint error at the start of the step, in pt or radians.
    var error: Double = 0
    var coefficients = SoftCoefficients.velocityOnly
    /// Bounds of the impulse accumulated over the step: one-sided for limits, ± for friction.
    var lowerImpulse = -Double.infinity
    var upperImpulse = Double.infinity
    var accumulated: Double = 0
}
