import Foundation

/// Where an item of a ``DataSnapshot`` is: its section and its item number, packed in one
/// integer (cheaper to hash and to store than an `IndexPath`).
@usableFromInline
struct ItemLocation: Hashable, Sendable {
    /// The section in the high 32 bits, the item in the low 32.
    @usableFromInline let packed: Int64

    @inlinable
    init(section: Int, item: Int) {
        packed = Int64(section) << 32 | Int64(UInt32(truncatingIfNeeded: item))
    }

    /// The section.
    @inlinable var section: Int { Int(packed >> 32) }
    /// The item within the section.
    @inlinable var item: Int { Int(UInt32(truncatingIfNeeded: packed)) }
    /// The location as an index path.
    @inlinable var indexPath: IndexPath { IndexPath(item: item, section: section) }
}
