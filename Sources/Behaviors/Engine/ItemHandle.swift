/// A hold on one item of an animator's world that finds its record without hashing its
/// identity: the item's number (``ItemKeys``) and how many times that number had been freed
/// when the handle was taken, so that a handle outlived by its item finds nothing rather than
/// the item that reused the number.
package struct ItemHandle: Equatable, Sendable {
    /// The identity's number in the animator.
    let key: Int32
    /// How many times the number had been freed when the handle was taken.
    let generation: UInt32
}
