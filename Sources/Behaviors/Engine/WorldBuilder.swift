import Foundation

/// Builds a ``World`` from the behaviours, carrying over the state of every item the previous
/// world already moved.
///
/// The animator drives it in phases: items (``key(for:)``, ``register(_:key:)``), item
/// properties, then forces and joints; ``build()`` sorts the bodies into fast springs and joint
/// bodies. Building is cold code: it may allocate; stepping the result does not.
struct WorldBuilder {
    /// The world being built; body 0 is the world itself.
    var world = World()
    /// The items' records, and the record and body of each item key.
    private(set) var items: ItemTable
    /// Per body: properties, geometry, accumulated forces and joints.
    var properties = [ItemProperties()]
    var shapes = [BodyShape()]
    var accelerations: [SIMD2<Double>] = [.zero]
    var angularAccelerations = [0.0]
    var jointCounts = [0]
    /// Per body: the collision behaviours (one bit each) in which it meets items, and whose
    /// boundaries it meets.
    var itemMasks: [UInt64] = [0]
    var boundaryMasks: [UInt64] = [0]
    /// Per body: whether a field acts on it.
    var inField = [false]
    /// The collision behaviours, by bit, and the boundaries they hold.
    var collisionBehaviors: [CollisionBehavior] = []
    var boundaries: [CollisionBoundary] = []
    /// The animator's reference bounds, for collision behaviours that use them as a boundary.
    var referenceBounds = CGRect.zero
    /// The behaviour whose effects are being applied (``applyEffects(of:bodies:)``).
    var jointOwner: ObjectIdentifier?
    /// The group each member belongs to, and the items used alone (by key), to refuse mixing
    /// the two.
    private var groupOfMember: [Int32: String] = [:]
    private var loneItems: Set<Int32> = []

    private let previous: World
    private let previousItems: ItemTable

    /// Starts a build that keeps the state of `world`'s items, listed in `items`, and which of
    /// them sleep.
    init(previous world: World, items: ItemTable) {
        previous = world
        self.world.nextIsland = world.nextIsland
        previousItems = items
        self.items = ItemTable(keys: items.keys)
    }

    /// The number of bodies so far, the world included.
    var bodyCount: Int { world.bodies.count }

    /// The number of `reference`'s identity, giving it one when it has none.
    ///
    /// - Complexity: amortized O(1) (one hash of the identity).
    mutating func key(for reference: ItemReference) -> Int32 {
        items.key(for: reference.id)
    }

    /// The body of `reference`'s item (or group), numbered `key` (``key(for:)``), creating it
    /// on first use: from the live state when the previous world moved it, else from the
    /// reference's snapshot.
    ///
    /// - Throws: ``DynamicsError/invalidItemGeometry(item:reason:)`` for a new item with bad
    ///   geometry, ``DynamicsError/groupMemberUsedAlone(item:group:)`` when an item is used both
    ///   alone and in a group.
    mutating func register(_ reference: ItemReference, key: Int32) throws -> Int32 {
        if let body = items.body(ofKey: key) {
            if let record = items.recordIndex(ofKey: key) { items.records[record].holders += 1 }
            return body
        }
        // A group has a body but no record: an item the previous world recorded is no group.
        let old = previousRecord(key)
        if old == nil, let group = reference.item as? DynamicItemGroup { return try register(group, key: key) }
        if let group = groupOfMember[key] {
            throw DynamicsError.groupMemberUsedAlone(item: reference.item.itemKey, group: group)
        }
        let item = old?.item ?? reference.item
        try item.validateGeometry()
        let body = appendBody(key: key, fallback: (SIMD2(item.center), item.rotationAngle))
        var record = old ?? ItemRecord(item: item, key: key, body: body, offset: .zero, baseAngle: item.rotationAngle)
        (record.body, record.offset, record.holders) = (body, .zero, 1)
        items.add(record)
        shapes[Int(body)] = BodyShape(area: item.area, areaMoment: item.area * item.inertiaPerMass)
        loneItems.insert(key)
        return body
    }

    private mutating func register(_ group: DynamicItemGroup, key groupKey: Int32) throws -> Int32 {
        let name = group.itemKey.description
        var memberKeys: [Int32] = []
        for member in group.items {
            let key = items.key(for: member.dynamicItemID)
            if loneItems.contains(key) || groupOfMember[key] != nil {
                throw DynamicsError.groupMemberUsedAlone(item: member.itemKey, group: name)
            }
            try member.validateGeometry()
            memberKeys.append(key)
        }
        let center = SIMD2(group.center)
        let body = appendBody(key: groupKey, fallback: (center, group.rotationAngle))
        var shape = BodyShape()
        for (member, key) in zip(group.items, memberKeys) {
            let record =
                previousRecord(key).map { old in
                    var carried = ItemRecord(item: old.item, key: key, body: body, offset: old.offset, baseAngle: old.baseAngle)
                    carried.baseTransform = old.baseTransform
                    return carried
                }
                ?? ItemRecord(
                    item: member, key: key, body: body, offset: SIMD2(member.center) - center, baseAngle: group.rotationAngle)
            items.add(record)
            groupOfMember[key] = name
            let area = member.area
            shape.area += area
            shape.areaMoment += area * (member.inertiaPerMass + (record.offset * record.offset).sum())
        }
        shapes[Int(body)] = shape
        return body
    }

    private func previousRecord(_ key: Int32) -> ItemRecord? {
        previousItems.recordIndex(ofKey: key).map { previousItems.records[$0] }
    }

    /// Appends the body of the item or group numbered `key`, with its previous state or else
    /// `fallback` at rest.
    private mutating func appendBody(key: Int32, fallback: (position: SIMD2<Double>, angle: Double)) -> Int32 {
        let body: Int32
        if let old = previousItems.body(ofKey: key).map(Int.init), old < previous.bodies.count {
            body = world.bodies.append(
                linear: previous.bodies.linear[old], angular: previous.bodies.angular[old], sleep: previous.bodies.sleep[old])
        } else {
            body = world.bodies.append(
                linear: LinearState(position: fallback.position, velocity: .zero),
                angular: AngularState(angle: fallback.angle, velocity: 0))
        }
        items.setBody(body, ofKey: key)
        properties.append(ItemProperties())
        shapes.append(BodyShape())
        accelerations.append(.zero)
        angularAccelerations.append(0)
        jointCounts.append(0)
        itemMasks.append(0)
        boundaryMasks.append(0)
        inField.append(false)
        return body
    }
}

extension SIMD2<Double> {
    /// The point's coordinates.
    init(_ point: CGPoint) { self.init(Double(point.x), Double(point.y)) }
}
