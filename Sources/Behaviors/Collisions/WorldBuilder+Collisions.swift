import Foundation

extension WorldBuilder {
    /// Registers a collision behaviour: its items meet each other and its boundaries as
    /// `mode` says.
    mutating func addCollisions(
        owner: CollisionBehavior, bodies: [Int32], mode: CollisionMode, boundaries paths: [(AnyHashable?, BoundaryPath)]
    ) {
        let bit = collisionBehaviors.count
        collisionBehaviors.append(owner)
        let mask: UInt64 = bit < 64 ? 1 << UInt64(bit) : 0
        for body in bodies.map(Int.init) {
            if mode.contains(.items) { itemMasks[body] |= mask }
            if mode.contains(.boundaries) { boundaryMasks[body] |= mask }
        }
        for (identifier, path) in paths {
            boundaries.append(CollisionBoundary(owner: bit, identifier: identifier, path: path))
        }
    }

    /// Builds the shapes of the colliding items and boundaries, and carries the contacts of
    /// `previous` over to them (so a rebuild neither loses warm starting nor repeats events).
    ///
    /// - Throws: ``DynamicsError/invalidItemGeometry(item:reason:)`` for a collision path that
    ///   is not convex, ``DynamicsError/invalidBoundary(identifier:reason:)`` for reference
    ///   bounds with no area, ``DynamicsError/tooManyCollisionBehaviors(count:)``.
    /// - Complexity: O(items + boundary segments + previous contacts × log).
    mutating func buildColliders(previous: CollisionWorld) throws {
        guard !collisionBehaviors.isEmpty else { return }
        guard collisionBehaviors.count <= 64 else {
            throw DynamicsError.tooManyCollisionBehaviors(count: collisionBehaviors.count)
        }
        var collision = CollisionWorld()
        // At most one segment a boundary point; four vertices an item, as a rectangle has.
        let mostSegments = boundaries.reduce(0) { $0 + $1.path.points.count }
        collision.reserveCapacity(
            colliders: items.records.count + mostSegments, vertices: 4 * items.records.count + 2 * mostSegments)
        for (index, record) in items.records.enumerated() {
            let body = Int(record.body)
            guard itemMasks[body] | boundaryMasks[body] != 0 else { continue }
            collision.addItemShape(
                try CollisionOutline(of: record.item).offset(by: record.offset), of: record, recordIndex: index,
                properties: properties[body], itemMask: itemMasks[body], boundaryMask: boundaryMasks[body])
        }
        for (index, boundary) in boundaries.enumerated() {
            if boundary.identifier == nil { try boundary.path.validate(identifier: nil) }
            collision.boundaryIdentifiers.append(boundary.identifier)
            collision.boundaryOwners.append(boundary.owner)
            let owner = ObjectIdentifier(collisionBehaviors[boundary.owner])
            let segments = boundary.path.segments.map { (SIMD2<Double>($0.0), SIMD2<Double>($0.1)) }
            // The reference bounds hold items in: each segment's one face turns to the center.
            let inside =
                boundary.identifier == nil
                ? segments.reduce(SIMD2<Double>.zero) { $0 + $1.0 } / Double(max(segments.count, 1)) : nil
            for (segment, (start, end)) in segments.enumerated() {
                var vertices = [start, end]
                if let inside, cross(end - start, inside - start) > 0 { vertices.reverse() }
                collision.append(
                    Collider(
                        body: 0, firstVertex: 0, vertexCount: 2, radius: 0, elasticity: 0, friction: 0,
                        itemMask: 0, boundaryMask: 1 << UInt64(boundary.owner), owner: Int32(index),
                        isOneSided: inside != nil),
                    vertices: vertices, key: .segment(owner: owner, boundary: boundary.identifier, index: segment))
            }
        }
        collision.configureGrid()
        collision.carryContacts(from: previous)
        world.collision = collision
    }
}
