/// The contacts a step solves: a speculative contact whose bodies do not close its gap within
/// the step gets no impulse, so it sits the step out, and joins the step late when the impulses
/// of the others set its bodies closing.
extension CollisionWorld {
    /// Chooses the contacts this step's passes solve (``activeManifolds``): every awake contact
    /// one of whose points pushed or rubbed in the last step, overlaps, or closes its gap within
    /// the step at its bodies' velocities now. The others wait (``waitingManifolds``): with no
    /// impulse and its bodies as they move, such a contact's rows ask for none. The impulses of
    /// the active contacts may still set two waiting bodies closing, which
    /// ``activateClosingContacts(linear:angular:mass:step:)`` checks after the passes.
    ///
    /// - Complexity: O(contact points), no allocation once the lists have grown to the scene.
    mutating func chooseActiveContacts(
        linear: UnsafeMutableBufferPointer<LinearState>, angular: UnsafeMutableBufferPointer<AngularState>, step h: Double
    ) {
        activeManifolds.removeAll(keepingCapacity: true)
        waitingManifolds.removeAll(keepingCapacity: true)
        for index in manifolds.indices where !manifolds[index].dormant {
            if isClosing(manifolds[index], linear: linear, angular: angular, step: h) {
                activeManifolds.append(Int32(index))
            } else {
                waitingManifolds.append(Int32(index))
            }
        }
    }

    /// Moves to ``activeManifolds`` the waiting contacts that the passes so far set closing
    /// within the step, and lists in ``lateManifolds`` the active contacts to solve again: those
    /// new ones and every active contact on one of their moving bodies, so that the push of a
    /// late contact is passed on to its bodies' other contacts as a pass would. True when some
    /// contact joined (the caller runs passes over ``lateManifolds``).
    ///
    /// - Complexity: O(waiting contact points + active contacts), no allocation once the lists
    ///   have grown to the scene.
    mutating func activateClosingContacts(
        linear: UnsafeMutableBufferPointer<LinearState>, angular: UnsafeMutableBufferPointer<AngularState>,
        mass: UnsafeMutableBufferPointer<MassProperties>, step h: Double
    ) -> Bool {
        let activeBefore = activeManifolds.count
        var kept = 0
        for index in waitingManifolds {
            if isClosing(manifolds[Int(index)], linear: linear, angular: angular, step: h) {
                activeManifolds.append(index)
            } else {
                waitingManifolds[kept] = index
                kept += 1
            }
        }
        waitingManifolds.removeLast(waitingManifolds.count - kept)
        guard activeManifolds.count > activeBefore else { return false }
        if lateBodies.count != linear.count { lateBodies = Array(repeating: false, count: linear.count) }
        for index in activeManifolds[activeBefore...] {
            let manifold = manifolds[Int(index)]
            for body in [Int(manifold.bodyA), Int(manifold.bodyB)] where mass[body].inverseMass > 0 { lateBodies[body] = true }
        }
        lateManifolds.removeAll(keepingCapacity: true)
        for index in activeManifolds {
            let manifold = manifolds[Int(index)]
            if lateBodies[Int(manifold.bodyA)] || lateBodies[Int(manifold.bodyB)] { lateManifolds.append(index) }
        }
        for index in lateManifolds {
            (lateBodies[Int(manifolds[Int(index)].bodyA)], lateBodies[Int(manifolds[Int(index)].bodyB)]) = (false, false)
        }
        return true
    }

    /// True when a point of `manifold` holds an impulse, overlaps, or closes its gap within the
    /// step at its bodies' velocities now.
    @inline(__always)
    private func isClosing(
        _ manifold: ContactManifold, linear: UnsafeMutableBufferPointer<LinearState>,
        angular: UnsafeMutableBufferPointer<AngularState>, step h: Double
    ) -> Bool {
        let a = Int(manifold.bodyA), b = Int(manifold.bodyB)
        let speed = dot(linear[b].velocity - linear[a].velocity, manifold.normal)
        let spins = SIMD2(angular[a].velocity, angular[b].velocity)
        for slot in Int(manifold.firstPoint)..<Int(manifold.firstPoint + manifold.pointCount) {
            let point = points[slot]
            let closing = speed + spins.y * point.normalArms.y - spins.x * point.normalArms.x
            if point.normalImpulse != 0 || point.tangentImpulse != 0 || point.separation + closing * h <= 0 { return true }
        }
        return false
    }
}
