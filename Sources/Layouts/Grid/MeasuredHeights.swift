import Foundation
import LayoutKitCore

/// The heights the host measured for a self-sizing grid or waterfall, by flat item index, and
/// how they follow the data: kept while the item width and the data stay the same, set aside
/// when the data changes until a batch update's plan maps them to the items' new places.
struct MeasuredHeights: Sendable {
    /// The measured height of every item by flat index; 0 for an item not measured.
    private(set) var values: [CGFloat] = []
    /// Heights set aside by a pass over changed data, with the counts they were measured with.
    private var unmapped: (counts: [Int], values: [CGFloat])?
    /// Whether the data changed since the last pass (a batch update or a reload, not an
    /// interactive move).
    var dataChanged = false
    /// Per section, the first item (index in the section) measured since the layout last moved
    /// the items after it; `Int.max` for none.
    private var firstRemeasured: [Int] = []

    /// The bytes the heights hold (capacity).
    var retainedBytes: Int { values.capacity * MemoryLayout<CGFloat>.stride }

    /// Starts a full pass over `itemCounts` in `columns`, after a self-sizing pass over
    /// `previousCounts` in `previousColumns` (`nil` when the last pass did not self-size). Keeps
    /// every height when the items are as wide as when they were measured and the data is that
    /// of the last pass (no change noted); sets them aside for ``carry(across:countsMatch:rebuild:)``
    /// when only the data changed; forgets them when the width changed.
    mutating func startPass(
        itemCounts: [Int], columns: GridColumnMetrics, previousCounts: [Int]?, previousColumns: GridColumnMetrics?
    ) {
        let sameWidth = previousColumns?.width == columns.width && previousColumns?.displayScale == columns.displayScale
        unmapped = nil
        if sameWidth, let previousCounts, previousCounts != itemCounts || dataChanged {
            unmapped = (previousCounts, values)
        }
        if !sameWidth || unmapped != nil || previousCounts == nil {
            values = [CGFloat](repeating: 0, count: itemCounts.reduce(0, +))
        }
        firstRemeasured = Array(repeating: .max, count: itemCounts.count)
        dataChanged = false
    }

    /// Forgets every height: the host gives the sizes.
    mutating func forget(sectionCount: Int) {
        values = []
        unmapped = nil
        dataChanged = false
        firstRemeasured = Array(repeating: .max, count: sectionCount)
    }

    /// Records `height` (finite, positive) for the item at `indexPath`, flat index `flat`;
    /// false when it already had that height.
    @discardableResult
    mutating func record(_ height: CGFloat, at indexPath: IndexPath, flat: Int) -> Bool {
        guard values[flat] != height else { return false }
        values[flat] = height
        firstRemeasured[indexPath.section] = min(firstRemeasured[indexPath.section], indexPath.item)
        return true
    }

    /// The sections with heights measured since the last call, each with its first measured
    /// item, in order; forgets them.
    ///
    /// - Complexity: O(sections).
    mutating func takeRemeasured() -> [(section: Int, item: Int)] {
        var taken: [(section: Int, item: Int)] = []
        for (section, item) in firstRemeasured.enumerated() where item != .max {
            taken.append((section, item))
            firstRemeasured[section] = .max
        }
        return taken
    }

    /// Carries the heights set aside across `plan` when they were measured with its counts
    /// before and `countsMatch` (the layout's last pass was over its counts after): moved items
    /// keep theirs, deleted and reloaded items lose theirs; `rebuild` then lays the items out
    /// with them. The set-aside heights are dropped either way; when `rebuild` throws, nothing
    /// else changes.
    ///
    /// - Complexity: O(items before and after + measured items × log updates) and `rebuild`.
    mutating func carry(across plan: UpdatePlan, countsMatch: Bool, rebuild: ([CGFloat]) throws -> Void) rethrows {
        guard let pending = unmapped else { return }
        unmapped = nil
        guard countsMatch, pending.counts == plan.countsBefore, plan.countsAfter.reduce(0, +) == values.count else { return }
        var starts = [0]
        for count in plan.countsAfter { starts.append(starts[starts.count - 1] + count) }
        var carried = [CGFloat](repeating: 0, count: values.count)
        var flat = 0
        for (section, count) in pending.counts.enumerated() {
            for item in 0..<count {
                let height = pending.values[flat]
                flat += 1
                let before = IndexPath(item: item, section: section)
                guard height > 0, !plan.reloadedItems.contains(before),
                    let after = plan.indexPathAfterUpdate(for: before)
                else { continue }
                carried[starts[after.section] + after.item] = height
            }
        }
        try rebuild(carried)
        values = carried
    }
}
