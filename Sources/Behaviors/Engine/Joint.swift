/// A constraint between two bodies as the behaviours described it: the cold input from which
/// the solver's rows are rebuilt every step.
struct Joint {
    var kind: JointKind
    /// The first body; 0 (the world) for an attachment to an anchor point.
    var bodyA: Int32
    /// The second body.
    var bodyB: Int32
    /// The attachment point in A's unrotated frame, relative to its center (for the world: the
    /// anchor in world coordinates), in pt.
    var localA: SIMD2<Double>
    /// The attachment point in B's unrotated frame, relative to its center, in pt.
    var localB: SIMD2<Double>
    /// The softness of the position rows: a spring, or rigid.
    var coefficients: SoftCoefficients
    /// The softness of the rotation row of a weld (a snap turns back softly).
    var angularCoefficients: SoftCoefficients
    /// The relative rotation θB − θA the joint keeps (weld, slider) or measures from (pin).
    var referenceAngle: Double = 0
    /// The index of the joint's first row in the world's row array.
    var firstRow = 0
}
