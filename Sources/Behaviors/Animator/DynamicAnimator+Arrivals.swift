import Foundation

extension DynamicAnimator {
    /// Notes that `reference`'s item joined or left `behavior`. Unless the world is to be
    /// rebuilt anyway, the next step or query takes an item it has no body for in alone
    /// (``applyPendingArrivals()``), and tries to take out one that left without a rebuild
    /// (``applyPendingDepartures()``); an item the world has that joined needs a rebuild.
    func membershipChanged(of reference: ItemReference, in behavior: DynamicItemsBehavior) {
        guard !needsRebuild else { return setNeedsRebuild(waking: [reference]) }
        if let body = body(of: reference) {
            guard !behavior.contains(reference.id) else { return setNeedsRebuild(waking: [reference]) }
            world.wakeIslands(of: [body])
            departures.append((behavior, reference))
        } else {
            arrivals.append((behavior, reference))
        }
        resume()
    }

    /// Notes that `subtree` (a behaviour added and its children) joined the animator: the
    /// islands of its items wake, and unless the world is to be rebuilt anyway the next step or
    /// query tries to take its items in alone (``applyPendingArrivals()``).
    func behaviorsArrived(_ subtree: [DynamicBehavior]) {
        let references = subtree.flatMap(\.itemReferences)
        guard !needsRebuild else { return setNeedsRebuild(waking: references) }
        wakeIslands(of: references)
        arrivingBehaviors += subtree
        resume()
    }

    /// Takes into the world the new items of ``arrivals`` and of ``arrivingBehaviors``, as a
    /// rebuild would but without rebuilding it: the other bodies, joints, shapes and contacts
    /// stay as they are, and the new bodies, joints and shapes come after theirs. True when
    /// done; false, changing nothing, when a rebuild is needed:
    ///
    /// | what arrived | why a rebuild |
    /// | --- | --- |
    /// | an item the world has, in a behaviour added or one it joined | its forces or joints change |
    /// | a group | its members' shapes and offsets |
    /// | an item joining a push, or a behaviour whose effect depends on its other items | the others change |
    /// | an item in a field | fields act on their items together |
    /// | a fast spring (alone on one zero-length spring, not colliding) whose spring and forces a run before the last one has | runs would be split |
    /// | an item in a collision the world does not have, or the first item shape | the grid is sized to the shapes |
    /// | an item whose geometry is unusable | the rebuild reports it |
    /// | the first items, or more than the world has | a rebuild costs less |
    ///
    /// - Complexity: O(new items × the behaviours holding them + arriving behaviours' items),
    ///   plus, for new shapes, moving the boundary segments' entries and renumbering them in
    ///   the contacts (O(segments + contacts), no hashing, no allocation beyond the growth).
    func applyPendingArrivals() -> Bool {
        defer { (arrivals, arrivingBehaviors) = ([], []) }
        // A world with no bodies yet has nothing to keep: a rebuild makes it.
        guard world.bodies.count > 1, let newcomers = gatherNewcomers() else { return false }
        // Nothing to take in when every item that arrived left again and no behaviour came.
        guard !newcomers.isEmpty else { return arrivingBehaviors.isEmpty }
        // More items than the world has cost more than a rebuild, and may well need one.
        guard newcomers.count < world.bodies.count else { return false }
        for (offset, behavior) in arrivingBehaviors.enumerated() { behavior.treePosition = treeCount + offset }
        var builder = WorldBuilder(previous: World(), items: ItemTable())
        builder.referenceBounds = referenceBounds
        var held: [ObjectIdentifier: [Int32]] = [:]
        var holders: [DynamicBehavior] = []
        var localBodies: [AnyHashable: Int32] = [:]
        do {
            for (local, newcomer) in newcomers.enumerated() {
                let body = try builder.register(newcomer.reference, key: Int32(local))
                localBodies[newcomer.reference.id] = body
                for holder in newcomer.holders where !arrivingBehaviors.contains(where: { $0 === holder }) {
                    if held[ObjectIdentifier(holder)] == nil { holders.append(holder) }
                    held[ObjectIdentifier(holder), default: []].append(body)
                }
            }
        } catch {
            return false  // The rebuild that follows throws the same error.
        }
        for behavior in arrivingBehaviors {
            held[ObjectIdentifier(behavior)] = behavior.itemReferences.compactMap { localBodies[$0.id] }
            holders.append(behavior)
        }
        holders.sort { $0.treePosition < $1.treePosition }
        for holder in holders { holder.applyProperties(to: &builder, bodies: held[ObjectIdentifier(holder)] ?? []) }
        builder.finishMasses()
        for holder in holders { builder.applyEffects(of: holder, bodies: held[ObjectIdentifier(holder)] ?? []) }
        return take(newcomers, builtBy: &builder)
    }

    /// The items new to the world among ``arrivals`` and ``arrivingBehaviors``, in the order
    /// they arrived, each with the behaviours that hold it now; `nil` when one of them needs a
    /// rebuild (see ``applyPendingArrivals()``).
    private func gatherNewcomers() -> [Newcomer]? {
        var newcomers: [Newcomer] = []
        var indexOf: [AnyHashable: Int] = [:]
        func note(_ reference: ItemReference, heldBy behavior: DynamicBehavior) -> Bool {
            guard itemTable.keys.key(of: reference.id) == nil, !(reference.item is DynamicItemGroup) else { return false }
            guard let index = indexOf[reference.id] else {
                indexOf[reference.id] = newcomers.count
                newcomers.append(Newcomer(reference: reference, holders: [behavior], slots: [reference.keySlot]))
                return true
            }
            newcomers[index].slots.append(reference.keySlot)
            if !newcomers[index].holders.contains(where: { $0 === behavior }) { newcomers[index].holders.append(behavior) }
            return true
        }
        for (behavior, reference) in arrivals where behavior.dynamicAnimator === self && behavior.contains(reference.id) {
            guard behavior.actsOnEachItemAlone, note(reference, heldBy: behavior) else { return nil }
        }
        for behavior in arrivingBehaviors {
            for reference in behavior.itemReferences {
                guard note(reference, heldBy: behavior) else { return nil }
            }
        }
        return newcomers
    }

    /// Puts the bodies, joints and shapes `builder` made for `newcomers` (numbered in their
    /// order) into the world, when they can join it as they are; false, changing nothing,
    /// otherwise.
    private func take(_ newcomers: [Newcomer], builtBy builder: inout WorldBuilder) -> Bool {
        let bits = builder.collisionBehaviors.compactMap { made in collisionBehaviors.firstIndex { $0 === made } }
        guard bits.count == builder.collisionBehaviors.count, bits.isEmpty || world.collision.itemColliderCount > 0 else {
            return false
        }
        let addition = builder.build()
        guard addition.fields.isEmpty, world.canAppendFastSprings(of: addition) else { return false }
        // The builder's collision behaviour `bit` is this world's `bits[bit]`.
        func remapped(_ mask: UInt64) -> UInt64 {
            bits.enumerated().reduce(0) { mask & 1 << UInt64($1.offset) != 0 ? $0 | 1 << UInt64($1.element) : $0 }
        }
        var outlines: [CollisionOutline?] = []
        do {
            for record in builder.items.records {
                let body = Int(record.body)
                let colliding = builder.itemMasks[body] | builder.boundaryMasks[body] != 0
                outlines.append(colliding ? try CollisionOutline(of: record.item) : nil)
            }
        } catch {
            return false  // The rebuild that follows throws the same error.
        }
        let shift = world.append(addition)
        let firstSegment = world.collision.itemColliderCount
        for (record, outline) in zip(builder.items.records, outlines) {
            let key = itemTable.key(for: newcomers[Int(record.key)].reference.id)
            var placed = ItemRecord(
                item: record.item, key: key, body: record.body + shift, offset: .zero, baseAngle: record.baseAngle)
            placed.holders = Int32(newcomers[Int(record.key)].holders.count)
            itemTable.setBody(placed.body, ofKey: key)
            itemTable.add(placed)
            if placed.isReference { referenceRecords.append(itemTable.records.count - 1) }
            for slot in newcomers[Int(record.key)].slots { slot.key = key }
            guard let outline else { continue }
            let body = Int(record.body)
            world.collision.addItemShape(
                outline, of: placed, recordIndex: itemTable.records.count - 1, properties: builder.properties[body],
                itemMask: remapped(builder.itemMasks[body]), boundaryMask: remapped(builder.boundaryMasks[body]))
        }
        world.collision.shiftSegments(from: firstSegment, by: world.collision.itemColliderCount - firstSegment)
        world.collision.stepsSinceDetection = ContactSettings.detectionInterval
        for behavior in arrivingBehaviors { behavior.didApply() }
        behaviorsWithActions += arrivingBehaviors.filter { $0.action != nil }
        treeCount += arrivingBehaviors.count
        world.profile.itemsTakenIn += newcomers.count
        return true
    }
}
