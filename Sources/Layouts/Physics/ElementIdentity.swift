import Foundation

/// The identity a ``BehaviorManager`` gives an element's body: a number that stays the same when
/// a batch update changes the element's index path, named after the element it was made for.
package struct ElementIdentity: Hashable, Sendable, CustomStringConvertible {
    /// The number, unique within its manager.
    package let number: Int
    /// The element it was made for, for error messages (`cell [0, 3]`).
    package let name: String

    package static func == (lhs: Self, rhs: Self) -> Bool { lhs.number == rhs.number }
    package func hash(into hasher: inout Hasher) { hasher.combine(number) }
    package var description: String { name }
}
