/// An item new to the world that an animator takes in without rebuilding it
/// (``DynamicAnimator/applyPendingArrivals()``).
struct Newcomer {
    /// The item, as a behaviour holding it gave it.
    let reference: ItemReference
    /// The behaviours that hold it now.
    var holders: [DynamicBehavior]
    /// The number slots of its references that arrived, to be given its number.
    var slots: [ItemKeySlot]
}
