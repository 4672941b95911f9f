/// The velocities of a contact's two bodies, read once, changed by the contact's impulses and
/// written back once, so that the solver works on local values rather than on the arrays.
///
/// Speeds and impulses take each point's arms (``ContactPoint/normalArms``, ``ContactPoint/tangentArms``) and bring the
/// velocities in last: in a Gauss-Seidel pass a contact's speeds wait for the previous contact's
/// impulses on a shared body, and that chain, not the arithmetic, sets the pace.
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

    /// True when one of the bodies is immovable (no inverse mass): the contact holds a load
    /// more stiffly (``ContactSettings/immovableStiffening``).
    var includesImmovable: Bool { massA.inverseMass == 0 || massB.inverseMass == 0 }

    /// B's speed relative to A's along `direction` (the normal or the tangent), in pt/s, at
    /// points whose arms along it are `armsA` on A and `armsB` on B: one point (`Double`) or
    /// the two of a manifold (`SIMD2<Double>`).
    @inline(__always)
    func speed<Arms: ContactArms>(along direction: SIMD2<Double>, armsA: Arms, armsB: Arms) -> Arms {
        Arms(broadcasting: dot(velocityB - velocityA, direction)) + (spinB * armsB - spinA * armsA)
    }

    /// Applies `impulse` (mass · pt/s) along `direction` to B at the points whose arms are
    /// `armsA` and `armsB`, and its opposite to A.
    @inline(__always)
    mutating func apply<Arms: ContactArms>(
        _ impulse: Arms, along direction: SIMD2<Double>, armsA: Arms, armsB: Arms
    ) {
        velocityA -= (direction * massA.inverseMass) * impulse.total
        spinA -= (armsA * massA.inverseInertia * impulse).total
        velocityB += (direction * massB.inverseMass) * impulse.total
        spinB += (armsB * massB.inverseInertia * impulse).total
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
