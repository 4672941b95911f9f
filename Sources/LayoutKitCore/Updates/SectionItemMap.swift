import Foundation

/// How the items of one section that survive an update (neither removed nor inserted) keep
/// their order: the k-th surviving item before the update is the k-th free slot after it.
///
/// Holds only the removed item numbers (before) and the occupied slots (after), sorted, so a
/// plan over a million items costs what its updates cost.
struct SectionItemMap: Sendable {
    /// Item numbers before the update that leave this section's order (deleted, moved away).
    let removed: [Int]
    /// Item numbers after the update taken by new items (inserted, moved in).
    let occupied: [Int]

    init(removed: Set<Int>, occupied: Set<Int>) {
        self.removed = removed.sorted()
        self.occupied = occupied.sorted()
    }

    /// The number after the update of the surviving item `item`, or `nil` when it is removed.
    ///
    /// - Complexity: O(log removed + occupied).
    func after(_ item: Int) -> Int? {
        Self.slot(of: item, leaving: removed, filling: occupied)
    }

    /// The number before the update of the item at `item` after it, or `nil` when it is new.
    ///
    /// - Complexity: O(log occupied + removed).
    func before(_ item: Int) -> Int? {
        Self.slot(of: item, leaving: occupied, filling: removed)
    }

    /// Where `item` of one side lands on the other: its rank among the items not in `leaving`,
    /// then that rank among the numbers not in `filling`.
    private static func slot(of item: Int, leaving: [Int], filling: [Int]) -> Int? {
        let below = lowerBound(item, in: leaving)
        if below < leaving.count, leaving[below] == item { return nil }
        var target = item - below
        for taken in filling {
            guard taken <= target else { break }
            target += 1
        }
        return target
    }

    /// The number of elements of the sorted `values` below `value`.
    private static func lowerBound(_ value: Int, in values: [Int]) -> Int {
        var (low, high) = (0, values.count)
        while low < high {
            let middle = (low + high) / 2
            if values[middle] < value { low = middle + 1 } else { high = middle }
        }
        return low
    }
}
