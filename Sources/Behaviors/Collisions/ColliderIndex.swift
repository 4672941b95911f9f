/// The colliders of a collision world by ``ColliderKey``: items in an array by their number,
/// boundary segments (few) in a dictionary, so that carrying contacts across a rebuild hashes
/// no item.
struct ColliderIndex {
    private var itemColliders: [Int32?] = []
    private var segmentColliders: [ColliderKey: Int32] = [:]

    /// Indexes `keys`, the keys of the colliders in order.
    ///
    /// - Complexity: O(keys + largest item number).
    init(_ keys: [ColliderKey]) {
        for (index, key) in keys.enumerated() {
            switch key {
            case .item(let item):
                let slot = Int(item)
                if itemColliders.count <= slot { itemColliders += repeatElement(nil, count: slot + 1 - itemColliders.count) }
                itemColliders[slot] = Int32(index)
            case .segment:
                segmentColliders[key] = Int32(index)
            }
        }
    }

    /// The index of the collider with `key`, if there is one.
    func collider(_ key: ColliderKey) -> Int32? {
        switch key {
        case .item(let item):
            return Int(item) < itemColliders.count ? itemColliders[Int(item)] : nil
        case .segment:
            return segmentColliders[key]
        }
    }
}
