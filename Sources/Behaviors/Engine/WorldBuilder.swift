import Foundation

/// Builds a ``World`` from the behaviours, carrying over the state of every item the previous
/// world already moved.
///
/// The animator drives it in phases: items (``register(_:)``), item properties, then forces and
/// joints; ``build()`` sorts the bodies into fast springs and joint bodies. Building is cold
/// code: it may allocate; stepping the result does not.
struct WorldBuilder {
    /// The world being built; body 0 is the world itself.
    var world = World()
    /// The records of the items, in the order behaviours first named them.
    private(set) var records: [ItemRecord] = []
    /// Record index by item identity.
    private(set) var recordIndex: [AnyHashable: Int] = [:]
    /// Body by item (or group) identity.
    private(set) var bodyIndex: [AnyHashable: Int32] = [:]
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
    /// The group each member belongs to, and the items used alone, to refuse mixing the two.
    private var groupOfMember: [AnyHashable: String] = [:]
    private var loneItems: Set<AnyHashable> = []

    private let previous: World
    private let previousBodies: [AnyHashable: Int32]
    private let previousRecords: [ItemRecord]
    private let previousRecordIndex: [AnyHashable: Int]

    /// Starts a build that keeps the state of `world`'s items.
    init(previous world: World, bodies: [AnyHashable: Int32], records: [ItemRecord], recordIndex: [AnyHashable: Int]) {
        previous = world
        previousBodies = bodies
        previousRecords = records
        previousRecordIndex = recordIndex
    }

    /// The number of bodies so far, the world included.
    var bodyCount: Int { world.bodies.count }

    /// The body of `reference`'s item (or group), creating it on first use: from the live state
    /// when the previous world moved it, else from the reference's snapshot.
    ///
    /// - Throws: ``DynamicsError/invalidItemGeometry(item:reason:)`` for a new item with bad
    ///   geometry, ``DynamicsError/groupMemberUsedAlone(item:group:)`` when an item is used both
    ///   alone and in a group.
    mutating func register(_ reference: ItemReference) throws -> Int32 {
        if let body = bodyIndex[reference.id] { return body }
        if let group = reference.item as? DynamicItemGroup { return try register(group, id: reference.id) }
        if let group = groupOfMember[reference.id] {
            throw DynamicsError.groupMemberUsedAlone(item: reference.item.itemDescription, group: group)
        }
        let item = previousRecord(reference.id)?.item ?? reference.item
        try item.validateGeometry()
        let body = appendBody(id: reference.id, fallback: (SIMD2(item.center), item.rotationAngle))
        var record = ItemRecord(item: item, body: body, offset: .zero, baseAngle: item.rotationAngle)
        if let old = previousRecord(reference.id) { (record.baseAngle, record.baseTransform) = (old.baseAngle, old.baseTransform) }
        addRecord(record, id: reference.id)
        shapes[Int(body)] = BodyShape(area: item.area, areaMoment: item.area * item.inertiaPerMass)
        loneItems.insert(reference.id)
        return body
    }

    private mutating func register(_ group: DynamicItemGroup, id: AnyHashable) throws -> Int32 {
        let name = group.itemDescription
        for member in group.items {
            let memberID = member.dynamicItemID
            if loneItems.contains(memberID) || groupOfMember[memberID] != nil {
                throw DynamicsError.groupMemberUsedAlone(item: member.itemDescription, group: name)
            }
            try member.validateGeometry()
        }
        let center = SIMD2(group.center)
        let body = appendBody(id: id, fallback: (center, group.rotationAngle))
        var shape = BodyShape()
        for member in group.items {
            let memberID = member.dynamicItemID
            let record = previousRecord(memberID).map { old in
                var carried = ItemRecord(item: old.item, body: body, offset: old.offset, baseAngle: old.baseAngle)
                carried.baseTransform = old.baseTransform
                return carried
            } ?? ItemRecord(item: member, body: body, offset: SIMD2(member.center) - center, baseAngle: group.rotationAngle)
            addRecord(record, id: memberID)
            groupOfMember[memberID] = name
            let area = member.area
            shape.area += area
            shape.areaMoment += area * (member.inertiaPerMass + (record.offset * record.offset).sum())
        }
        shapes[Int(body)] = shape
        return body
    }

    private func previousRecord(_ id: AnyHashable) -> ItemRecord? {
        previousRecordIndex[id].map { previousRecords[$0] }
    }

    private mutating func addRecord(_ record: ItemRecord, id: AnyHashable) {
        recordIndex[id] = records.count
        records.append(record)
    }

    /// Appends the body of `id`, with its previous state or else `fallback` at rest.
    private mutating func appendBody(id: AnyHashable, fallback: (position: SIMD2<Double>, angle: Double)) -> Int32 {
        let body: Int32
        if let old = previousBodies[id].map(Int.init), old < previous.bodies.count {
            body = world.bodies.append(linear: previous.bodies.linear[old], angular: previous.bodies.angular[old])
        } else {
            body = world.bodies.append(
                linear: LinearState(position: fallback.position, velocity: .zero),
                angular: AngularState(angle: fallback.angle, velocity: 0))
        }
        bodyIndex[id] = body
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
