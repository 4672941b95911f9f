import Foundation

extension DynamicAnimator {
    /// Notes that `subtree` (a behaviour removed and its children) left the animator: the
    /// islands of its items wake, and unless the world is to be rebuilt anyway the next step or
    /// query tries to take its joints, and the items no behaviour holds any more, out of the
    /// world without rebuilding it (``applyPendingDepartures()``).
    func behaviorsDeparted(_ subtree: [DynamicBehavior]) {
        let references = subtree.flatMap(\.itemReferences)
        let arrived = subtree.contains { member in arrivingBehaviors.contains { $0 === member } }
        guard !needsRebuild, !arrived else { return setNeedsRebuild(waking: references) }
        wakeIslands(of: references)
        departingBehaviors += subtree
        resume()
    }

    /// Whether a change waits that ``applyPendingDepartures()`` may make without a rebuild.
    var hasPendingDepartures: Bool { !pendingMemberships.isEmpty || !departures.isEmpty || !departingBehaviors.isEmpty }

    /// Makes the changes of ``pendingMemberships``, ``departures`` and ``departingBehaviors`` as
    /// a rebuild would, without rebuilding the world: the shapes of items that joined or left
    /// collisions take part in the collisions that hold them now, the joints of the behaviours
    /// removed go, an item left in no collision loses its shape, and an item no behaviour holds
    /// any more leaves the world with its body, shape and contacts; what stays keeps its state
    /// and its contacts. True when done; false, changing nothing, when a rebuild is needed:
    ///
    /// | what changed | why a rebuild |
    /// | --- | --- |
    /// | an item the world keeps left a behaviour other than a collision or an attachment or snap | its forces change |
    /// | a collision behaviour was removed | every shape's collisions are numbered again |
    /// | an item that changed collisions has no shape of its own (a group, or in none before) | shapes are added |
    /// | an item of a group or a field left | they are stepped together |
    /// | a fast spring's item stays in the world, but left a behaviour | it leaves its run, or the run changes |
    ///
    /// - Complexity: O(changed items × collision behaviours + the behaviours removed), plus, when
    ///   joints, shapes or bodies go, renumbering what stays (O(bodies + joints + shapes'
    ///   vertices + contacts), no hashing).
    func applyPendingDepartures() -> Bool {
        defer { (pendingMemberships, departures, departingBehaviors) = ([], [], []) }
        guard let memberships = membershipChanges(), var plan = departurePlan() else { return false }
        for change in memberships { plan.holderChanges[change.record, default: 0] += change.holderChange }
        var removingBodies = [Bool](repeating: false, count: world.bodies.count)
        var removingRecords = [Bool](repeating: false, count: itemTable.records.count)
        for (record, change) in plan.holderChanges {
            let body = Int(itemTable.records[record].body)
            if itemTable.records[record].holders + change > 0 {
                guard !plan.effectsLost.contains(record) else { return false }
            } else {
                (removingBodies[body], removingRecords[record]) = (true, true)
            }
        }
        // A fast spring's body may leave the world, but not stay with forces or joints changed.
        let staying = plan.holderChanges.keys.filter { !removingRecords[$0] }
        guard areJointBodies(staying), !inFields(removingBodies) else { return false }
        for (record, change) in plan.holderChanges { itemTable.records[record].holders += change }
        var removingShapes = [Bool](repeating: false, count: world.collision.colliders.count)
        for change in memberships {
            world.collision.colliders[change.shape].itemMask = change.itemMask
            world.collision.colliders[change.shape].boundaryMask = change.boundaryMask
            removingShapes[change.shape] = change.itemMask | change.boundaryMask == 0
        }
        let departed = Set(departingBehaviors.map(ObjectIdentifier.init))
        let removingJoints = world.jointOwners.map { $0.map(departed.contains) ?? false }
        if removingJoints.contains(true) || removingShapes.contains(true) || removingBodies.contains(true) {
            let records = compactNumbers(count: removingRecords.count) { removingRecords[$0] }
            let bodies = world.remove(
                bodies: removingBodies, joints: removingJoints, shapes: removingShapes, records: records)
            itemTable.remove(records: removingRecords, bodies: bodies)
            referenceRecords = itemTable.records.indices.filter { itemTable.records[$0].isReference }
        }
        behaviorsWithActions.removeAll { departed.contains(ObjectIdentifier($0)) }
        world.collision.stepsSinceDetection = ContactSettings.detectionInterval
        if world.bodies.count == 1 { pause() }  // nothing left to move, as after a rebuild
        return true
    }

    /// What ``departures`` and ``departingBehaviors`` do to the items the world has; `nil` when
    /// a rebuild is needed (a collision behaviour removed, an item of a group, or one that left
    /// a behaviour and is back in it).
    private func departurePlan() -> DeparturePlan? {
        var plan = DeparturePlan()
        for behavior in departingBehaviors {
            guard !collisionBehaviors.contains(where: { $0 === behavior }) else { return nil }
            for reference in behavior.itemReferences {
                guard let record = loneRecord(of: reference) else {
                    if body(of: reference) == nil { continue }  // never in the world
                    return nil
                }
                plan.holderChanges[record, default: 0] -= 1
                if !behavior.actsThroughJointsOnly { plan.effectsLost.insert(record) }
            }
        }
        for (behavior, reference) in departures where behavior.dynamicAnimator === self {
            guard !behavior.contains(reference.id), let record = loneRecord(of: reference) else { return nil }
            plan.holderChanges[record, default: 0] -= 1
            plan.effectsLost.insert(record)
        }
        return plan
    }

    /// True when the body of every record of `records` is stepped with the joints, not in a
    /// fast spring run.
    ///
    /// - Complexity: O(bodies + records); nothing when `records` is empty.
    private func areJointBodies(_ records: [Int]) -> Bool {
        guard !records.isEmpty else { return true }
        var isJointBody = [Bool](repeating: false, count: world.bodies.count)
        for body in world.jointBodies { isJointBody[Int(body)] = true }
        return records.allSatisfy { isJointBody[Int(itemTable.records[$0].body)] }
    }

    /// True when a field acts on one of the bodies `removing` marks.
    private func inFields(_ removing: [Bool]) -> Bool {
        world.fields.contains { field in field.members.contains { removing[Int($0.body)] } }
    }
}
