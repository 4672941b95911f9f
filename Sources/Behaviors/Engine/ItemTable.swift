/// The items of a built world: their records, and the record and body of each item key.
///
/// Built by a ``WorldBuilder`` and kept by the animator until the next rebuild; lookups by key
/// are array reads, lookups by identity cost one hash (``ItemKeys``).
struct ItemTable {
    /// The numbers of the identities in the world.
    private(set) var keys: ItemKeys
    /// The records of the items, in the order behaviours first named them.
    var records: [ItemRecord] = []
    /// Per key: the index of its item's record (`nil` for a group, or a key not in the world).
    private(set) var recordOfKey: [Int?] = []
    /// Per key: the body of its item or group (`nil` for a group's member, or a key not in the world).
    private(set) var bodyOfKey: [Int32?] = []

    /// An empty table numbering identities with `keys`.
    init(keys: ItemKeys = ItemKeys()) {
        self.keys = keys
    }

    /// The number of `id`, giving it one when it has none.
    mutating func key(for id: AnyHashable) -> Int32 { keys.key(for: id) }

    /// The index of the record of the item with identity `id`.
    ///
    /// - Complexity: O(1) (one hash of `id`).
    func recordIndex(of id: AnyHashable) -> Int? {
        keys.key(of: id).flatMap(recordIndex(ofKey:))
    }

    /// The index of the record of the item `handle` holds, while it holds one.
    ///
    /// - Complexity: O(1), no hash.
    func recordIndex(of handle: ItemHandle) -> Int? {
        keys.key(of: handle).flatMap(recordIndex(ofKey:))
    }

    /// The index of the record of the item numbered `key`.
    func recordIndex(ofKey key: Int32) -> Int? {
        Int(key) < recordOfKey.count ? recordOfKey[Int(key)] : nil
    }

    /// The body of the item or group numbered `key`, when it has its own.
    func body(ofKey key: Int32) -> Int32? {
        Int(key) < bodyOfKey.count ? bodyOfKey[Int(key)] : nil
    }

    /// Appends `record` as the record of its key.
    mutating func add(_ record: ItemRecord) {
        grow(to: Int(record.key) + 1)
        recordOfKey[Int(record.key)] = records.count
        records.append(record)
    }

    /// Notes `body` as the body of the item or group numbered `key`.
    mutating func setBody(_ body: Int32, ofKey key: Int32) {
        grow(to: Int(key) + 1)
        bodyOfKey[Int(key)] = body
    }

    /// Frees the numbers of the identities this table does not hold.
    mutating func releaseUnusedKeys() {
        let (recordIndexes, bodies) = (recordOfKey, bodyOfKey)
        keys.releaseUnused { key in
            Int(key) < recordIndexes.count && (recordIndexes[Int(key)] != nil || bodies[Int(key)] != nil)
        }
    }

    /// Takes out the records `removing` marks (their identities' numbers freed) and gives the
    /// bodies of the rest, groups' included, their numbers in `bodies` (`nil` for a body taken
    /// out).
    ///
    /// - Complexity: O(records + numbers handed out), one hash per record taken out.
    mutating func remove(records removing: [Bool], bodies: [Int32?]) {
        let renumbered = compactNumbers(count: records.count) { removing[$0] }
        for index in records.indices where removing[index] { keys.release(records[index].key) }
        records.keepIndices { !removing[$0] }
        for index in records.indices { records[index].body = bodies[Int(records[index].body)] ?? 0 }
        for key in recordOfKey.indices {
            recordOfKey[key] = recordOfKey[key].flatMap { renumbered[$0].map(Int.init) }
            bodyOfKey[key] = bodyOfKey[key].flatMap { bodies[Int($0)] }
        }
    }

    private mutating func grow(to count: Int) {
        guard recordOfKey.count < count else { return }
        let more = max(count, 2 * recordOfKey.count) - recordOfKey.count
        recordOfKey += repeatElement(nil, count: more)
        bodyOfKey += repeatElement(nil, count: more)
    }
}
