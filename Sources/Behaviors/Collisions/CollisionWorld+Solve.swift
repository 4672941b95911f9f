/// The contact solver: sequential impulses on soft contacts with friction, warm-started from
/// the previous step, with a restitution pass before (CollisionWorld+Restitution.swift) and a
/// relaxation after (Box2D v3's soft step).
extension CollisionWorld {
    /// Applies the impulses the active contacts kept from the previous step.
    ///
    /// - Complexity: O(active contact points).
    func warmStart(
        linear: UnsafeMutableBufferPointer<LinearState>, angular: UnsafeMutableBufferPointer<AngularState>,
        mass: UnsafeMutableBufferPointer<MassProperties>
    ) {
        for index in activeManifolds {
            let manifold = manifolds[Int(index)]
            var bodies = ContactBodies(manifold, linear, angular, mass)
            let tangent = SIMD2(-manifold.normal.y, manifold.normal.x)
            for slot in Int(manifold.firstPoint)..<Int(manifold.firstPoint + manifold.pointCount) {
                let point = points[slot]
                let normalArms = point.normalArms, tangentArms = point.tangentArms
                bodies.apply(point.normalImpulse, along: manifold.normal, armsA: normalArms.x, armsB: normalArms.y)
                bodies.apply(point.tangentImpulse, along: tangent, armsA: tangentArms.x, armsB: tangentArms.y)
            }
            bodies.store(manifold, linear, angular)
        }
    }

    /// One Gauss-Seidel pass over the contacts `listed` (indices into ``manifolds``: the active
    /// ones, ``chooseActiveContacts(linear:angular:mass:step:)``, or those to solve again after some
    /// joined late). With `useBias`: soft non-penetration rows that push overlaps out, then
    /// friction bounded by the friction coefficient times the normal impulse. Without (the
    /// relaxation after the positions moved): rigid non-penetration rows only, to take back the
    /// push-out speed; friction was settled in the biased passes, and leaving it out of the
    /// relaxation halves its cost. The two points of a manifold are solved together
    /// (``NormalBlock``).
    ///
    /// - Complexity: O(listed contact points), no allocation.
    mutating func solveContacts(
        _ listed: [Int32], linear: UnsafeMutableBufferPointer<LinearState>, angular: UnsafeMutableBufferPointer<AngularState>,
        mass: UnsafeMutableBufferPointer<MassProperties>, step h: Double, useBias: Bool
    ) {
        let (betweenMoving, againstImmovable) = (softness, immovableSoftness)
        manifolds.withUnsafeBufferPointer { manifolds in
            points.withUnsafeMutableBufferPointer { points in
                for index in listed {
                    let manifold = manifolds[Int(index)]
                    var bodies = ContactBodies(manifold, linear, angular, mass)
                    let resting = bodies.includesImmovable ? againstImmovable : betweenMoving
                    let range = Int(manifold.firstPoint)..<Int(manifold.firstPoint + manifold.pointCount)
                    if range.count < 2 || !Self.solvePair(manifold, points, &bodies, resting, step: h, useBias: useBias) {
                        for slot in range {
                            let point = points[slot]
                            let (bias, compliance) = Self.row(point, resting, step: h, useBias: useBias)
                            let arms = point.normalArms
                            let speed = bodies.speed(along: manifold.normal, armsA: arms.x, armsB: arms.y)
                            let change = (point.normalMass * (speed + bias) + compliance * point.normalImpulse) / (1 + compliance)
                            let total = max(point.normalImpulse - change, 0)
                            bodies.apply(total - point.normalImpulse, along: manifold.normal, armsA: arms.x, armsB: arms.y)
                            points[slot].normalImpulse = total
                        }
                    }
                    let tangent = SIMD2(-manifold.normal.y, manifold.normal.x)
                    for slot in range where useBias {
                        let point = points[slot]
                        let arms = point.tangentArms
                        let speed = bodies.speed(along: tangent, armsA: arms.x, armsB: arms.y)
                        let limit = manifold.friction * point.normalImpulse
                        let total = min(max(point.tangentImpulse - point.tangentMass * speed, -limit), limit)
                        bodies.apply(total - point.tangentImpulse, along: tangent, armsA: arms.x, armsB: arms.y)
                        points[slot].tangentImpulse = total
                    }
                    bodies.store(manifold, linear, angular)
                }
            }
        }
    }

    /// The normal row of one point in this pass: the speed it must not exceed towards the other
    /// shape (negative to push out) and its compliance. `resting` is the contact's softness at
    /// rest; pressed deeper it stiffens, but never grows more compliant than at rest (a contact
    /// with an immovable body is stiffer at rest than the stiffening's start).
    ///
    /// A gap closes at most within the step (a speculative contact). Every row of the biased
    /// pass is soft, a touching one as well as one still apart, so that the two points of a
    /// flat contact get the same kind of row however their gaps round.
    @inline(__always)
    private static func row(
        _ point: ContactPoint, _ resting: ContactSoftness, step h: Double, useBias: Bool
    ) -> (bias: Double, compliance: Double) {
        let separation = point.separation
        guard useBias else { return (max(separation, 0) / h, 0) }
        if separation >= -ContactSettings.stiffeningDepth {
            let bias = separation > 0 ? separation / h : resting.biasRate * separation
            return (bias, resting.compliance)
        }
        let pressed = ContactSoftness.pressed(by: -separation, step: h)
        return (
            max(pressed.biasRate * separation, -ContactSettings.maximumPushSpeed), min(pressed.compliance, resting.compliance)
        )
    }

    /// Solves the normal rows of a two-point manifold together; false when the two rows are
    /// nearly the same, for the caller to solve them one by one.
    @inline(__always)
    private static func solvePair(
        _ manifold: ContactManifold, _ points: UnsafeMutableBufferPointer<ContactPoint>, _ bodies: inout ContactBodies,
        _ resting: ContactSoftness, step h: Double, useBias: Bool
    ) -> Bool {
        let first = Int(manifold.firstPoint)
        let one = points[first], two = points[first + 1]
        let block = manifold.block
        let rowOne = row(one, resting, step: h, useBias: useBias), rowTwo = row(two, resting, step: h, useBias: useBias)
        let old = SIMD2(one.normalImpulse, two.normalImpulse)
        let (armsA, armsB) = ContactPoint.normalArmLanes(one, two)
        let speeds = bodies.speed(along: manifold.normal, armsA: armsA, armsB: armsB)
        let applied = SIMD2(block.k11 * old.x + block.k12 * old.y, block.k12 * old.x + block.k22 * old.y)
        let compliance = SIMD2(block.k11 * rowOne.compliance, block.k22 * rowTwo.compliance)
        guard let total = block.solve(speeds + (SIMD2(rowOne.bias, rowTwo.bias) - applied), compliance: compliance) else {
            return false
        }
        bodies.apply(total - old, along: manifold.normal, armsA: armsA, armsB: armsB)
        points[first].normalImpulse = total.x
        points[first + 1].normalImpulse = total.y
        return true
    }

    /// Decides which contacts touch after the step and queues the begin and end events.
    ///
    /// A contact touches when its gap is under ``ContactSettings/touchDistance`` or it pushed;
    /// once touching it stays so until the gap exceeds ``ContactSettings/releaseDistance`` with
    /// no push, so a resting or sliding item is not told again and again. A beginning contact is
    /// placed where body B was at the start of the step (its position less the step's move),
    /// when the gaps were measured, not where it was when the contacts were found.
    mutating func finishContacts(linear: UnsafeMutableBufferPointer<LinearState>, step h: Double) {
        for index in manifolds.indices where !manifolds[index].dormant {
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
            // On A's surface (the boundary's), across the gap from B's point. The point was found
            // halfway across the gap of the last exact test, so B's point lies half that gap from
            // it along the normal.
            let first = points[Int(manifold.firstPoint)]
            let body = linear[Int(manifold.bodyB)]
            let onB =
                body.position - h * body.velocity + first.anchorB(normal: manifold.normal)
                + manifold.normal * (first.testedSeparation / 2)
            events.append(
                ContactEvent(
                    began: touching, colliderA: manifold.colliderA, colliderB: manifold.colliderB,
                    point: onB - manifold.normal * first.separation))
        }
    }
}
