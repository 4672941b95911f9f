/// The contacts a step solves: a speculative contact whose bodies do not close its gap within
/// the step gets no impulse, so it sits the step out, and joins the step late when the impulses
/// of the others set its bodies closing.
extension CollisionWorld {
    /// Chooses the contacts this step's passes solve (``activeManifolds``): every awake contact
    /// one of whose points pushed or rubbed in the last step, or whose gap at one of its points
    /// would not be open at the end of the step at its bodies' velocities now (an overlap
    /// included, unless its bodies part fast enough to open it within the step). The others wait
    /// (``waitingManifolds``): with no impulse and its bodies as they move, such a contact's rows,
    /// soft or rigid, ask for none. The impulses of the active contacts may still set two waiting
    /// bodies closing, which ``activateClosingContacts(linear:angular:mass:step:)`` checks after
    /// the passes.
    ///
    /// - Complexity: O(contact points), no allocation once the lists have grown to the scene.
    mutating func chooseActiveContacts(
        linear: UnsafeMutableBufferPointer<LinearState>, angular: UnsafeMutableBufferPointer<AngularState>,
        mass: UnsafeMutableBufferPointer<MassProperties>, step h: Double
    ) {
        activeManifolds.removeAll(keepingCapacity: true)
        waitingManifolds.removeAll(keepingCapacity: true)
        leastSpareGap = .infinity
        for index in manifolds.indices where !manifolds[index].dormant {
            let spareGap = spareGap(manifolds[index], linear: linear, angular: angular, mass: mass, step: h)
            if spareGap <= 0 {
                activeManifolds.append(Int32(index))
            } else {
                waitingManifolds.append(Int32(index))
                leastSpareGap = min(leastSpareGap, spareGap)
            }
        }
        guard !waitingManifolds.isEmpty else { return }
        chosenVelocities.removeAll(keepingCapacity: true)
        chosenVelocities.append(contentsOf: linear.lazy.map(\.velocity))
        chosenSpins.removeAll(keepingCapacity: true)
        chosenSpins.append(contentsOf: angular.lazy.map(\.velocity))
    }

    /// Moves to ``activeManifolds`` the waiting contacts that the passes so far set closing
    /// within the step, and lists in ``lateManifolds`` the active contacts to solve again: those
    /// new ones and every active contact on one of their moving bodies, so that the push of a
    /// late contact is passed on to its bodies' other contacts as a pass would. True when some
    /// contact joined (the caller runs passes over ``lateManifolds``). When no body's points
    /// changed speed since the choice by half the least spare gap per step, none can have
    /// joined, and the waiting contacts are not looked at.
    ///
    /// - Complexity: O(bodies), and when some body changed speed enough O(waiting contact
    ///   points + active contacts); no allocation once the lists have grown to the scene.
    mutating func activateClosingContacts(
        linear: UnsafeMutableBufferPointer<LinearState>, angular: UnsafeMutableBufferPointer<AngularState>,
        mass: UnsafeMutableBufferPointer<MassProperties>, step h: Double
    ) -> Bool {
        guard !waitingManifolds.isEmpty, 2 * fastestChange(linear: linear, angular: angular) * h >= leastSpareGap else {
            return false
        }
        let activeBefore = activeManifolds.count
        var kept = 0
        for index in waitingManifolds {
            if spareGap(manifolds[Int(index)], linear: linear, angular: angular, mass: mass, step: h) <= 0 {
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
            // Only moving bodies pass a push on; marked without building a list of the two.
            let (a, b) = (Int(manifolds[Int(index)].bodyA), Int(manifolds[Int(index)].bodyB))
            lateBodies[a] = lateBodies[a] || mass[a].inverseMass > 0
            lateBodies[b] = lateBodies[b] || mass[b].inverseMass > 0
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

    /// The least gap, over the points of `manifold`, left at the end of the step at its bodies'
    /// velocities now, in pt: at most zero when a point's gap would not be open then, and zero
    /// when a point holds an impulse.
    @inline(__always)
    private func spareGap(
        _ manifold: ContactManifold, linear: UnsafeMutableBufferPointer<LinearState>,
        angular: UnsafeMutableBufferPointer<AngularState>, mass: UnsafeMutableBufferPointer<MassProperties>, step h: Double
    ) -> Double {
        let bodies = ContactBodies(manifold, linear, angular, mass)
        var spareGap = Double.infinity
        for slot in Int(manifold.firstPoint)..<Int(manifold.firstPoint + manifold.pointCount) {
            let point = points[slot]
            guard point.normalImpulse == 0, point.tangentImpulse == 0 else { return 0 }
            let speed = bodies.speed(along: manifold.normal, armsA: point.normalArms.x, armsB: point.normalArms.y)
            spareGap = min(spareGap, point.separation + speed * h)
        }
        return spareGap
    }

    /// The most any body's contact points changed speed since the contacts were chosen, in
    /// pt/s: its change of velocity plus its change of spin times ``longestAnchor``. A waiting
    /// contact's bodies change its closing speed by at most twice that.
    ///
    /// - Complexity: O(bodies).
    private func fastestChange(
        linear: UnsafeMutableBufferPointer<LinearState>, angular: UnsafeMutableBufferPointer<AngularState>
    ) -> Double {
        var fastest = 0.0
        for body in linear.indices {
            let change = linear[body].velocity - chosenVelocities[body], turn = angular[body].velocity - chosenSpins[body]
            fastest = max(fastest, Self.fastestPoint(velocity: change, spin: turn, within: longestAnchor))
        }
        return fastest
    }
}
