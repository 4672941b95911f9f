extension World {
    /// Steps the awake bodies in joints or contacts `steps` internal steps: forces, contacts
    /// found, rows and contacts solved, positions and rotations, then the contacts relaxed;
    /// then puts to sleep the islands that rested long enough (World+Islands.swift).
    ///
    /// - Returns: whether, after the last step, some body moves or turns faster than the rest
    ///   thresholds.
    /// - Complexity: O((awake bodies + (awake rows + contacts) × iterations) × steps), no
    ///   allocation once the contact arrays have grown to the scene; nothing when every body
    ///   sleeps.
    mutating func advanceJoints(steps: Int) -> Bool {
        if awakeIsStale { refreshAwake() }
        guard !awakeBodies.isEmpty else { return false }
        let h = World.step
        var lap = ProfileLap()
        for step in 0..<steps {
            integrateVelocities()
            if !fields.isEmpty { applyFields(step: h) }
            let colliding = collision.awakeShapeCount > 0
            profile.otherTime += lap.seconds()
            if colliding { findContacts(step: h, firstOfCall: step == 0) }
            profile.findingTime += lap.seconds()
            solve(step: h, colliding: colliding)
            profile.solvingTime += lap.seconds()
            integratePositions(step: h)
            profile.otherTime += lap.seconds()
            if colliding { relaxContacts(step: h) }
            profile.relaxingTime += lap.seconds()
            profile.steps += 1
            guard colliding else { continue }
            profile.contactSteps += collision.activeManifolds.count + collision.waitingManifolds.count
            profile.activeContactSteps += collision.activeManifolds.count
        }
        let moving = isMoving()
        updateSleep(elapsed: Double(steps) * h)
        profile.otherTime += lap.seconds()
        return moving
    }

    private mutating func integrateVelocities() {
        awakeBodies.withUnsafeBufferPointer { indices in
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

    /// Finds the contacts on the first step of each call, since anything may have moved between
    /// calls, then every ``ContactSettings/detectionInterval`` steps; in between they are kept
    /// and their gaps follow the bodies, but for those of bodies that outrun their margins or
    /// turn further than their gaps can follow, found again alone (CollisionWorld+Outrun.swift;
    /// all contacts when too many do). An awake shape that reaches a sleeping one wakes its
    /// island, and the contacts are found again.
    private mutating func findContacts(step h: Double, firstOfCall: Bool) {
        collision.stepsSinceDetection += 1
        let listening = collision.listening
        let detects = bodies.linear.withUnsafeMutableBufferPointer { linear in
            bodies.angular.withUnsafeMutableBufferPointer { angular in
                bodies.mass.withUnsafeMutableBufferPointer { mass in
                    if firstOfCall || collision.stepsSinceDetection >= ContactSettings.detectionInterval { return true }
                    if !collision.findOutrunningBodies(linear: linear, angular: angular, step: h) {
                        if listening { collision.carryContactsOver() }
                        return false
                    }
                    return !collision.findOutrunContacts(
                        linear: linear, angular: angular, mass: mass, step: h, carryingOver: listening)
                }
            }
        }
        guard detects else {
            bodies.linear.withUnsafeMutableBufferPointer { linear in
                bodies.angular.withUnsafeMutableBufferPointer { angular in
                    collision.followBodies(linear: linear, angular: angular)
                }
            }
            return
        }
        while true {
            bodies.linear.withUnsafeMutableBufferPointer { linear in
                bodies.angular.withUnsafeMutableBufferPointer { angular in
                    bodies.mass.withUnsafeMutableBufferPointer { mass in
                        collision.detect(linear: linear, angular: angular, mass: mass, step: h)
                    }
                }
            }
            guard !collision.wakers.isEmpty else { break }
            let wakers = collision.wakers
            collision.undoDetection()
            wakeIslands(of: wakers)
            refreshAwake()
        }
        collision.stepsSinceDetection = 0
        profile.detections += 1
    }

    /// Bounces and warm-starts the contacts (when `colliding`), then solves the awake joints'
    /// rows and the active contacts together, ``World/iterations`` Gauss-Seidel passes; contacts
    /// that the passes set closing join late, with passes of their own over them and their
    /// bodies' other contacts (CollisionWorld+Active.swift).
    private mutating func solve(step h: Double, colliding: Bool) {
        joints.withUnsafeBufferPointer { joints in
            rows.withUnsafeMutableBufferPointer { rows in
                bodies.linear.withUnsafeMutableBufferPointer { linear in
                    bodies.angular.withUnsafeMutableBufferPointer { angular in
                        bodies.mass.withUnsafeMutableBufferPointer { mass in
                            if colliding {
                                collision.restitute(linear: linear, angular: angular, mass: mass, step: h)
                                collision.chooseActiveContacts(linear: linear, angular: angular, mass: mass, step: h)
                                collision.warmStart(linear: linear, angular: angular, mass: mass)
                            }
                            for index in awakeJoints {
                                joints[Int(index)].prepare(rows: rows, linear: linear, angular: angular, mass: mass, step: h)
                            }
                            for iteration in 0..<World.iterations {
                                for index in awakeJoints {
                                    let joint = joints[Int(index)]
                                    for row in joint.firstRow..<(joint.firstRow + joint.kind.rowCount) {
                                        rows[row].solve(linear: linear, angular: angular, mass: mass)
                                    }
                                }
                                if colliding, iteration < ContactSettings.iterations {
                                    collision.solveContacts(
                                        collision.activeManifolds, linear: linear, angular: angular, mass: mass, step: h,
                                        useBias: true)
                                }
                            }
                            guard colliding else { return }
                            for _ in 0..<ContactSettings.lateRounds {
                                guard collision.activateClosingContacts(linear: linear, angular: angular, mass: mass, step: h)
                                else { break }
                                for _ in 0..<ContactSettings.iterations {
                                    collision.solveContacts(
                                        collision.lateManifolds, linear: linear, angular: angular, mass: mass, step: h,
                                        useBias: true)
                                }
                            }
                        }
                    }
                }
            }
        }
    }

    /// After the positions moved: removes the push-out speed the soft contacts gave (Box2D v3's
    /// relaxation), then tells which contacts touch (when some delegate listens). Both read the
    /// gaps at the start of the step: a gap measured after the move would let the relaxation
    /// brake an approach the next step's restitution must still see whole.
    private mutating func relaxContacts(step h: Double) {
        bodies.linear.withUnsafeMutableBufferPointer { linear in
            bodies.angular.withUnsafeMutableBufferPointer { angular in
                bodies.mass.withUnsafeMutableBufferPointer { mass in
                    for _ in 0..<ContactSettings.relaxIterations {
                        collision.solveContacts(
                            collision.activeManifolds, linear: linear, angular: angular, mass: mass, step: h, useBias: false)
                    }
                    if collision.listening { collision.finishContacts(linear: linear, step: h) }
                }
            }
        }
    }

    /// Moves the bodies by their velocities.
    private mutating func integratePositions(step h: Double) {
        awakeBodies.withUnsafeBufferPointer { indices in
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

    /// True when an awake joint body moves or turns faster than the rest thresholds.
    private func isMoving() -> Bool {
        let speedLimit = RestThresholds.speed * RestThresholds.speed
        for index in awakeBodies {
            let body = Int(index)
            let velocity = bodies.linear[body].velocity
            if (velocity * velocity).sum() > speedLimit || abs(bodies.angular[body].velocity) > RestThresholds.angularSpeed {
                return true
            }
        }
        return false
    }
}
