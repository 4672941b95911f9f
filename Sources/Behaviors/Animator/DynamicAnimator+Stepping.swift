import Foundation
import LayoutKitCore

extension DynamicAnimator {
    /// The fixed internal step, in seconds (1/240).
    package static var internalStep: TimeInterval { World.step }

    /// The most simulated time one call to ``advance(by:)`` steps, in seconds; a longer frame
    /// (the app was suspended) is cut to this so that the animator never spirals into catching up.
    package static let maximumFrameDuration: TimeInterval = 0.25

    /// Advances the simulation by one displayed frame of `frameDuration` seconds.
    ///
    /// Steps as many internal steps of ``internalStep`` as fit in the time received so far,
    /// calls the behaviours' actions after each, settles and pauses when everything has been at
    /// rest for a quarter of a second, then updates class items in place and tells the bound
    /// layout's host to ask again. Does nothing while paused.
    ///
    /// - Throws: ``DynamicsError/invalidFrameDuration(_:)``, or the error of a behaviour whose
    ///   parameter was changed to an unusable value; nothing moves then.
    /// - Complexity: O(items × steps) for springs alone, O((items + joint rows × 4) × steps)
    ///   with joints; no allocation unless a behaviour changed.
    public func advance(by frameDuration: TimeInterval) throws {
        guard frameDuration.isFinite, frameDuration >= 0 else {
            throw DynamicsError.invalidFrameDuration(frameDuration)
        }
        try rebuildIfNeeded()
        guard isRunning else { return }
        accumulator += min(frameDuration, Self.maximumFrameDuration)
        // A frame of exactly k steps must give k steps despite rounding: allow a millionth of a step.
        var remaining = Int((accumulator / World.step + 1e-6).rounded(.down))
        accumulator = max(0, accumulator - Double(remaining) * World.step)
        let stepped = remaining > 0
        let listening = collisionBehaviors.contains { $0.collisionDelegate != nil }
        if listening, !world.collision.listening { world.collision.startListening() }
        world.collision.listening = listening
        while remaining > 0, isRunning {
            let chunk = behaviorsWithActions.isEmpty ? remaining : 1
            let springsMoving = world.advanceFastSprings(steps: chunk)
            let jointsMoving = world.advanceJoints(steps: chunk)
            remaining -= chunk
            elapsedTime += Double(chunk) * World.step
            // Rest is judged at the end of each frame (or step, with actions), as UIKit does.
            restTime = springsMoving || jointsMoving ? 0 : restTime + Double(chunk) * World.step
            deliverContactEvents()
            for behavior in behaviorsWithActions { behavior.action?() }
            try rebuildIfNeeded()
            if restTime >= RestThresholds.duration - World.step / 2 {
                world.settle()
                pause()
            }
        }
        if stepped { publish() }
    }

    /// Whether the world must be rebuilt before the next step or query (O(items held)): true
    /// when a behaviour changed since it was last built. More changes made before then share
    /// that one rebuild. Items new to the world that arrived since are first taken in alone
    /// when they can be (``applyPendingArrivals()``), and need none; nor does an item the world
    /// has a shape for moving from one collision behaviour to another.
    package func rebuildIsPending() -> Bool {
        if !needsRebuild, !arrivals.isEmpty || !arrivingBehaviors.isEmpty, !applyPendingArrivals() { needsRebuild = true }
        return needsRebuild
    }

    /// Rebuilds the world from the behaviours if one changed since the last build.
    func rebuildIfNeeded() throws {
        if !rebuildIsPending(), hasPendingDepartures, !applyPendingDepartures() { needsRebuild = true }
        guard needsRebuild else { return }
        let tree = behaviors.flatMap(\.subtree)
        for (position, behavior) in tree.enumerated() {
            try behavior.validateParameters()
            behavior.treePosition = position
        }
        var builder = WorldBuilder(previous: world, items: itemTable)
        builder.referenceBounds = referenceBounds
        var bodies: [[Int32]] = []
        var newKeys: [(ItemKeySlot, Int32)] = []
        for behavior in tree {
            bodies.append(
                try behavior.itemReferences.map { reference in
                    if let key = reference.keySlot.key { return try builder.register(reference, key: key) }
                    let key = builder.key(for: reference)
                    newKeys.append((reference.keySlot, key))
                    return try builder.register(reference, key: key)
                })
        }
        for (behavior, held) in zip(tree, bodies) { behavior.applyProperties(to: &builder, bodies: held) }
        builder.finishMasses()
        for (behavior, held) in zip(tree, bodies) { builder.applyEffects(of: behavior, bodies: held) }
        try builder.buildColliders(previous: world.collision)
        let profile = world.profile
        world = builder.build()
        world.profile = profile
        world.profile.rebuilds += 1
        itemTable = builder.items
        itemTable.releaseUnusedKeys()
        referenceRecords = itemTable.records.indices.filter { itemTable.records[$0].isReference }
        needsRebuild = false
        pendingMemberships = []
        (arrivals, arrivingBehaviors, treeCount) = ([], [], tree.count)
        (departures, departingBehaviors) = ([], [])
        buildError = nil
        for (slot, key) in newKeys { slot.key = key }
        for behavior in tree { behavior.didApply() }
        behaviorsWithActions = tree.filter { $0.action != nil }
        collisionBehaviors = builder.collisionBehaviors
        let live = Set(collisionBehaviors.map(ObjectIdentifier.init))
        contactCounts = contactCounts.filter { live.contains($0.key.behavior) }
        if world.bodies.count == 1 { pause() }
    }

    /// Marks the world stale and resumes the animator: something changed.
    func setNeedsRebuild() {
        needsRebuild = true
        resume()
    }

    /// Marks the world stale, wakes the islands of the items of `references` (a behaviour
    /// acting on them changed) and resumes the animator.
    ///
    /// - Complexity: O(references) hashes of identities not yet numbered, O(bodies) when an
    ///   island wakes.
    func setNeedsRebuild(waking references: [ItemReference]) {
        wakeIslands(of: references)
        setNeedsRebuild()
    }

    /// Wakes the islands of the items of `references`.
    ///
    /// - Complexity: O(references) hashes of identities not yet numbered, O(bodies) when an
    ///   island wakes.
    func wakeIslands(of references: [ItemReference]) {
        world.wakeIslands(of: references.compactMap(body(of:)))
    }

    /// The body of `reference`'s item (or group) in the world, if it has one.
    func body(of reference: ItemReference) -> Int32? {
        reference.keySlot.key.flatMap(itemTable.body(ofKey:))
            ?? itemTable.recordIndex(of: reference.id).map { itemTable.records[$0].body }
    }

    /// Starts stepping again (telling the delegate) if paused.
    func resume() {
        restTime = 0
        guard !isRunning else { return }
        delegate?.dynamicAnimatorWillResume(self)
        isRunning = true
    }

    /// Stops stepping (telling the delegate) if running.
    func pause() {
        guard isRunning else { return }
        isRunning = false
        accumulator = 0
        delegate?.dynamicAnimatorDidPause(self)
    }

    /// Shows the new state: class items are updated in place, and the delegate is told.
    private func publish() {
        for index in referenceRecords { _ = current(itemTable.records[index]) }
        delegate?.dynamicAnimatorDidStep(self)
    }
}
