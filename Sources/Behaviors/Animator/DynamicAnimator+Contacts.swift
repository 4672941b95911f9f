import Foundation

extension DynamicAnimator {
    /// Tells the collision delegates of the contacts that began or ended in the steps just
    /// run: once per item and boundary (however many of its segments touch), once per pair of
    /// items and behaviour holding both.
    ///
    /// - Complexity: O(events); nothing to do in a step where no contact changed.
    func deliverContactEvents() {
        guard !world.collision.events.isEmpty else { return }
        let events = world.collision.events
        world.collision.events.removeAll(keepingCapacity: true)
        // Nobody listens: skip the bookkeeping (a delegate set later hears contacts that begin
        // after it was set).
        guard collisionBehaviors.contains(where: { $0.collisionDelegate != nil }) else { return }
        let collision = world.collision
        for event in events {
            let first = collision.colliders[Int(event.colliderA)], second = collision.colliders[Int(event.colliderB)]
            let record = itemTable.records[Int(second.owner)]
            let point = CGPoint(x: event.point.x, y: event.point.y)
            if first.isSegment {
                let boundary = Int(first.owner)
                let behavior = collisionBehaviors[collision.boundaryOwners[boundary]]
                let identifier = collision.boundaryIdentifiers[boundary]
                let key = ContactKey(
                    item: record.item.dynamicItemID, partner: .boundary(identifier), behavior: ObjectIdentifier(behavior))
                guard countContact(key, began: event.began), let delegate = behavior.collisionDelegate else { continue }
                if event.began {
                    delegate.collisionBehavior(
                        behavior, beganContactFor: current(record), withBoundaryIdentifier: identifier, at: point)
                } else {
                    delegate.collisionBehavior(behavior, endedContactFor: current(record), withBoundaryIdentifier: identifier)
                }
                continue
            }
            let other = itemTable.records[Int(first.owner)]
            var shared = first.itemMask & second.itemMask
            while shared != 0 {
                let behavior = collisionBehaviors[shared.trailingZeroBitCount]
                shared &= shared - 1
                let key = ContactKey(
                    item: other.item.dynamicItemID, partner: .item(record.item.dynamicItemID),
                    behavior: ObjectIdentifier(behavior))
                guard countContact(key, began: event.began), let delegate = behavior.collisionDelegate else { continue }
                if event.began {
                    delegate.collisionBehavior(behavior, beganContactFor: current(other), with: current(record), at: point)
                } else {
                    delegate.collisionBehavior(behavior, endedContactFor: current(other), with: current(record))
                }
            }
        }
    }

    /// Counts a contact of the shapes behind `key`; true when the first begins or the last ends.
    private func countContact(_ key: ContactKey, began: Bool) -> Bool {
        let old = contactCounts[key, default: 0]
        let new = max(0, old + (began ? 1 : -1))
        contactCounts[key] = new == 0 ? nil : new
        return began ? old == 0 : old == 1
    }
}

extension DynamicAnimator {
    /// The deepest overlap between two colliding shapes, or a shape and a boundary, at the start
    /// of the last step, in pt (0 when nothing overlaps): how far the soft contacts let a pile
    /// sink into itself.
    ///
    /// - Complexity: O(contact points).
    package var deepestOverlap: CGFloat {
        CGFloat(max(0, -(world.collision.points.map(\.separation).min() ?? 0)))
    }
}
