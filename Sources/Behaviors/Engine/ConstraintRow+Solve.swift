extension ConstraintRow {
    /// Sets the Jacobian and error, and computes the effective mass from the bodies' masses.
    mutating func set(
        a: Int32, linearA: SIMD2<Double>, angularA: Double,
        b: Int32, linearB: SIMD2<Double>, angularB: Double,
        error: Double, mass: UnsafeMutableBufferPointer<MassProperties>
    ) {
        (bodyA, bodyB) = (a, b)
        (self.linearA, self.angularA, self.linearB, self.angularB) = (linearA, angularA, linearB, angularB)
        let massA = mass[Int(a)], massB = mass[Int(b)]
        let stiffness =
            massA.inverseMass * (linearA * linearA).sum() + massA.inverseInertia * angularA * angularA
            + massB.inverseMass * (linearB * linearB).sum() + massB.inverseInertia * angularB * angularB
        effectiveMass = stiffness > 0 ? 1 / stiffness : 0
        self.error = error
        accumulated = 0
    }

    /// Applies one Gauss-Seidel correction to the velocities of both bodies.
    ///
    /// - Complexity: O(1), no allocation.
    mutating func solve(
        linear: UnsafeMutableBufferPointer<LinearState>,
        angular: UnsafeMutableBufferPointer<AngularState>,
        mass: UnsafeMutableBufferPointer<MassProperties>
    ) {
        let a = Int(bodyA), b = Int(bodyB)
        let speed =
            (linearA * linear[a].velocity).sum() + angularA * angular[a].velocity
            + (linearB * linear[b].velocity).sum() + angularB * angular[b].velocity
        let wanted =
            -effectiveMass * (coefficients.velocityFactor * speed + coefficients.positionFactor * error)
            - coefficients.retention * accumulated
        let total = min(max(accumulated + wanted, lowerImpulse), upperImpulse)
        let impulse = total - accumulated
        accumulated = total
        let massA = mass[a], massB = mass[b]
        linear[a].velocity += linearA * (impulse * massA.inverseMass)
        angular[a].velocity += angularA * (impulse * massA.inverseInertia)
        linear[b].velocity += linearB * (impulse * massB.inverseMass)
        angular[b].velocity += angularB * (impulse * massB.inverseInertia)
    }
}
