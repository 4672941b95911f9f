extension CollisionWorld {
    /// Takes out the item shapes `isRemoved` says (by index) with their contacts and events,
    /// numbering the shapes that stay in order without gaps, and renumbers the bodies and item
    /// records of what stays. The contacts keep their order: the numbers keep theirs.
    ///
    /// - Parameters:
    ///   - bodies: the new number of each body (`nil` for one taken out, whose shapes go too).
    ///   - records: the new index of each item record.
    /// - Complexity: O(shapes' vertices + contacts + events), no hashing.
    mutating func remove(shapes isRemoved: (Int) -> Bool, bodies: [Int32?], records: [Int32?]) {
        let renumbered = compactNumbers(count: colliders.count) { $0 < itemColliderCount && isRemoved($0) }
        keepShapes(renumbered, bodies: bodies, records: records)
        renumberContacts(colliders: { renumbered[Int($0)] }, bodies: { bodies[Int($0)] })
        // Per-body scratch is sized again at its next use; the positions of the last detection
        // are carried, since the contacts kept follow the bodies from them.
        detectedPositions.keepIndices { bodies[$0] != nil }
        detectedAngles.keepIndices { bodies[$0] != nil }
        (pointSpeeds, lastStruckPass, lateBodies, outrunMarks) = ([], [], [], [])
        (activeManifolds, waitingManifolds, lateManifolds) = ([], [], [])
    }

    /// Keeps the shapes `renumbered` gives a number, in order, with their vertices, their
    /// bodies and owners renumbered.
    private mutating func keepShapes(_ renumbered: [Int32?], bodies: [Int32?], records: [Int32?]) {
        var vertices = (
            local: [SIMD2<Double>](), localNormals: [SIMD2<Double>](), world: [SIMD2<Double>](), worldNormals: [SIMD2<Double>]()
        )
        vertices.local.reserveCapacity(localVertices.count)
        vertices.localNormals.reserveCapacity(localVertices.count)
        vertices.world.reserveCapacity(localVertices.count)
        vertices.worldNormals.reserveCapacity(localVertices.count)
        let removedItems = renumbered[0..<itemColliderCount].count { $0 == nil }
        for index in colliders.indices where renumbered[index] != nil {
            let first = Int(colliders[index].firstVertex)
            let range = first..<first + Int(colliders[index].vertexCount)
            colliders[index].firstVertex = Int32(vertices.local.count)
            colliders[index].body = bodies[Int(colliders[index].body)] ?? 0
            if index < itemColliderCount { colliders[index].owner = records[Int(colliders[index].owner)] ?? 0 }
            vertices.local += localVertices[range]
            vertices.localNormals += localNormals[range]
            vertices.world += worldVertices[range]
            vertices.worldNormals += worldNormals[range]
        }
        let isKept = { (index: Int) in renumbered[index] != nil }
        colliders.keepIndices(where: isKept)
        keys.keepIndices(where: isKept)
        reach.keepIndices(where: isKept)
        lower.keepIndices(where: isKept)
        upper.keepIndices(where: isKept)
        margins.keepIndices(where: isKept)
        itemColliderCount -= removedItems
        (localVertices, localNormals, worldVertices, worldNormals) = vertices
    }
}
