/// The collisions an item's shape takes part in after the item joined or left collision
/// behaviours (``DynamicAnimator/membershipChanges()``).
struct MembershipChange {
    /// The item's record in the animator's item table, and its shape.
    let record: Int
    let shape: Int
    /// The collision behaviours (one bit each) in which it now meets items, and whose
    /// boundaries it now meets: both 0 when it left every collision.
    let itemMask: UInt64
    let boundaryMask: UInt64
    /// How many more collision behaviours hold it than before (negative when fewer do).
    let holderChange: Int32
}
