extension World {
    /// Steps the bodies in joints or contacts `steps` internal steps: forces, contacts found,
    /// rows and contacts solved, positions and rotations, then the contacts relaxed.
    ///
    /// - Returns: whether, after the last step, some body moves or turns faster than the rest
    ///   thresholds.
    /// - Complexity: O((bodies + (rows + contacts) × iterations) × steps), no allocation once
    ///   the contact arrays have grown to the scene.
    mutating func advanceJoints(steps: Int) -> Bool {
        guard !jointBodies.isEmpty else { return false }
        let h = World.step
        for step in 0..<steps {
            integrateVelocities()
            if !fields.isEmpty { applyFields(step: h) }
            solve(step: h, firstOfCall: step == 0)
            integratePositions(step: h)
            if !collision.isEmpty { relaxContacts(step: h) }
        }
        return isMoving()
    }

    private mutating func integrateVelocities() {
        jointBodies.withUnsafeBufferPointer { indices in
            bodies.forces.withUnsafeBufferPointer { forces in
                bodies.linear.withUnsafeMutableBufferPointer { linear in
                    bodies.angular.withUnsafeMutableBufferPointer { angular in
                        for index in indices {
                            let body = Int(index)
                            let force = forces[body]
                            linear[body].velocity = (linear[body].velocity + force.linearKick) * force.linearDecay
                            angular[body].velocity = (angular[body].velocity + force.angularKick) * force.angularDecay
                        }
                    }
                }
            }
        }
    }

    /// Finds the contacts (on the first step of each call, since anything may have moved between
    /// calls, then every ``ContactSettings/detectionInterval`` steps, and whenever a body
    /// outruns its margin; in between they are kept), bounces and warm-starts them, then solves
    /// joint rows and contacts together, ``World/iterations`` Gauss-Seidel passes.
    private mutating func solve(step h: Double, firstOfCall: Bool) {
        joints.withUnsafeBufferPointer { joints in
            rows.withUnsafeMutableBufferPointer { rows in
                bodies.linear.withUnsafeMutableBufferPointer { linear in
                    bodies.angular.withUnsafeMutableBufferPointer { angular in
                        bodies.mass.withUnsafeMutableBufferPointer { mass in
                            let colliding = !collision.isEmpty
                            if colliding {
                                collision.stepsSinceDetection += 1
                                if firstOfCall || collision.stepsSinceDetection >= ContactSettings.detectionInterval
                                    || collision.outrunsMargins(linear: linear, angular: angular, step: h)
                                {
                                    collision.detect(linear: linear, angular: angular, mass: mass, step: h)
                                    collision.stepsSinceDetection = 0
                                } else {
                                    collision.carryContactsOver()
                                    collision.followBodies(linear: linear, angular: angular)
                                }
                                collision.restitute(linear: linear, angular: angular, mass: mass, step: h)
                                collision.warmStart(linear: linear, angular: angular, mass: mass)
                            }
                            for joint in joints {
                                joint.prepare(rows: rows, linear: linear, angular: angular, mass: mass, step: h)
                            }
                            for iteration in 0..<World.iterations {
                                for index in rows.indices {
                                    rows[index].solve(linear: linear, angular: angular, mass: mass)
                                }
                                if colliding, iteration < ContactSettings.iterations {
                                    collision.solveContacts(linear: linear, angular: angular, mass: mass, step: h, useBias: true)
                                }
                            }
                        }
                    }
                }
            }
        }
    }

    /// After the positions moved: removes the push-out speed the soft contacts gave (Box2D v3's
    /// relaxation), then tells which contacts touch. Both read the gaps at the start of the step:
    /// a gap measured after the move would let the relaxation brake an approach the next step's
    /// restitution must still see whole.
    private mutating func relaxContacts(step h: Double) {
        bodies.linear.withUnsafeMutableBufferPointer { linear in
            bodies.angular.withUnsafeMutableBufferPointer { angular in
                bodies.mass.withUnsafeMutableBufferPointer { mass in
                    for _ in 0..<ContactSettings.relaxIterations {
                        collision.solveContacts(linear: linear, angular: angular, mass: mass, step: h, useBias: false)
                    }
                    collision.finishContacts()
                }
            }
        }
    }

    /// Moves the bodies by their velocities.
    private mutating func integratePositions(step h: Double) {
        jointBodies.withUnsafeBufferPointer { indices in
            bodies.linear.withUnsafeMutableBufferPointer { linear in
                bodies.angular.withUnsafeMutableBufferPointer { angular in
                    for index in indices {
                        let body = Int(index)
                        linear[body].position += h * linear[body].velocity
                        angular[body].angle += h * angular[body].velocity
                    }
                }
            }
        }
    }

    /// True when a joint body moves or turns faster than the rest thresholds.
    private func isMoving() -> Bool {
        let speedLimit = RestThresholds.speed * RestThresholds.speed
        for index in jointBodies {
            let body = Int(index)
            let velocity = bodies.linear[body].velocity
            if (velocity * velocity).sum() > speedLimit || abs(bodies.angular[body].velocity) > RestThresholds.angularSpeed {
                return true
            }
        }
        return false
    }
}
