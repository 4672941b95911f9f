/// A hold on one item of an animator's world that finds its record without hashing its
/// identity: the item's number (``ItemKeys``) and how many times that number had been freed
/// when the handle was taken, so that a handle outlived by its item finds nothing rather than
/// the item that reused the number.
package struct ItemHandle: Equatable, Sendable {
    /// The identity's number in the animator: small and dense (a freed number is reused), so a
    /// caller may keep its own records in an array by it.
    package let key: Int32
    /// How many times the number had been freed when the handle was taken.
    let generation: UInt32

    /// Compared field by field here, so that a caller in another module (a layout checking the
    /// handle of every body on screen) calls no generic equality.
    package static func == (lhs: ItemHandle, rhs: ItemHandle) -> Bool {
        lhs.key == rhs.key && lhs.generation == rhs.generation
    }
}
