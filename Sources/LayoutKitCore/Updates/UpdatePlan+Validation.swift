import Foundation

extension UpdatePlan {
    /// Validates `updates` against the counts and builds the maps; see
    /// ``BatchUpdate/validated(countsBefore:countsAfter:)``.
    init(updates: [UpdateItem], countsBefore: [Int], countsAfter: [Int]) throws {
        for (name, counts) in [("before", countsBefore), ("after", countsAfter)] {
            if let section = counts.firstIndex(where: { $0 < 0 }) {
                throw LayoutError.invalidUpdate("section \(section) has a negative item count \(name) the update.")
            }
        }
        var claims = UpdateClaims(countsBefore: countsBefore, countsAfter: countsAfter)
        for update in updates where update.isSectionChange { try claims.claimSection(update) }
        let sections = try claims.mapSections()
        for update in updates where !update.isSectionChange {
            try claims.claimItem(update, sectionAfter: sections.after, sectionBefore: sections.before)
        }
        var itemAfter = countsBefore.map { [Slot](repeating: .none, count: $0) }
        var itemBefore = countsAfter.map { [Slot](repeating: .none, count: $0) }
        for (after, before) in sections.before.enumerated() where before >= 0 {
            guard !claims.reloadedSections.contains(before) else { continue }
            try claims.checkCount(after: after, before: before)
            let removed = claims.removedItems[before, default: []]
            let occupied = claims.occupiedItems[after, default: []]
            var target = 0
            for item in 0..<countsBefore[before] where !removed.contains(item) {
                while occupied.contains(target) { target += 1 }
                itemAfter[before][item] = Slot(section: after, item: target)
                itemBefore[after][target] = Slot(section: before, item: item)
                target += 1
            }
        }
        for (from, to) in claims.itemMoves {
            itemAfter[from.section][from.item] = Slot(section: to.section, item: to.item)
            itemBefore[to.section][to.item] = Slot(section: from.section, item: from.item)
        }
        self.updates = updates
        self.countsBefore = countsBefore
        self.countsAfter = countsAfter
        self.reloadedItems = claims.reloadedItems
        self.sectionAfter = sections.after
        self.sectionBefore = sections.before
        self.itemAfter = itemAfter
        self.itemBefore = itemBefore
    }
}

extension UpdateItem {
    /// True for changes of whole sections.
    var isSectionChange: Bool {
        switch self {
        case .insertSection, .deleteSection, .reloadSection, .moveSection: true
        case .insertItem, .deleteItem, .reloadItem, .moveItem: false
        }
    }
}
