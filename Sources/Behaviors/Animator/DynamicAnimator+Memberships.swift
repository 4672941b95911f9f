import Foundation

extension DynamicAnimator {
    /// Notes that the item of `reference` joined or left a collision behaviour: its island
    /// wakes, and when the world already has a body for it and is not to be rebuilt anyway, the
    /// next step or query only changes which collisions its shape takes part in
    /// (``applyPendingMemberships()``).
    func collisionMembershipChanged(for reference: ItemReference, in behavior: CollisionBehavior) {
        guard !needsRebuild, let body = body(of: reference) else { return membershipChanged(of: reference, in: behavior) }
        world.wakeIslands(of: [body])
        pendingMemberships.append(reference)
        resume()
    }

    /// Gives the shape of each item of ``pendingMemberships`` the collisions its behaviours now
    /// hold it in, as a rebuild would, without rebuilding the world: true when done. False,
    /// changing nothing, when an item has no shape of its own to change (new to the world, a
    /// group or a group's member, or in no collision before) or would be left in none: a
    /// rebuild adds or takes away shapes.
    ///
    /// Contacts are found again at the next step, so those of pairs that no longer collide
    /// end there, as after a rebuild.
    ///
    /// - Complexity: O(pending items × (collision behaviours + item shapes)).
    func applyPendingMemberships() -> Bool {
        var changes: [(shape: Int, itemMask: UInt64, boundaryMask: UInt64)] = []
        for reference in pendingMemberships {
            guard let key = reference.keySlot.key ?? itemTable.keys.key(of: reference.id),
                let record = itemTable.recordIndex(ofKey: key),
                itemTable.body(ofKey: key) == itemTable.records[record].body,
                let shape = world.collision.loneShape(ofRecord: record)
            else { return false }
            var itemMask: UInt64 = 0
            var boundaryMask: UInt64 = 0
            for (bit, behavior) in collisionBehaviors.enumerated() where behavior.contains(reference.id) {
                if behavior.collisionMode.contains(.items) { itemMask |= 1 << UInt64(bit) }
                if behavior.collisionMode.contains(.boundaries) { boundaryMask |= 1 << UInt64(bit) }
            }
            guard itemMask | boundaryMask != 0 else { return false }
            reference.keySlot.key = key
            changes.append((shape, itemMask, boundaryMask))
        }
        for change in changes {
            world.collision.colliders[change.shape].itemMask = change.itemMask
            world.collision.colliders[change.shape].boundaryMask = change.boundaryMask
        }
        world.collision.stepsSinceDetection = ContactSettings.detectionInterval
        pendingMemberships = []
        return true
    }
}
