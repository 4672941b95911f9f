extension World {
    /// Steps the bodies in joints `steps` internal steps: forces, rows rebuilt and solved
    /// ``World/iterations`` times, then positions and rotations.
    ///
    /// - Returns: whether, after the last step, some body moves or turns faster than the rest
    ///   thresholds.
    /// - Complexity: O((bodies + rows × iterations) × steps), no allocation.
    mutating func advanceJoints(steps: Int) -> Bool {
        guard !jointBodies.isEmpty else { return false }
        let h = World.step
        var moving = false
        for _ in 0..<steps {
            integrateVelocities()
            solveRows(step: h)
            moving = integratePositions(step: h)
        }
        return moving
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

    private mutating func solveRows(step h: Double) {
        joints.withUnsafeBufferPointer { joints in
            rows.withUnsafeMutableBufferPointer { rows in
                bodies.linear.withUnsafeMutableBufferPointer { linear in
                    bodies.angular.withUnsafeMutableBufferPointer { angular in
                        bodies.mass.withUnsafeMutableBufferPointer { mass in
                            for joint in joints {
                                joint.prepare(rows: rows, linear: linear, angular: angular, mass: mass, step: h)
                            }
                            for _ in 0..<World.iterations {
                                for index in rows.indices {
                                    rows[index].solve(linear: linear, angular: angular, mass: mass)
                                }
                            }
                        }
                    }
                }
            }
        }
    }

    /// Moves the bodies by their velocities; returns true when one of them is not at rest.
    private mutating func integratePositions(step h: Double) -> Bool {
        let speedLimit = RestThresholds.speed * RestThresholds.speed
        let spinLimit = RestThresholds.angularSpeed
        var moving = false
        jointBodies.withUnsafeBufferPointer { indices in
            bodies.linear.withUnsafeMutableBufferPointer { linear in
                bodies.angular.withUnsafeMutableBufferPointer { angular in
                    for index in indices {
                        let body = Int(index)
                        linear[body].position += h * linear[body].velocity
                        angular[body].angle += h * angular[body].velocity
                        let velocity = linear[body].velocity
                        if (velocity * velocity).sum() > speedLimit || abs(angular[body].velocity) > spinLimit {
                            moving = true
                        }
                    }
                }
            }
        }
        return moving
    }
}
