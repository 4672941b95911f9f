/// The contact solver: sequential impulses on soft contacts with friction, warm-started from
/// the previous step, with a restitution pass before and a relaxation after (Box2D v3's soft
/// step, with restitution done as a cascade of collisions so that momentum crosses a row of
/// touching balls).
extension CollisionWorld {
    /// Bounces the contacts that strike in this step: every point approaching faster than
    /// ``ContactSettings/restitutionThreshold`` and closing its gap within the step leaves at
    /// its elasticity times its approach speed. Contacts are taken in turn as separate
    /// collisions, pass after pass while one still strikes, so that a ball striking a row of
    /// touching balls hands its momentum along the row (Newton's cradle).
    ///
    /// - Complexity: O(contacts × passes), at most ``ContactSettings/restitutionPasses``;
    ///   one pass when nothing strikes.
    mutating func restitute(
        linear: UnsafeMutableBufferPointer<LinearState>, angular: UnsafeMutableBufferPointer<AngularState>,
        mass: UnsafeMutableBufferPointer<MassProperties>, step h: Double
    ) {
        for _ in 0..<ContactSettings.restitutionPasses {
            var struck = false
            for index in manifolds.indices where manifolds[index].elasticity > 0 {
                if strike(index, linear: linear, angular: angular, mass: mass, step: h) { struck = true }
            }
            if !struck { return }
        }
    }

    /// One collision of the contact `index`; returns whether it struck.
    private mutating func strike(
        _ index: Int, linear: UnsafeMutableBufferPointer<LinearState>, angular: UnsafeMutableBufferPointer<AngularState>,
        mass: UnsafeMutableBufferPointer<MassProperties>, step h: Double
    ) -> Bool {
        let manifold = manifolds[index]
        let first = Int(manifold.firstPoint), count = Int(manifold.pointCount)
        var targets = SIMD2<Double>(-.infinity, -.infinity)
        var impulses = SIMD2<Double>.zero
        for slot in 0..<count {
            let point = points[first + slot]
            let speed = Self.normalSpeed(manifold, point, linear, angular)
            if speed < -ContactSettings.restitutionThreshold, point.separation + speed * h < 0 {
                targets[slot] = -manifold.elasticity * speed
            }
        }
        guard targets.max() > -.infinity else { return false }
        // Two points struck together share the impulse: a few local passes converge on it.
        for _ in 0..<(count == 1 ? 1 : 4) {
            for slot in 0..<count where targets[slot] > -.infinity {
                let point = points[first + slot]
                let speed = Self.normalSpeed(manifold, point, linear, angular)
                let total = max(impulses[slot] + point.normalMass * (targets[slot] - speed), 0)
                Self.apply(manifold.normal * (total - impulses[slot]), manifold, point, linear, angular, mass)
                impulses[slot] = total
            }
        }
        manifolds[index].touching = true
        return true
    }

    /// Applies the impulses kept from the previous step.
    ///
    /// - Complexity: O(contact points).
    func warmStart(
        linear: UnsafeMutableBufferPointer<LinearState>, angular: UnsafeMutableBufferPointer<AngularState>,
        mass: UnsafeMutableBufferPointer<MassProperties>
    ) {
        for manifold in manifolds {
            let tangent = SIMD2(-manifold.normal.y, manifold.normal.x)
            for slot in Int(manifold.firstPoint)..<Int(manifold.firstPoint + manifold.pointCount) {
                let point = points[slot]
                Self.apply(manifold.normal * point.normalImpulse + tangent * point.tangentImpulse, manifold, point, linear, angular, mass)
            }
        }
    }

    /// One Gauss-Seidel pass over the contacts: non-penetration (soft when `useBias`, which
    /// pushes overlaps out; rigid in the relaxation pass after the positions moved), then
    /// friction bounded by the friction coefficient times the normal impulse.
    ///
    /// - Complexity: O(contact points), no allocation.
    mutating func solveContacts(
        linear: UnsafeMutableBufferPointer<LinearState>, angular: UnsafeMutableBufferPointer<AngularState>,
        mass: UnsafeMutableBufferPointer<MassProperties>, step h: Double, useBias: Bool
    ) {
        let soft = softness
        manifolds.withUnsafeBufferPointer { manifolds in
            points.withUnsafeMutableBufferPointer { points in
                for manifold in manifolds {
                    let range = Int(manifold.firstPoint)..<Int(manifold.firstPoint + manifold.pointCount)
                    for slot in range {
                        let point = points[slot]
                        let speed = Self.normalSpeed(manifold, point, linear, angular)
                        var bias = 0.0, massScale = 1.0, impulseScale = 0.0
                        if point.separation > 0 {
                            bias = point.separation / h
                        } else if useBias {
                            bias = max(soft.biasRate * point.separation, -ContactSettings.maximumPushSpeed)
                            (massScale, impulseScale) = (soft.massScale, soft.impulseScale)
                        }
                        let wanted = -point.normalMass * massScale * (speed + bias) - impulseScale * point.normalImpulse
                        let total = max(point.normalImpulse + wanted, 0)
                        Self.apply(manifold.normal * (total - point.normalImpulse), manifold, point, linear, angular, mass)
                        points[slot].normalImpulse = total
                    }
                    let tangent = SIMD2(-manifold.normal.y, manifold.normal.x)
                    for slot in range {
                        let point = points[slot]
                        let speed = dot(Self.relativeVelocity(manifold, point, linear, angular), tangent)
                        let limit = manifold.friction * point.normalImpulse
                        let total = min(max(point.tangentImpulse - point.tangentMass * speed, -limit), limit)
                        Self.apply(tangent * (total - point.tangentImpulse), manifold, point, linear, angular, mass)
                        points[slot].tangentImpulse = total
                    }
                }
            }
        }
    }

    /// Decides which contacts touch after the step and queues the begin and end events.
    ///
    /// A contact touches when its gap is under ``ContactSettings/touchDistance`` or it pushed;
    /// once touching it stays so until the gap exceeds ``ContactSettings/releaseDistance`` with
    /// no push, so a resting or sliding item is not told again and again.
    mutating func finishContacts() {
        for index in manifolds.indices {
            let manifold = manifolds[index]
            var gap = Double.infinity
            var pushed = manifold.touching
            for slot in Int(manifold.firstPoint)..<Int(manifold.firstPoint + manifold.pointCount) {
                gap = min(gap, points[slot].separation)
                pushed = pushed || points[slot].normalImpulse > 0
            }
            let limit = manifold.wasTouching ? ContactSettings.releaseDistance : ContactSettings.touchDistance
            let touching = pushed || gap <= limit
            manifolds[index].touching = touching
            guard touching != manifold.wasTouching else { continue }
            // On A's surface (the boundary's): the contact point lies halfway across the gap.
            let first = points[Int(manifold.firstPoint)]
            events.append(ContactEvent(
                began: touching, colliderA: manifold.colliderA, colliderB: manifold.colliderB,
                point: detectedPositions[Int(manifold.bodyB)] + first.anchorB - manifold.normal * (first.separation / 2)))
        }
    }

    @inline(__always)
    private static func relativeVelocity(
        _ manifold: ContactManifold, _ point: ContactPoint, _ linear: UnsafeMutableBufferPointer<LinearState>,
        _ angular: UnsafeMutableBufferPointer<AngularState>
    ) -> SIMD2<Double> {
        let a = Int(manifold.bodyA), b = Int(manifold.bodyB)
        return linear[b].velocity + cross(angular[b].velocity, point.anchorB)
            - linear[a].velocity - cross(angular[a].velocity, point.anchorA)
    }

    @inline(__always)
    private static func normalSpeed(
        _ manifold: ContactManifold, _ point: ContactPoint, _ linear: UnsafeMutableBufferPointer<LinearState>,
        _ angular: UnsafeMutableBufferPointer<AngularState>
    ) -> Double {
        dot(Self.relativeVelocity(manifold, point, linear, angular), manifold.normal)
    }

    /// Applies `impulse` to B at the point and its opposite to A.
    @inline(__always)
    private static func apply(
        _ impulse: SIMD2<Double>, _ manifold: ContactManifold, _ point: ContactPoint,
        _ linear: UnsafeMutableBufferPointer<LinearState>, _ angular: UnsafeMutableBufferPointer<AngularState>,
        _ mass: UnsafeMutableBufferPointer<MassProperties>
    ) {
        let a = Int(manifold.bodyA), b = Int(manifold.bodyB)
        let massA = mass[a], massB = mass[b]
        linear[a].velocity -= impulse * massA.inverseMass
        angular[a].velocity -= cross(point.anchorA, impulse) * massA.inverseInertia
        linear[b].velocity += impulse * massB.inverseMass
        angular[b].velocity += cross(point.anchorB, impulse) * massB.inverseInertia
    }
}
