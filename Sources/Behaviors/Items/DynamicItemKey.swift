import Foundation

/// The identity of a dynamic item (its ``DynamicItem/dynamicItemID``) as an error carries it: a
/// value a caller can compare with the item's own identifier, printed as the identifier.
///
/// ```swift
/// catch DynamicsError.unknownItem(let key) where key == DynamicItemKey(cell.dynamicItemID) { … }
/// ```
public struct DynamicItemKey: Hashable, @unchecked Sendable, CustomStringConvertible {
    // Unchecked: the key is only compared, hashed and printed, never mutated or handed back as the
    // item; an `AnyHashable` holds any identifier an app gives, Sendable or not.
    /// The item's identifier.
    public let id: AnyHashable

    /// The key of the item with identifier `id`.
    public init(_ id: AnyHashable) {
        self.id = id
    }

    /// The identifier, printed.
    public var description: String { "\(id.base)" }
}
