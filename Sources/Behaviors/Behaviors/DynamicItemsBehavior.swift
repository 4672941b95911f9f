import Foundation

/// A behaviour acting on a list of items that may change: the base of ``GravityBehavior``,
/// ``PushBehavior`` and ``DynamicItemBehavior``.
public class DynamicItemsBehavior: DynamicBehavior {
    /// The references to the items, in the order added.
    private(set) var references: [ItemReference] = []
    /// The identities of the items held.
    private var identities: Set<AnyHashable> = []

    /// Creates the behaviour acting on `items` (an item given twice is held once).
    public init(items: [any DynamicItem] = []) {
        super.init()
        for item in items { insert(ItemReference(item)) }
    }

    /// The items, with their current state when the behaviour is in an animator.
    public var items: [any DynamicItem] {
        references.map { dynamicAnimator?.item(withID: $0.id) ?? $0.item }
    }

    /// Adds `item`; adding an item already held does nothing.
    ///
    /// - Complexity: O(1) amortized.
    public func addItem(_ item: any DynamicItem) {
        let reference = ItemReference(item)
        if insert(reference) { membershipChanged(reference) }
    }

    @discardableResult
    private func insert(_ reference: ItemReference) -> Bool {
        guard identities.insert(reference.id).inserted else { return false }
        references.append(reference)
        return true
    }

    /// Removes the item with `item`'s identity; does nothing when it is not held.
    ///
    /// - Complexity: O(n) in the number of items held.
    public func removeItem(_ item: any DynamicItem) {
        removeItem(withID: item.dynamicItemID)
    }

    /// Removes the item with identity `id`; does nothing when it is not held.
    func removeItem(withID id: AnyHashable) {
        let hash = id.hashValue
        // Reads each reference's hash in place: a copy of every reference passed over would
        // cost more than the search.
        guard identities.remove(id) != nil,
            let index = references.withUnsafeBufferPointer({ held in
                held.indices.first { held[$0].idHash == hash && held[$0].id == id }
            })
        else { return }
        membershipChanged(references.remove(at: index))
    }

    /// Tells the animator that `reference`'s item joined or left the behaviour: its island wakes
    /// and the world is rebuilt, unless the item is new to the world and nothing else changed
    /// (the animator then takes it in alone, ``DynamicAnimator/applyPendingArrivals()``).
    func membershipChanged(_ reference: ItemReference) {
        dynamicAnimator?.membershipChanged(of: reference, in: self)
    }

    /// True when what the behaviour does to an item does not depend on its other items, so that
    /// the animator can apply it to an item the behaviour gains alone, leaving the other bodies
    /// of its world as they are: false here, true for gravity, item properties and collisions.
    var actsOnEachItemAlone: Bool { false }

    /// True when the behaviour holds the item with identity `id`.
    func contains(_ id: AnyHashable) -> Bool {
        identities.contains(id)
    }

    /// Throws ``DynamicsError/itemNotInBehavior(item:behavior:)`` unless `item` is held.
    func requireItem(_ item: any DynamicItem) throws {
        guard contains(item.dynamicItemID) else {
            throw DynamicsError.itemNotInBehavior(item: item.itemKey, behavior: description)
        }
    }

    override var itemReferences: [ItemReference] { references }

    override func refreshItems(_ current: (AnyHashable) -> (any DynamicItem)?) {
        for index in references.indices {
            if let item = current(references[index].id) { references[index].item = item }
        }
    }

    public override var description: String {
        "\(type(of: self))(\(references.map(\.item.itemKey.description).joined(separator: ", ")))"
    }
}
