import Foundation

extension UpdatePlan {
    /// Validates `updates` against the counts and builds the maps; see
    /// ``BatchUpdate/validated(countsBefore:countsAfter:)``.
    init(updates: [UpdateItem], countsBefore: [Int], countsAfter: [Int]) throws {
        for (afterUpdate, counts) in [(false, countsBefore), (true, countsAfter)] {
            if let section = counts.firstIndex(where: { $0 < 0 }) {
                throw LayoutError.invalidUpdate(.negativeCount(section: section, afterUpdate: afterUpdate))
            }
        }
        var claims = UpdateClaims(countsBefore: countsBefore, countsAfter: countsAfter)
        for update in updates where update.isSectionChange { try claims.claimSection(update) }
        let sections = try claims.mapSections()
        for update in updates where !update.isSectionChange {
            try claims.claimItem(update, sectionAfter: sections.after, sectionBefore: sections.before)
        }
        var itemMaps = [SectionItemMap?](repeating: nil, count: countsAfter.count)
        for (after, before) in sections.before.enumerated() where before >= 0 {
            guard !claims.reloadedSections.contains(before) else { continue }
            try claims.checkCount(after: after, before: before)
            itemMaps[after] = SectionItemMap(
                removed: claims.removedItems[before, default: []], occupied: claims.occupiedItems[after, default: []])
        }
        var movedTo: [IndexPath: IndexPath] = [:]
        var movedFrom: [IndexPath: IndexPath] = [:]
        for (from, to) in claims.itemMoves {
            movedTo[from] = to
            movedFrom[to] = from
        }
        self.updates = updates
        self.countsBefore = countsBefore
        self.countsAfter = countsAfter
        self.reloadedItems = claims.reloadedItems
        self.sectionAfter = sections.after
        self.sectionBefore = sections.before
        self.itemMaps = itemMaps
        self.movedTo = movedTo
        self.movedFrom = movedFrom
    }
}
