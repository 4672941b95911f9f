/// Restitution, before the contacts are solved: fast impacts bounce as separate collisions.
extension CollisionWorld {
    /// Bounces the contacts that strike in this step: every point approaching faster than
    /// ``ContactSettings/restitutionThreshold`` and closing its gap within the step leaves at
    /// its elasticity times its approach speed. Contacts are taken in turn as separate
    /// collisions, pass after pass while one still strikes, so that a ball striking a row of
    /// touching balls hands its momentum along the row (Newton's cradle).
    ///
    /// A contact's strike depends on its two bodies' velocities alone, and only a strike changes
    /// them here: after the first pass, a contact is looked at again only when one of its bodies
    /// was struck in the pass before or in this one.
    ///
    /// - Complexity: O(contacts × passes), at most ``ContactSettings/restitutionPasses``;
    ///   one pass when nothing strikes, and none (O(bodies)) when no body moves fast enough to
    ///   strike.
    mutating func restitute(
        linear: UnsafeMutableBufferPointer<LinearState>, angular: UnsafeMutableBufferPointer<AngularState>,
        mass: UnsafeMutableBufferPointer<MassProperties>, step h: Double
    ) {
        guard boundPointSpeeds(linear: linear, angular: angular) else { return }
        if lastStruckPass.count != linear.count { lastStruckPass = Array(repeating: -1, count: linear.count) }
        for body in lastStruckPass.indices { lastStruckPass[body] = -1 }
        for pass in 0..<ContactSettings.restitutionPasses {
            var struck = false
            for index in manifolds.indices where manifolds[index].elasticity > 0 && !manifolds[index].dormant {
                let (a, b) = (Int(manifolds[index].bodyA), Int(manifolds[index].bodyB))
                guard pass == 0 || max(lastStruckPass[a], lastStruckPass[b]) >= pass - 1,
                    pointSpeeds[a] + pointSpeeds[b] >= Self.strikeBound,
                    strike(index, linear: linear, angular: angular, mass: mass, step: h)
                else { continue }
                (lastStruckPass[a], lastStruckPass[b], struck) = (pass, pass, true)
            }
            if !struck { return }
        }
    }

    /// The least sum of two bodies' ``pointSpeeds`` at which their contact may strike, in pt/s:
    /// the threshold with a hundredth to spare for the rounding of the speeds.
    private static let strikeBound = ContactSettings.restitutionThreshold / 1.01

    /// Sets every body's ``pointSpeeds``; false when no contact can strike (no two bodies
    /// together reach ``strikeBound``), so that a pile at rest skips the pass.
    ///
    /// - Complexity: O(bodies).
    private mutating func boundPointSpeeds(
        linear: UnsafeMutableBufferPointer<LinearState>, angular: UnsafeMutableBufferPointer<AngularState>
    ) -> Bool {
        if pointSpeeds.count != linear.count { pointSpeeds = Array(repeating: 0, count: linear.count) }
        var fastest = 0.0
        for body in linear.indices {
            pointSpeeds[body] = pointSpeed(of: body, linear, angular)
            fastest = max(fastest, pointSpeeds[body])
        }
        return 2 * fastest >= Self.strikeBound
    }

    /// The fastest a contact point of `body` can move, in pt/s: its speed plus its spin times
    /// ``longestAnchor``. A point's approach is at most the sum of its two bodies'.
    @inline(__always)
    private func pointSpeed(
        of body: Int, _ linear: UnsafeMutableBufferPointer<LinearState>, _ angular: UnsafeMutableBufferPointer<AngularState>
    ) -> Double {
        Self.fastestPoint(velocity: linear[body].velocity, spin: angular[body].velocity, within: longestAnchor)
    }

    /// The fastest any point within `reach` pt of a body's center moves, in pt/s, when the body
    /// moves at `velocity` (pt/s) and turns at `spin` (rad/s): its speed plus the spin times the
    /// reach.
    @inline(__always)
    static func fastestPoint(velocity: SIMD2<Double>, spin: Double, within reach: Double) -> Double {
        dot(velocity, velocity).squareRoot() + abs(spin) * reach
    }

    /// One collision of the contact `index`; returns whether it struck.
    @inline(__always)
    private mutating func strike(
        _ index: Int, linear: UnsafeMutableBufferPointer<LinearState>, angular: UnsafeMutableBufferPointer<AngularState>,
        mass: UnsafeMutableBufferPointer<MassProperties>, step h: Double
    ) -> Bool {
        let manifold = manifolds[index]
        let first = Int(manifold.firstPoint), count = Int(manifold.pointCount)
        var bodies = ContactBodies(manifold, linear, angular, mass)
        var speeds = SIMD2<Double>.zero, targets = SIMD2<Double>(-.infinity, -.infinity)
        for slot in 0..<count {
            let point = points[first + slot]
            let arms = point.normalArms
            speeds[slot] = bodies.speed(along: manifold.normal, armsA: arms.x, armsB: arms.y)
            if speeds[slot] < -ContactSettings.restitutionThreshold, point.separation + speeds[slot] * h < 0 {
                targets[slot] = -manifold.elasticity * speeds[slot]
            }
        }
        guard targets.max() > -.infinity else { return false }
        manifolds[index].touching = true
        if count == 2, targets.min() > -.infinity,
            // Both points struck: one collision of the two, so that a flat landing stays flat.
            let impulses = manifold.block.solve(speeds - targets)
        {
            let arms = ContactPoint.normalArmLanes(points[first], points[first + 1])
            bodies.apply(impulses, along: manifold.normal, armsA: arms.onA, armsB: arms.onB)
        } else {
            for slot in 0..<count where targets[slot] > -.infinity {
                let point = points[first + slot]
                let arms = point.normalArms
                let speed = bodies.speed(along: manifold.normal, armsA: arms.x, armsB: arms.y)
                bodies.apply(
                    max(point.normalMass * (targets[slot] - speed), 0), along: manifold.normal, armsA: arms.x, armsB: arms.y)
            }
        }
        bodies.store(manifold, linear, angular)
        let (a, b) = (Int(manifold.bodyA), Int(manifold.bodyB))
        (pointSpeeds[a], pointSpeeds[b]) = (pointSpeed(of: a, linear, angular), pointSpeed(of: b, linear, angular))
        return true
    }
}
