extension World {
    /// Takes out the bodies `removing` marks (with their joints and shapes), the joints
    /// `removingJoints` marks and the item shapes `removingShapes` marks, numbering what stays
    /// in the same order without gaps; the joints' rows and the joints that settle their body
    /// are worked out again; a body taken out of a fast spring run leaves it. Bodies in fields
    /// must not be taken out.
    ///
    /// - Parameters:
    ///   - removing: per body, true to take it out (body 0, the world, never is).
    ///   - removingJoints: per joint, true to take it out.
    ///   - removingShapes: per collider, true to take out an item shape.
    ///   - records: the new index of each item record (`nil` for a record taken out), for the
    ///     shapes' owners.
    /// - Returns: the new number of each body, `nil` for one taken out.
    /// - Complexity: O(bodies + joints + fast springs + shapes' vertices + contacts), no hashing.
    mutating func remove(
        bodies removing: [Bool], joints removingJoints: [Bool], shapes removingShapes: [Bool], records: [Int32?]
    ) -> [Int32?] {
        let renumbered = compactNumbers(count: bodies.count) { removing[$0] }
        bodies.keep { !removing[$0] }
        jointBodies = jointBodies.compactMap { renumbered[Int($0)] }
        removeFastSprings(renumbered: renumbered)
        for index in fields.indices {
            for member in fields[index].members.indices {
                fields[index].members[member].body = renumbered[Int(fields[index].members[member].body)] ?? 0
            }
        }
        let (oldJoints, oldColliders) = (joints, collision.colliders)
        removeJoints { index in
            removingJoints[index] || renumbered[Int(oldJoints[index].bodyA)] == nil
                || renumbered[Int(oldJoints[index].bodyB)] == nil
        }
        for index in joints.indices {
            joints[index].bodyA = renumbered[Int(joints[index].bodyA)] ?? 0
            joints[index].bodyB = renumbered[Int(joints[index].bodyB)] ?? 0
        }
        collision.remove(
            shapes: { removingShapes[$0] || renumbered[Int(oldColliders[$0].body)] == nil }, bodies: renumbered,
            records: records)
        findSettlingJoints()
        islandParents = []
        awakeIsStale = true
        return renumbered
    }

    /// Takes out the joints `isRemoved` says, keeping the others in order with their owners,
    /// and lays their rows out again.
    mutating func removeJoints(where isRemoved: (Int) -> Bool) {
        let removed = joints.indices.map(isRemoved)
        joints.keepIndices { !removed[$0] }
        jointOwners.keepIndices { !removed[$0] }
        var rowCount = 0
        for index in joints.indices {
            joints[index].firstRow = rowCount
            rowCount += joints[index].kind.rowCount
        }
        rows = Array(repeating: ConstraintRow(), count: rowCount)
    }

    /// Lists the joints that settle their body exactly: a zero-length attachment or a snap to
    /// an anchor that is the only joint on its body, which no force acts on (as a build does).
    ///
    /// - Complexity: O(bodies + joints).
    mutating func findSettlingJoints() {
        var counts = [Int](repeating: 0, count: bodies.count)
        for joint in joints {
            counts[Int(joint.bodyA)] += 1
            counts[Int(joint.bodyB)] += 1
        }
        settlingJoints = joints.indices.filter { index in
            let joint = joints[index]
            let body = Int(joint.bodyB)
            return joint.bodyA == 0 && (joint.kind == .point || joint.kind == .weld) && counts[body] == 1
                && bodies.forces[body].isForceFree
        }
    }
}
