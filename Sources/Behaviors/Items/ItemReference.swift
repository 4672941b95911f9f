import Foundation

/// A behaviour's hold on an item: its identity and the state it had when given.
///
/// The animator starts an item it does not know yet from this state; an item it already holds
/// keeps its live state.
struct ItemReference {
    /// The item's identity.
    let id: AnyHashable
    /// The identity's hash, to skip the (costly) comparison of identities that cannot match.
    let idHash: Int
    /// The item as it was given to the behaviour.
    var item: any DynamicItem
    /// The identity's number in the animator holding the reference, once built (shared by the
    /// reference's copies).
    let keySlot = ItemKeySlot()

    init(_ item: any DynamicItem) {
        self.id = item.dynamicItemID
        self.idHash = id.hashValue
        self.item = item
    }
}
