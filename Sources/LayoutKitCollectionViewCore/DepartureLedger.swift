import Foundation
import LayoutKitCore

/// The numbers a core gives the elements its layout animates out (see
/// ``CollectionViewCore/departingDecorations(in:)``): each departure keeps its number from the
/// update that deleted it until the layout stops listing it, so a platform can show it as a
/// decoration view with a stable index path even when two departures share their old key.
package struct DepartureLedger {
    /// The departures in the layout's order, by key before the delete, with their numbers.
    package private(set) var entries: [(key: ElementKey, number: Int)] = []
    /// The next number to give.
    private var nextNumber = 0

    package init() {}

    /// Matches the layout's departing elements (in its order) with the known departures, key by
    /// key in order; the unmatched get new numbers, the departures no longer listed are dropped.
    ///
    /// - Returns: the numbers given to new departures.
    @discardableResult
    package mutating func update(with departing: [LayoutAttributes]) -> [Int] {
        var unmatched = entries
        var matched: [(key: ElementKey, number: Int)] = []
        var fresh: [Int] = []
        for element in departing {
            if let index = unmatched.firstIndex(where: { $0.key == element.key }) {
                matched.append(unmatched.remove(at: index))
            } else {
                matched.append((element.key, nextNumber))
                fresh.append(nextNumber)
                nextNumber += 1
            }
        }
        entries = matched
        return fresh
    }
}
