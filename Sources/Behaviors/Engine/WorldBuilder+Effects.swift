import Foundation

extension WorldBuilder {
    /// Computes every body's mass from its shape and properties; call after the item
    /// properties are applied and before forces, impulses and joints.
    mutating func finishMasses() {
        for body in 1..<bodyCount {
            let props = properties[body]
            world.bodies.mass[body] = shapes[body].massProperties(props)
            if props.isAnchored { world.bodies.linear[body].velocity = .zero }
            if world.bodies.mass[body].inverseInertia == 0 { world.bodies.angular[body].velocity = 0 }
        }
    }

    /// The mass properties of `body` (after ``finishMasses()``).
    func mass(of body: Int32) -> MassProperties { world.bodies.mass[Int(body)] }

    /// The rotation of `body`, in radians.
    func angle(of body: Int32) -> Double { world.bodies.angular[Int(body)].angle }

    /// Adds a constant acceleration (gravity), in pt/s², unless the body is anchored.
    mutating func addAcceleration(_ acceleration: SIMD2<Double>, to body: Int32) {
        guard mass(of: body).inverseMass > 0 else { return }
        accelerations[Int(body)] += acceleration
    }

    /// Adds a constant force (a continuous push) in UIKit newtons, applied at `offset` (pt, in
    /// the item's unrotated frame) from the center.
    mutating func addForce(_ force: SIMD2<Double>, at offset: SIMD2<Double>, to body: Int32) {
        let mass = mass(of: body)
        accelerations[Int(body)] += force * mass.inverseMass
        angularAccelerations[Int(body)] += cross(rotate(offset, by: angle(of: body)), force) * mass.inverseInertia
    }

    /// Applies an impulse (an instantaneous push) in UIKit newton-seconds at `offset` now.
    mutating func applyImpulse(_ impulse: SIMD2<Double>, at offset: SIMD2<Double>, to body: Int32) {
        let mass = mass(of: body)
        addVelocity(
            linear: impulse * mass.inverseMass,
            angular: cross(rotate(offset, by: angle(of: body)), impulse) * mass.inverseInertia, to: body)
    }

    /// Adds velocity (pt/s, rad/s) to a body that can take it.
    mutating func addVelocity(linear: SIMD2<Double>, angular: Double, to body: Int32) {
        let mass = mass(of: body)
        if mass.inverseMass > 0 { world.bodies.linear[Int(body)].velocity += linear }
        if mass.inverseInertia > 0 { world.bodies.angular[Int(body)].velocity += angular }
    }

    /// Applies the forces, impulses and joints of `behavior` to `bodies` (one per item
    /// reference), noting it as the owner of its joints.
    mutating func applyEffects(of behavior: DynamicBehavior, bodies: [Int32]) {
        jointOwner = ObjectIdentifier(behavior)
        behavior.applyEffects(to: &self, bodies: bodies)
        jointOwner = nil
    }

    /// Adds a joint between two bodies (body 0 for an anchor).
    mutating func addJoint(_ joint: Joint) {
        world.joints.append(joint)
        world.jointOwners.append(jointOwner)
        jointCounts[Int(joint.bodyA)] += 1
        jointCounts[Int(joint.bodyB)] += 1
    }

    /// Per-step velocity changes of `body` from its accelerations and resistances.
    func forces(of body: Int) -> BodyForces {
        guard world.bodies.mass[body].inverseMass > 0 else { return BodyForces() }
        let h = World.step
        return BodyForces(
            linearKick: accelerations[body] * h,
            angularKick: angularAccelerations[body] * h,
            linearDecay: exp(-properties[body].resistance * h),
            angularDecay: exp(-properties[body].angularResistance * h))
    }

    /// The number of joints on `body`.
    func jointCount(of body: Int) -> Int { jointCounts[body] }
}
