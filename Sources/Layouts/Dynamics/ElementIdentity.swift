import Foundation

/// The identity a ``BehaviorManager`` gives an element's body: a number that stays the same when
/// a batch update changes the element's index path, named after the element it was made for.
public struct ElementIdentity: Hashable, Sendable, CustomStringConvertible {
    /// The number, unique within its manager.
    public let number: Int
    /// The element it was made for, for error messages (`cell [0, 3]`).
    public let name: String

    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.number == rhs.number }
    public func hash(into hasher: inout Hasher) { hasher.combine(number) }
    public var description: String { name }
}
