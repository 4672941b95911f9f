/// The contacts a step solves: a speculative contact whose bodies cannot close its gap within
/// the step would get no impulse, so it sits the step out.
extension CollisionWorld {
    /// Chooses the contacts this step's passes solve (``activeManifolds``): every awake contact
    /// one of whose points pushed or rubbed in the last step, or lies within what two bodies can
    /// close in this step. No body moves faster within the step than the fastest point of any
    /// body once the restitution has run (which must come first: it settles the strikes), plus
    /// the fastest push out of an overlap (``ContactSettings/maximumPushSpeed``); a push or a
    /// joint hands on at most the speed it has. So the two bodies of a contact close its gap by
    /// at most twice the first plus the second, times the step.
    ///
    /// - Complexity: O(bodies + contact points), no allocation once the list has grown to the
    ///   scene.
    mutating func chooseActiveContacts(step h: Double) {
        let reach = (2 * (pointSpeeds.max() ?? 0) + ContactSettings.maximumPushSpeed) * h
        activeManifolds.removeAll(keepingCapacity: true)
        for index in manifolds.indices where !manifolds[index].dormant {
            let manifold = manifolds[index]
            var active = false
            for slot in Int(manifold.firstPoint)..<Int(manifold.firstPoint + manifold.pointCount) {
                let point = points[slot]
                active = active || point.normalImpulse != 0 || point.tangentImpulse != 0 || point.separation <= reach
            }
            if active { activeManifolds.append(Int32(index)) }
        }
    }
}
