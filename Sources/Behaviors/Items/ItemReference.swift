import Foundation

/// A behaviour's hold on an item: its identity and the state it had when given.
///
/// The animator starts an item it does not know yet from this state; an item it already holds
/// keeps its live state.
struct ItemReference {
    /// The item's identity.
    var id: AnyHashable
    /// The item as it was given to the behaviour.
    var item: any DynamicItem

    init(_ item: any DynamicItem) {
        self.id = item.dynamicItemID
        self.item = item
    }
}
