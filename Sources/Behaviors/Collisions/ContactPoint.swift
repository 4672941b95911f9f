/// One point of a contact manifold for one internal step: where it is on both bodies, how far
/// apart the shapes are there, and the impulses the solver gave it.
///
/// Where the point is on each body is kept as its arms, the only form the solver reads: with
/// the anchor `r` (the point relative to the body's center, in world axes) and the manifold's
/// normal `n` and tangent `t` (`n` turned a quarter counterclockwise), the arms along the normal
/// are `cross(r, n)`, how far a push along the normal turns the body, and along the tangent
/// `cross(r, t) = dot(r, n)`; so `r = cross(r, t) n − cross(r, n) t`.
struct ContactPoint {
    /// The arms along the normal on body A (`x`) and body B (`y`), in pt.
    var normalArms: SIMD2<Double>
    /// The arms along the tangent on body A (`x`) and body B (`y`), in pt.
    var tangentArms: SIMD2<Double>
    /// The gap along the normal at the start of the step, in pt; negative when overlapping.
    var separation: Double
    /// The gap when the contact was found, in pt, for ``separation`` to follow the bodies from.
    var foundSeparation: Double
    /// The gap when the shapes were last tested exactly, in pt: a contact kept untested
    /// (``ContactManifold/reusable``) follows the bodies from it.
    var testedSeparation: Double
    /// Identifies the features that touch, to carry impulses to the next detection.
    var feature: UInt32
    /// The accumulated impulses along the normal and the tangent, in mass · pt/s.
    var normalImpulse = 0.0
    var tangentImpulse = 0.0
    /// 1 / (J M⁻¹ Jᵀ) along the normal and the tangent.
    var normalMass = 0.0
    var tangentMass = 0.0

    /// The point at `anchorA` from body A's center and `anchorB` from body B's (in world axes,
    /// in pt) of a manifold with the unit normal `normal`, with no impulses yet.
    init(
        anchorA: SIMD2<Double>, anchorB: SIMD2<Double>, normal: SIMD2<Double>, separation: Double, feature: UInt32
    ) {
        let tangent = SIMD2(-normal.y, normal.x)
        normalArms = SIMD2(cross(anchorA, normal), cross(anchorB, normal))
        tangentArms = SIMD2(cross(anchorA, tangent), cross(anchorB, tangent))
        (self.separation, foundSeparation, testedSeparation, self.feature) = (separation, separation, separation, feature)
    }

    /// The point relative to body B's center, in world axes, in pt, from its arms; `normal` is
    /// the manifold's.
    func anchorB(normal: SIMD2<Double>) -> SIMD2<Double> {
        tangentArms.y * normal - normalArms.y * SIMD2(-normal.y, normal.x)
    }

    /// The normal arms of a manifold's two points as lanes, the first point's in `x`: those on
    /// body A and those on body B.
    @inline(__always)
    static func normalArmLanes(_ one: ContactPoint, _ two: ContactPoint) -> (onA: SIMD2<Double>, onB: SIMD2<Double>) {
        (SIMD2(one.normalArms.x, two.normalArms.x), SIMD2(one.normalArms.y, two.normalArms.y))
    }

    /// The square of the longer of its two anchors, in pt².
    var longerAnchorSquared: Double {
        let squares = normalArms * normalArms + tangentArms * tangentArms
        return max(squares.x, squares.y)
    }
}
