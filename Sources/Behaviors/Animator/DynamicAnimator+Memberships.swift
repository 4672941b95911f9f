import Foundation

extension DynamicAnimator {
    /// Notes that the item of `reference` joined or left a collision behaviour: its island
    /// wakes, and when the world already has a body for it and is not to be rebuilt anyway, the
    /// next step or query only changes which collisions its shape takes part in, or takes its
    /// shape away (``applyPendingDepartures()``); an item the world has no body for is noted as
    /// arriving (``membershipChanged(of:in:)``).
    func collisionMembershipChanged(for reference: ItemReference, in behavior: CollisionBehavior) {
        guard !needsRebuild, let body = body(of: reference) else { return membershipChanged(of: reference, in: behavior) }
        world.wakeIslands(of: [body])
        pendingMemberships.append(reference)
        resume()
    }

    /// The collisions the shape of each item of ``pendingMemberships`` takes part in now, as a
    /// rebuild would give them, one change per item; `nil` when an item has no shape of its own
    /// to change (new to the world, a group or a group's member, or in no collision before),
    /// or a collision behaviour has no mode (which holds items without giving their shapes a
    /// bit): a rebuild is needed then.
    ///
    /// - Complexity: O(pending items × (collision behaviours + item shapes)).
    func membershipChanges() -> [MembershipChange]? {
        guard !collisionBehaviors.contains(where: { $0.collisionMode.isEmpty }) else { return nil }
        var changes: [MembershipChange] = []
        for reference in pendingMemberships {
            guard let record = loneRecord(of: reference), let shape = world.collision.loneShape(ofRecord: record) else {
                return nil
            }
            guard !changes.contains(where: { $0.record == record }) else { continue }
            var itemMask: UInt64 = 0
            var boundaryMask: UInt64 = 0
            for (bit, behavior) in collisionBehaviors.enumerated() where behavior.contains(reference.id) {
                if behavior.collisionMode.contains(.items) { itemMask |= 1 << UInt64(bit) }
                if behavior.collisionMode.contains(.boundaries) { boundaryMask |= 1 << UInt64(bit) }
            }
            let before = world.collision.colliders[shape]
            let holderChange =
                (itemMask | boundaryMask).nonzeroBitCount - (before.itemMask | before.boundaryMask).nonzeroBitCount
            changes.append(
                MembershipChange(
                    record: record, shape: shape, itemMask: itemMask, boundaryMask: boundaryMask,
                    holderChange: Int32(holderChange)))
        }
        return changes
    }

    /// The record of `reference`'s item when the world has it alone on a body of its own (not
    /// in a group); its reference then holds its number.
    ///
    /// - Complexity: O(1) (one hash of the identity when the reference has no number yet).
    func loneRecord(of reference: ItemReference) -> Int? {
        guard let key = reference.keySlot.key ?? itemTable.keys.key(of: reference.id),
            let record = itemTable.recordIndex(ofKey: key), itemTable.body(ofKey: key) == itemTable.records[record].body
        else { return nil }
        reference.keySlot.key = key
        return record
    }
}
