extension CollisionWorld {
    /// Appends a collider with its outline (`vertices` in positive orientation; one for a
    /// circle, two for a segment) in its body's unrotated frame.
    mutating func append(_ collider: Collider, vertices: [SIMD2<Double>], key: ColliderKey) {
        insert(collider, vertices: vertices, key: key, at: colliders.count)
    }

    /// Adds the shape of the item of `record` (the record at `recordIndex` of the world's item
    /// table), with its `outline`, after the item shapes so far and before the boundary
    /// segments; the segments' numbers in the contacts are left to the caller
    /// (``shiftSegments(from:by:)``).
    ///
    /// - Complexity: O(its vertices), plus moving the segments' entries when there are some.
    mutating func addItemShape(
        _ outline: CollisionOutline, of record: ItemRecord, recordIndex: Int, properties: ItemProperties,
        itemMask: UInt64, boundaryMask: UInt64
    ) {
        let collider = Collider(
            body: record.body, firstVertex: 0, vertexCount: Int32(outline.vertices.count), radius: outline.radius,
            elasticity: properties.elasticity, friction: properties.friction, itemMask: itemMask,
            boundaryMask: boundaryMask, owner: Int32(recordIndex))
        insert(collider, vertices: outline.vertices, key: .item(record.key), at: itemColliderCount)
        itemColliderCount += 1
    }

    /// Inserts a collider at `index` with its outline, its vertices after all others; the
    /// colliders from `index` on move up one.
    private mutating func insert(_ collider: Collider, vertices: [SIMD2<Double>], key: ColliderKey, at index: Int) {
        var collider = collider
        collider.firstVertex = Int32(localVertices.count)
        let count = vertices.count
        var (reach, low, high) = (0.0, SIMD2(Double.infinity, .infinity), SIMD2(-Double.infinity, -.infinity))
        for (index, vertex) in vertices.enumerated() {
            let edge = vertices[(index + 1) % count] - vertex
            let length = dot(edge, edge).squareRoot()
            let normal = count > 1 && length > 0 ? SIMD2(edge.y, -edge.x) / length : .zero
            localVertices.append(vertex)
            localNormals.append(normal)
            worldVertices.append(vertex)
            worldNormals.append(normal)
            reach = max(reach, dot(vertex, vertex).squareRoot())
            (low, high) = (pointwiseMin(low, vertex), pointwiseMax(high, vertex))
        }
        self.reach.insert(reach + collider.radius, at: index)
        lower.insert(low, at: index)
        upper.insert(high, at: index)
        margins.insert(ContactSettings.speculativeDistance / 2, at: index)
        colliders.insert(collider, at: index)
        keys.insert(key, at: index)
    }

    /// Makes room for `count` more colliders of `vertexCount` vertices in all, so that
    /// appending that many grows no array; more still fit, growing the arrays as usual.
    mutating func reserveCapacity(colliders count: Int, vertices vertexCount: Int) {
        let vertexTotal = localVertices.count + vertexCount
        localVertices.reserveCapacity(vertexTotal)
        localNormals.reserveCapacity(vertexTotal)
        worldVertices.reserveCapacity(vertexTotal)
        worldNormals.reserveCapacity(vertexTotal)
        let total = colliders.count + count
        colliders.reserveCapacity(total)
        keys.reserveCapacity(total)
        reach.reserveCapacity(total)
        lower.reserveCapacity(total)
        upper.reserveCapacity(total)
        margins.reserveCapacity(total)
    }

    /// The item shape of the item whose record is at `record` in the world's item table, when it
    /// is the only shape on its body.
    ///
    /// - Complexity: O(item shapes).
    func loneShape(ofRecord record: Int) -> Int? {
        guard let shape = colliders[0..<itemColliderCount].firstIndex(where: { $0.owner == Int32(record) }) else {
            return nil
        }
        let body = colliders[shape].body
        let sharesBody = { (other: Int) in (0..<self.itemColliderCount).contains(other) && self.colliders[other].body == body }
        return sharesBody(shape - 1) || sharesBody(shape + 1) ? nil : shape
    }

    /// Sizes the grid's cells to the largest ordinary item shape: shapes more than four times
    /// the mean size are few and are tested against all instead of setting the cell.
    mutating func configureGrid() {
        let sizes = (0..<itemColliderCount).map { 2 * reach[$0] }
        guard !sizes.isEmpty else { return }
        let mean = sizes.reduce(0, +) / Double(sizes.count)
        let largest = sizes.filter { $0 <= 4 * mean }.max() ?? mean
        grid.configure(cellSize: largest + 2 * ContactSettings.speculativeDistance)
    }

    /// Takes over the contacts of `previous` whose two shapes are still here, renumbered, so
    /// that they warm-start the next step and are not reported as beginning again, and whether
    /// anyone listened (which tells whether their touching is current).
    mutating func carryContacts(from previous: CollisionWorld) {
        listening = previous.listening
        guard !previous.manifolds.isEmpty else { return }
        let index = ColliderIndex(keys)
        // Each carried manifold still names its points in `previous`, and whether its two
        // shapes changed places (the points' anchors swap with them).
        var carried: [(manifold: ContactManifold, swapped: Bool)] = []
        carried.reserveCapacity(previous.manifolds.count)
        for old in previous.manifolds {
            guard var a = index.collider(previous.keys[Int(old.colliderA)]),
                var b = index.collider(previous.keys[Int(old.colliderB)])
            else {
                continue
            }
            var manifold = old
            manifold.reusable = false
            let swapped = !colliders[Int(a)].isSegment && a > b
            if swapped {
                swap(&a, &b)
                manifold.normal = -manifold.normal
            }
            (manifold.colliderA, manifold.colliderB) = (a, b)
            (manifold.bodyA, manifold.bodyB) = (colliders[Int(a)].body, colliders[Int(b)].body)
            manifold.key = Self.contactKey(a, b, in: colliders)
            carried.append((manifold, swapped))
        }
        carried.sort { $0.manifold.key < $1.manifold.key }
        manifolds.reserveCapacity(carried.count)
        points.reserveCapacity(previous.points.count)
        for (manifold, swapped) in carried {
            var manifold = manifold
            let first = Int(manifold.firstPoint)
            manifold.firstPoint = Int32(points.count)
            for var point in previous.points[first..<first + Int(manifold.pointCount)] {
                if swapped {
                    // A and B trade places, and the normal and the tangent turn over.
                    point.normalArms = -SIMD2(point.normalArms.y, point.normalArms.x)
                    point.tangentArms = -SIMD2(point.tangentArms.y, point.tangentArms.x)
                }
                points.append(point)
            }
            manifolds.append(manifold)
        }
    }
}
