/// What the behaviours removed and the items that left behaviours do to the items the world
/// keeps a record of (``DynamicAnimator/applyPendingDepartures()``).
struct DeparturePlan {
    /// Per item record: how many more behaviours hold it than before (negative when fewer do).
    var holderChanges: [Int: Int32] = [:]
    /// The item records that left a behaviour with forces, properties or shapes (not only
    /// joints): their bodies cannot stay as they are.
    var effectsLost: Set<Int> = []
}
