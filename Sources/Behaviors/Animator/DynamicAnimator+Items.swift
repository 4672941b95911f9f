import Foundation

extension DynamicAnimator {
    /// The item with identity `id` as the animator moved it, or `nil` when no behaviour holds it.
    ///
    /// When a behaviour changed to an unusable value since the last step, the answer comes from
    /// the world as last built; ``buildError`` says why and ``advance(by:)`` throws it.
    ///
    /// - Complexity: O(1) (after a rebuild if behaviours changed).
    public func item(withID id: AnyHashable) -> (any DynamicItem)? {
        rebuildForQuery()
        return itemTable.recordIndex(of: id).map { current(itemTable.records[$0]) }
    }

    /// The items whose frames (rotated with them) meet `rect`, as `UIDynamicAnimator.items(in:)`.
    ///
    /// Answers from the world as last built when it cannot be rebuilt (see ``buildError``).
    ///
    /// - Complexity: O(items held).
    public func items(in rect: CGRect) -> [any DynamicItem] {
        rebuildForQuery()
        return itemTable.records.compactMap { meets(rect, $0) ? current($0) : nil }
    }

    /// Where the items whose frames (rotated with them) meet `rect` are: ``items(in:)`` without
    /// a moved copy of every item, for a layout that makes its own attributes from them.
    ///
    /// Answers from the world as last built when it cannot be rebuilt (see ``buildError``).
    ///
    /// - Complexity: O(items held).
    public func placements(in rect: CGRect) -> [ItemPlacement] {
        rebuildForQuery()
        var placements: [ItemPlacement] = []
        // Room for every item at once (a screen usually shows them all), not grown by doubling.
        placements.reserveCapacity(itemTable.records.count)
        // The records are read in place: a copy of each would cost more than its placement.
        itemTable.records.withUnsafeBufferPointer { records in
            for index in records.indices where meets(rect, records[index]) {
                placements.append(placement(of: records[index]))
            }
        }
        return placements
    }

    /// Where the item with identity `id` is (``placements(in:)`` for one item, wherever it is),
    /// or `nil` when no behaviour holds it.
    ///
    /// - Complexity: O(1) (after a rebuild if behaviours changed).
    public func placement(withID id: AnyHashable) -> ItemPlacement? {
        rebuildForQuery()
        return itemTable.recordIndex(of: id).map { placement(of: itemTable.records[$0]) }
    }

    /// Where the item with identity `id` is, when its frame (rotated with it) meets `rect`:
    /// ``placements(in:)`` for a few known items.
    ///
    /// - Complexity: O(1) (after a rebuild if behaviours changed).
    public func placement(withID id: AnyHashable, in rect: CGRect) -> ItemPlacement? {
        rebuildForQuery()
        guard let index = itemTable.recordIndex(of: id), meets(rect, itemTable.records[index]) else { return nil }
        return placement(of: itemTable.records[index])
    }

    /// The item with identity `id` as the animator moved it, when its frame (rotated with it)
    /// meets `rect`: ``items(in:)`` for a few known items.
    ///
    /// - Complexity: O(1) (after a rebuild if behaviours changed).
    public func item(withID id: AnyHashable, in rect: CGRect) -> (any DynamicItem)? {
        rebuildForQuery()
        guard let index = itemTable.recordIndex(of: id), meets(rect, itemTable.records[index]) else {
            return nil
        }
        return current(itemTable.records[index])
    }

    /// Where `record`'s item is with its body now.
    private func placement(of record: ItemRecord) -> ItemPlacement {
        let body = Int(record.body)
        return record.placement(
            position: world.bodies.linear[body].position, angle: world.bodies.angular[body].angle,
            handle: itemTable.keys.handle(ofKey: record.key))
    }

    /// Whether the frame of `record`'s item as moved, grown to hold it rotated, meets `rect`.
    /// The frame lies within half its width and height of the center, however it turns: an
    /// item that far inside `rect`, or farther outside, is decided without its frame.
    private func meets(_ rect: CGRect, _ record: ItemRecord) -> Bool {
        let body = Int(record.body)
        let angle = world.bodies.angular[body].angle
        let center = record.center(position: world.bodies.linear[body].position, angle: angle)
        let size = record.item.bounds.size
        let reach = (size.width + size.height) / 2
        guard reach.isFinite, size.width > 0, size.height > 0, !rect.isEmpty, rect.isFinite else {
            return frame(of: record, center: center, angle: angle, size: size).intersects(rect)
        }
        if center.x + reach < rect.minX || center.x - reach > rect.maxX || center.y + reach < rect.minY
            || center.y - reach > rect.maxY
        {
            return false
        }
        if center.x - reach > rect.minX, center.x + reach < rect.maxX, center.y - reach > rect.minY,
            center.y + reach < rect.maxY
        {
            return true
        }
        return frame(of: record, center: center, angle: angle, size: size).intersects(rect)
    }

    /// The frame of `record`'s item of `size` at `center` (pt) turned with its body by `angle`
    /// (rad), grown to hold it rotated, in pt.
    private func frame(of record: ItemRecord, center: CGPoint, angle: Double, size: CGSize) -> CGRect {
        let turn = angle - record.baseAngle + record.baseRotation
        let (c, s) = (abs(cos(turn)), abs(sin(turn)))
        let width = Double(size.width) * c + Double(size.height) * s
        let height = Double(size.width) * s + Double(size.height) * c
        return CGRect(x: center.x - width / 2, y: center.y - height / 2, width: width, height: height)
    }

    /// Reads the center and rotation of `item` after it was changed from outside (a scroll
    /// moved a spring's item), as `updateItemUsingCurrentState(_:)`; its velocity is kept, its
    /// island wakes and the animator resumes.
    ///
    /// - Throws: ``DynamicsError/unknownItem(item:)`` when no behaviour holds the item,
    ///   ``DynamicsError/invalidItemGeometry(item:reason:)`` for a NaN center or bad size.
    public func updateItem(usingCurrentState item: any DynamicItem) throws {
        try rebuildIfNeeded()
        guard let index = itemTable.recordIndex(of: item.dynamicItemID) else {
            throw DynamicsError.unknownItem(item: item.itemKey)
        }
        try update(record: index, from: item)
    }

    /// ``updateItem(usingCurrentState:)`` for the item `handle` holds (``handle(ofItemWithID:)``),
    /// found without hashing its identity; `item` must have that identity. A handle that holds
    /// no item any more falls back to the identity.
    ///
    /// - Throws: what ``updateItem(usingCurrentState:)`` throws.
    /// - Complexity: O(1), no hash, unless the world must be rebuilt first.
    package func updateItem(usingCurrentState item: any DynamicItem, handle: ItemHandle) throws {
        try rebuildIfNeeded()
        guard let index = itemTable.recordIndex(of: handle) else { return try updateItem(usingCurrentState: item) }
        try update(record: index, from: item)
    }

    /// A handle on the item with identity `id`, which later lookups use instead of the
    /// identity, or `nil` when no behaviour holds it.
    ///
    /// - Complexity: O(1) (one hash of `id`, after a rebuild if behaviours changed).
    package func handle(ofItemWithID id: AnyHashable) -> ItemHandle? {
        rebuildForQuery()
        return itemTable.keys.handle(of: id)
    }

    /// ``placement(withID:)`` for the item `handle` holds, or `nil` when it holds none any more.
    ///
    /// - Complexity: O(1), no hash (after a rebuild if behaviours changed).
    package func placement(of handle: ItemHandle) -> ItemPlacement? {
        rebuildForQuery()
        return itemTable.recordIndex(of: handle).map { placement(of: itemTable.records[$0]) }
    }

    /// ``placement(withID:in:)`` for the item `handle` holds: `nil` when its frame misses
    /// `rect` or the handle holds no item any more (``holds(_:)`` tells which).
    ///
    /// - Complexity: O(1), no hash (after a rebuild if behaviours changed).
    package func placement(of handle: ItemHandle, in rect: CGRect) -> ItemPlacement? {
        rebuildForQuery()
        guard let index = itemTable.recordIndex(of: handle), meets(rect, itemTable.records[index]) else { return nil }
        return placement(of: itemTable.records[index])
    }

    /// Whether `handle` still holds an item.
    ///
    /// - Complexity: O(1), no hash (after a rebuild if behaviours changed).
    package func holds(_ handle: ItemHandle) -> Bool {
        rebuildForQuery()
        return itemTable.recordIndex(of: handle) != nil
    }

    /// Gives the record at `index` the center, rotation and size of `item`.
    private func update(record index: Int, from item: any DynamicItem) throws {
        try item.validateGeometry()
        var record = itemTable.records[index]
        let body = Int(record.body)
        let alone = record.offset == .zero && itemTable.body(ofKey: record.key) == record.body
        if alone {
            if item.rotationAngle != world.bodies.angular[body].angle { setNeedsRebuild() }
            world.bodies.angular[body].angle = item.rotationAngle
        }
        let angle = world.bodies.angular[body].angle
        world.bodies.linear[body].position = SIMD2(item.center) - rotate(record.offset, by: angle)
        if item.bounds.size != record.item.bounds.size { setNeedsRebuild() }
        record.item = item
        record.baseAngle = angle
        record.baseTransform = item.transform3D
        itemTable.records[index] = record
        world.wakeIslands(of: CollectionOfOne(record.body))
        resume()
    }

    /// Removes the item with identity `id` from every gravity, push and item behaviour that
    /// holds it, so that it leaves the animator.
    ///
    /// - Throws: ``DynamicsError/itemHeldByBehavior(item:behavior:)`` when an attachment, a
    ///   snap or a group holds it (remove those first; nothing is changed then),
    ///   ``DynamicsError/unknownItem(item:)`` when the animator does not hold it.
    public func removeItem(withID id: AnyHashable) throws {
        try rebuildIfNeeded()
        guard let index = itemTable.recordIndex(of: id) else { throw DynamicsError.unknownItem(item: DynamicItemKey(id)) }
        let name = itemTable.records[index].item.itemKey
        let tree = behaviors.flatMap(\.subtree)
        var lists: [DynamicItemsBehavior] = []
        for behavior in tree where behavior.itemReferences.contains(where: { $0.id == id }) {
            guard let list = behavior as? DynamicItemsBehavior else {
                throw DynamicsError.itemHeldByBehavior(item: name, behavior: behavior.description)
            }
            lists.append(list)
        }
        guard !lists.isEmpty else { throw DynamicsError.itemHeldByBehavior(item: name, behavior: "its group") }
        for list in lists { list.removeItem(withID: id) }
    }

    /// The linear (pt/s) and angular (rad/s) velocity of the item with identity `id`.
    func velocity(ofItemWithID id: AnyHashable) -> (linear: SIMD2<Double>, angular: Double)? {
        guard let index = itemTable.recordIndex(of: id) else { return nil }
        let body = Int(itemTable.records[index].body)
        return (world.bodies.linear[body].velocity, world.bodies.angular[body].velocity)
    }

    /// The record's item with its body's current center and rotation.
    func current(_ record: ItemRecord) -> any DynamicItem {
        let body = Int(record.body)
        return record.current(position: world.bodies.linear[body].position, angle: world.bodies.angular[body].angle)
    }

    /// Brings the world up to date before a query, which cannot throw: when the behaviours
    /// cannot be built, the error is kept in ``buildError`` (the world stays as last built, and
    /// the next ``advance(by:)`` throws the error, since the rebuild is still pending).
    func rebuildForQuery() {
        do {
            try rebuildIfNeeded()
        } catch {
            buildError = error
        }
    }
}
