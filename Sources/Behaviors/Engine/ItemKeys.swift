/// Small numbers for the identities of the items (and groups) an animator holds.
///
/// Identities are `AnyHashable`, and every lookup of one costs a hash and a boxed comparison.
/// The animator looks an identity up here when a behaviour first names it (and a group's
/// members at each rebuild); everything else (bodies, records, collider keys) is indexed by the
/// number. A number stays with its identity while the identity is in the world, so contacts and
/// state carry over across rebuilds by number; numbers of identities that left are reused.
struct ItemKeys {
    private var numbers: [AnyHashable: Int32] = [:]
    /// The identity of each number in use; `nil` for a free number.
    private var identities: [AnyHashable?] = []
    private var free: [Int32] = []
    /// Per number: how many times it was freed (``ItemHandle``).
    private var generations: [UInt32] = []

    /// The number of `id`, if it has one.
    ///
    /// - Complexity: O(1) (one hash of `id`).
    func key(of id: AnyHashable) -> Int32? { numbers[id] }

    /// A handle on the number of `id`, if it has one.
    ///
    /// - Complexity: O(1) (one hash of `id`).
    func handle(of id: AnyHashable) -> ItemHandle? {
        numbers[id].map(handle(ofKey:))
    }

    /// The handle on the number `key`, which must be in use.
    ///
    /// - Complexity: O(1), no hash.
    func handle(ofKey key: Int32) -> ItemHandle { ItemHandle(key: key, generation: generations[Int(key)]) }

    /// The number `handle` holds, while the identity it was taken for still has it.
    ///
    /// - Complexity: O(1), no hash.
    func key(of handle: ItemHandle) -> Int32? {
        let index = Int(handle.key)
        guard index < generations.count, generations[index] == handle.generation, identities[index] != nil else { return nil }
        return handle.key
    }

    /// The number of `id`, giving it one (a free one first) when it has none.
    ///
    /// - Complexity: amortized O(1) (one hash of `id`).
    mutating func key(for id: AnyHashable) -> Int32 {
        if let key = numbers[id] { return key }
        let key: Int32
        if let reused = free.popLast() {
            key = reused
            identities[Int(key)] = id
        } else {
            key = Int32(identities.count)
            identities.append(id)
            generations.append(0)
        }
        numbers[id] = key
        return key
    }

    /// Frees the numbers whose identities `isUsed` says are no longer in the world.
    ///
    /// - Complexity: O(numbers handed out) plus one hash per freed identity.
    mutating func releaseUnused(_ isUsed: (Int32) -> Bool) {
        for index in identities.indices where identities[index] != nil && !isUsed(Int32(index)) { release(Int32(index)) }
    }

    /// Frees the number `key` (its identity's handles then hold nothing).
    ///
    /// - Complexity: O(1) (one hash of the identity).
    mutating func release(_ key: Int32) {
        let index = Int(key)
        guard let id = identities[index] else { return }
        numbers[id] = nil
        identities[index] = nil
        generations[index] &+= 1
        free.append(key)
    }
}
