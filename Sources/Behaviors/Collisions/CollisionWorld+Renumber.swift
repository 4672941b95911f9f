extension CollisionWorld {
    /// Renumbers the boundary segments in the contacts and the events waiting for the delegates
    /// after `count` item shapes were inserted before them at `start` (``addItemShape(_:of:recordIndex:properties:itemMask:boundaryMask:)``):
    /// a segment numbered `start` or more is now `count` more. The contacts keep their order:
    /// a contact with a segment is keyed by its item shape first, and its segment's number,
    /// larger than any item shape's, stays larger.
    ///
    /// - Complexity: O(contacts + events), no allocation.
    mutating func shiftSegments(from start: Int, by count: Int) {
        guard count > 0 else { return }
        let shift = Int32(count)
        func shifted(_ collider: Int32) -> Int32 { Int(collider) >= start ? collider + shift : collider }
        func renumber(_ list: inout [ContactManifold], _ colliders: [Collider]) {
            for index in list.indices {
                let (a, b) = (shifted(list[index].colliderA), shifted(list[index].colliderB))
                guard (a, b) != (list[index].colliderA, list[index].colliderB) else { continue }
                (list[index].colliderA, list[index].colliderB) = (a, b)
                list[index].key = Self.contactKey(a, b, in: colliders)
            }
        }
        renumber(&manifolds, colliders)
        renumber(&previousManifolds, colliders)
        for index in events.indices {
            events[index].colliderA = shifted(events[index].colliderA)
            events[index].colliderB = shifted(events[index].colliderB)
        }
    }

    /// The key of a contact between `colliders` `a` and `b`: the item shape's number first for
    /// a contact with a segment `a`, else `a`'s.
    static func contactKey(_ a: Int32, _ b: Int32, in colliders: [Collider]) -> UInt64 {
        colliders[Int(a)].isSegment ? UInt64(b) << 32 | UInt64(a) : UInt64(a) << 32 | UInt64(b)
    }
}
