/// The normal rows of a two-point manifold solved as one 2 × 2 problem (Box2D v2's block
/// solver), so that two points pressed alike get alike impulses and a flat contact applies no
/// stray torque. Solving them one after the other favours the first point, and a column of
/// boxes landing flat would start to spin.
struct NormalBlock {
    /// K = J M⁻¹ Jᵀ of the two normal rows, in 1 / mass units.
    var k11: Double
    var k12: Double
    var k22: Double

    /// No coupling: the block of a manifold with one point, never solved.
    static let unused = NormalBlock(k11: 0, k12: 0, k22: 0)

    private init(k11: Double, k12: Double, k22: Double) {
        (self.k11, self.k12, self.k22) = (k11, k12, k22)
    }

    @inline(__always)
    init(_ first: ContactPoint, _ second: ContactPoint, _ massA: MassProperties, _ massB: MassProperties) {
        let turnA0 = first.normalArms.x, turnA1 = second.normalArms.x
        let turnB0 = first.normalArms.y, turnB1 = second.normalArms.y
        let linear = massA.inverseMass + massB.inverseMass
        k11 = linear + massA.inverseInertia * turnA0 * turnA0 + massB.inverseInertia * turnB0 * turnB0
        k22 = linear + massA.inverseInertia * turnA1 * turnA1 + massB.inverseInertia * turnB1 * turnB1
        k12 = linear + massA.inverseInertia * turnA0 * turnA1 + massB.inverseInertia * turnB0 * turnB1
    }

    /// The impulses `x ≥ 0` (mass · pt/s) such that `w = (K + diag(compliance)) x + b ≥ 0` with
    /// `xᵢ wᵢ = 0`, where `b` is each row's speed error in pt/s: both points push, or one, or
    /// none. `nil` when the two rows are nearly the same (the points almost coincide) or
    /// rounding leaves no case exact, for the caller to solve them one by one.
    ///
    /// - Complexity: O(1).
    @inline(__always)
    func solve(_ b: SIMD2<Double>, compliance: SIMD2<Double> = .zero) -> SIMD2<Double>? {
        let a11 = k11 + compliance.x, a22 = k22 + compliance.y
        let determinant = a11 * a22 - k12 * k12
        guard determinant > 1e-9 * a11 * a22 else { return nil }
        // The reciprocal depends on the masses alone, so the division overlaps the speeds' loads.
        // Scaled before `b` comes in: `b` waits for the previous contact's impulses.
        let inverse = 1 / determinant
        let coupling = k12 * inverse
        let both = SIMD2(coupling * b.y - a22 * inverse * b.x, coupling * b.x - a11 * inverse * b.y)
        if both.x >= 0, both.y >= 0 { return both }
        let first = -b.x / a11
        if first >= 0, k12 * first + b.y >= 0 { return SIMD2(first, 0) }
        let second = -b.y / a22
        if second >= 0, k12 * second + b.x >= 0 { return SIMD2(0, second) }
        if b.x >= 0, b.y >= 0 { return .zero }
        // No case holds exactly: rounding at the border between two of them.
        return nil
    }
}
