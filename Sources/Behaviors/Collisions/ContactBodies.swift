/// The velocities of a contact's two bodies, read once, changed by the contact's impulses and
/// written back once, so that the solver works on local values rather than on the arrays.
struct ContactBodies {
    /// The bodies' linear velocities, in pt/s.
    var velocityA: SIMD2<Double>
    var velocityB: SIMD2<Double>
    /// The bodies' angular velocities, in rad/s.
    var spinA: Double
    var spinB: Double
    /// The bodies' inverse mass and inertia (zero for an anchored body or the world).
    let massA: MassProperties
    let massB: MassProperties

    @inline(__always)
    init(
        _ manifold: ContactManifold, _ linear: UnsafeMutableBufferPointer<LinearState>,
        _ angular: UnsafeMutableBufferPointer<AngularState>, _ mass: UnsafeMutableBufferPointer<MassProperties>
    ) {
        let a = Int(manifold.bodyA), b = Int(manifold.bodyB)
        velocityA = linear[a].velocity
        velocityB = linear[b].velocity
        spinA = angular[a].velocity
        spinB = angular[b].velocity
        massA = mass[a]
        massB = mass[b]
    }

    /// B's speed relative to A's at the contact point along `direction` (the normal or the
    /// tangent), in pt/s.
    @inline(__always)
    func speed(at point: ContactPoint, along direction: SIMD2<Double>) -> Double {
        dot(velocityB + cross(spinB, point.anchorB) - velocityA - cross(spinA, point.anchorA), direction)
    }

    /// Applies `impulse` to B at the point and its opposite to A.
    @inline(__always)
    mutating func apply(_ impulse: SIMD2<Double>, at point: ContactPoint) {
        velocityA -= impulse * massA.inverseMass
        spinA -= cross(point.anchorA, impulse) * massA.inverseInertia
        velocityB += impulse * massB.inverseMass
        spinB += cross(point.anchorB, impulse) * massB.inverseInertia
    }

    /// Writes the velocities back to the bodies of `manifold`.
    @inline(__always)
    func store(
        _ manifold: ContactManifold, _ linear: UnsafeMutableBufferPointer<LinearState>,
        _ angular: UnsafeMutableBufferPointer<AngularState>
    ) {
        let a = Int(manifold.bodyA), b = Int(manifold.bodyB)
        linear[a].velocity = velocityA
        angular[a].velocity = spinA
        linear[b].velocity = velocityB
        angular[b].velocity = spinB
    }
}
