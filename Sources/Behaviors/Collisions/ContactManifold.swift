/// The contact between two shapes, found at a detection and kept until the next: a shared
/// normal and one or two points.
struct ContactManifold {
    /// `colliderA << 32 | colliderB`: orders manifolds and matches them from detection to
    /// detection.
    var key: UInt64
    var colliderA: Int32
    var colliderB: Int32
    var bodyA: Int32
    var bodyB: Int32
    /// The unit normal, pointing from A to B.
    var normal: SIMD2<Double>
    /// The combined friction coefficient (geometric mean) and elasticity (the larger).
    var friction: Double
    var elasticity: Double
    /// The first of its points in the world's point array, and their number (1 or 2).
    var firstPoint: Int32
    var pointCount: Int32
    /// The coupling of the two normal rows (``NormalBlock/unused`` with one point).
    var block = NormalBlock.unused
    /// Whether the shapes touched in this step, and in the step before (for the delegate).
    var touching = false
    var wasTouching = false
    /// True when neither body moves in the steps (both sleep, or one sleeps and the other is
    /// fixed): the contact is kept as it is, neither followed nor solved.
    var dormant = false
    /// B's center minus A's (pt) and the two bodies' angles (rad, A's in `x`) when the shapes
    /// were last tested exactly, and whether the contact may be kept untested while the bodies
    /// stay so (false once carried over a rebuild, which may change shapes and masses).
    var testedOffset = SIMD2<Double>.zero
    var testedAngles = SIMD2<Double>.zero
    var reusable = false
}
