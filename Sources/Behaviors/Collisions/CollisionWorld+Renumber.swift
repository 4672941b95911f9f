extension CollisionWorld {
    /// Renumbers the boundary segments in the contacts and the events waiting for the delegates
    /// after `count` item shapes were inserted before them at `start` (``addItemShape(_:of:recordIndex:properties:itemMask:boundaryMask:)``):
    /// a segment numbered `start` or more is now `count` more. The contacts keep their order:
    /// a contact with a segment is keyed by its item shape first, and its segment's number,
    /// larger than any item shape's, stays larger.
    ///
    /// - Complexity: O(contacts + events).
    mutating func shiftSegments(from start: Int, by count: Int) {
        guard count > 0 else { return }
        let shift = Int32(count)
        renumberContacts(colliders: { Int($0) >= start ? $0 + shift : $0 }, bodies: { $0 })
    }

    /// Gives the contacts and the events waiting for the delegates the shapes' numbers
    /// `collider` maps them to and the bodies' numbers `body` does, dropping those with a shape
    /// or a body mapped to `nil`; the contacts are keyed again and keep their order when the
    /// maps keep the numbers' order.
    ///
    /// - Complexity: O(contacts + events), no allocation.
    mutating func renumberContacts(colliders collider: (Int32) -> Int32?, bodies body: (Int32) -> Int32?) {
        func renumber(_ list: inout [ContactManifold], _ colliders: [Collider]) {
            var kept = 0
            for index in list.indices {
                let manifold = list[index]
                guard let a = collider(manifold.colliderA), let b = collider(manifold.colliderB),
                    let bodyA = body(manifold.bodyA), let bodyB = body(manifold.bodyB)
                else { continue }
                list[kept] = manifold
                (list[kept].colliderA, list[kept].colliderB, list[kept].bodyA, list[kept].bodyB) = (a, b, bodyA, bodyB)
                list[kept].key = Self.contactKey(a, b, in: colliders)
                kept += 1
            }
            list.removeLast(list.count - kept)
        }
        renumber(&manifolds, colliders)
        renumber(&previousManifolds, colliders)
        events = events.compactMap { event in
            guard let a = collider(event.colliderA), let b = collider(event.colliderB) else { return nil }
            var event = event
            (event.colliderA, event.colliderB) = (a, b)
            return event
        }
    }

    /// The key of a contact between `colliders` `a` and `b`: the item shape's number first for
    /// a contact with a segment `a`, else `a`'s.
    static func contactKey(_ a: Int32, _ b: Int32, in colliders: [Collider]) -> UInt64 {
        colliders[Int(a)].isSegment ? UInt64(b) << 32 | UInt64(a) : UInt64(a) << 32 | UInt64(b)
    }
}
