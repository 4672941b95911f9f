/// What a body's constant forces and resistances do to its velocity in one internal step.
struct BodyForces: Hashable {
    /// Linear velocity added per step (constant acceleration × step), in pt/s.
    var linearKick: SIMD2<Double> = .zero
    /// Angular velocity added per step (constant torque / inertia × step), in rad/s.
    var angularKick: Double = 0
    /// The factor the linear velocity keeps per step, `e^{−resistance·h}`.
    var linearDecay: Double = 1
    /// The factor the angular velocity keeps per step, `e^{−angularResistance·h}`.
    var angularDecay: Double = 1

    /// True when the body feels no constant force: a spring on it rests exactly at its anchor.
    var isForceFree: Bool { linearKick == .zero && angularKick == 0 }
}
