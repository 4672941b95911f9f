import Foundation

/// The bookkeeping of a batch update's validation: which positions before and after the update
/// each change claims, so that two changes never claim one position.
struct UpdateClaims {
    let countsBefore: [Int]
    let countsAfter: [Int]

    private(set) var deletedSections = Set<Int>()
    private(set) var insertedSections = Set<Int>()
    private(set) var reloadedSections = Set<Int>()
    private var sectionMoves: [Int: Int] = [:]
    private var claimedBeforeSections: [Int: UpdateItem] = [:]
    private var claimedAfterSections: [Int: UpdateItem] = [:]
    private var claimedBeforeItems: [IndexPath: UpdateItem] = [:]
    private var claimedAfterItems: [IndexPath: UpdateItem] = [:]

    /// Items leaving each section before the update (deleted or moved out), by before section.
    private(set) var removedItems: [Int: Set<Int>] = [:]
    /// Positions taken by new items (inserted or moved in), by after section.
    private(set) var occupiedItems: [Int: Set<Int>] = [:]
    private(set) var itemMoves: [(from: IndexPath, to: IndexPath)] = []
    private(set) var reloadedItems = Set<IndexPath>()
    private var deletedCount: [Int: Int] = [:]
    private var movedOutCount: [Int: Int] = [:]
    private var insertedCount: [Int: Int] = [:]
    private var movedInCount: [Int: Int] = [:]

    init(countsBefore: [Int], countsAfter: [Int]) {
        self.countsBefore = countsBefore
        self.countsAfter = countsAfter
    }

    mutating func claimSection(_ update: UpdateItem) throws {
        switch update {
        case let .deleteSection(section):
            try claimBefore(section: section, by: update)
            deletedSections.insert(section)
        case let .reloadSection(section):
            try claimBefore(section: section, by: update)
            reloadedSections.insert(section)
        case let .insertSection(section):
            try claimAfter(section: section, by: update)
            insertedSections.insert(section)
        case let .moveSection(from, to):
            try claimBefore(section: from, by: update)
            try claimAfter(section: to, by: update)
            sectionMoves[from] = to
        default:
            preconditionFailure("\(update) is not a section change")
        }
    }

    /// Maps sections: moves go where they say; the sections left keep their order in the free
    /// positions. Reloaded sections stay in place (their items are replaced, not moved).
    func mapSections() throws -> (after: [Int], before: [Int]) {
        let expected = countsBefore.count - deletedSections.count + insertedSections.count
        guard expected == countsAfter.count else {
            throw LayoutError.invalidUpdate(
                .sectionCount(
                    before: countsBefore.count, after: countsAfter.count, inserted: insertedSections.count,
                    deleted: deletedSections.count))
        }
        var after = [Int](repeating: -1, count: countsBefore.count)
        var before = [Int](repeating: -1, count: countsAfter.count)
        for (from, to) in sectionMoves {
            after[from] = to
            before[to] = from
        }
        let staying = countsBefore.indices.filter { !deletedSections.contains($0) && sectionMoves[$0] == nil }
        let free = countsAfter.indices.filter { !insertedSections.contains($0) && before[$0] < 0 }
        for (from, to) in zip(staying, free) {
            after[from] = to
            before[to] = from
        }
        return (after, before)
    }

    mutating func claimItem(_ update: UpdateItem, sectionAfter: [Int], sectionBefore: [Int]) throws {
        switch update {
        case let .deleteItem(path):
            try claimBefore(item: path, by: update)
            removedItems[path.section, default: []].insert(path.item)
            deletedCount[path.section, default: 0] += 1
        case let .reloadItem(path):
            try claimBefore(item: path, by: update)
            reloadedItems.insert(path)
        case let .insertItem(path):
            try claimAfter(item: path, by: update, sectionBefore: sectionBefore)
            occupiedItems[path.section, default: []].insert(path.item)
            insertedCount[path.section, default: 0] += 1
        case let .moveItem(from, to):
            try claimBefore(item: from, by: update)
            try claimAfter(item: to, by: update, sectionBefore: sectionBefore)
            removedItems[from.section, default: []].insert(from.item)
            occupiedItems[to.section, default: []].insert(to.item)
            movedOutCount[from.section, default: 0] += 1
            movedInCount[to.section, default: 0] += 1
            itemMoves.append((from, to))
        default:
            preconditionFailure("\(update) is not an item change")
        }
    }

    /// Checks UIKit's rule for a section that exists before and after the update.
    func checkCount(after: Int, before: Int) throws {
        let deleted = deletedCount[before, default: 0], movedOut = movedOutCount[before, default: 0]
        let inserted = insertedCount[after, default: 0], movedIn = movedInCount[after, default: 0]
        let expected = countsBefore[before] - deleted - movedOut + inserted + movedIn
        guard expected == countsAfter[after] else {
            throw LayoutError.invalidUpdate(
                .itemCount(
                    section: after, before: countsBefore[before], after: countsAfter[after], inserted: inserted, deleted: deleted,
                    movedIn: movedIn, movedOut: movedOut))
        }
    }

    private mutating func claimBefore(section: Int, by update: UpdateItem) throws {
        try Self.claim(section, in: countsBefore, afterUpdate: false, claims: &claimedBeforeSections, by: update)
    }

    private mutating func claimAfter(section: Int, by update: UpdateItem) throws {
        try Self.claim(section, in: countsAfter, afterUpdate: true, claims: &claimedAfterSections, by: update)
    }

    /// Records that `update` claims `section`, which must exist in `counts` and be unclaimed.
    private static func claim(
        _ section: Int, in counts: [Int], afterUpdate: Bool, claims: inout [Int: UpdateItem], by update: UpdateItem
    ) throws {
        guard counts.indices.contains(section) else {
            throw LayoutError.invalidUpdate(
                .noSuchSection(update, section: section, sectionCount: counts.count, afterUpdate: afterUpdate))
        }
        if let other = claims[section] {
            throw LayoutError.invalidUpdate(.sectionClaimedTwice(update, other, section: section, afterUpdate: afterUpdate))
        }
        claims[section] = update
    }

    private mutating func claimBefore(item path: IndexPath, by update: UpdateItem) throws {
        try Self.check(path, exists: countsBefore, afterUpdate: false, update: update)
        switch claimedBeforeSections[path.section] {
        case let other? where other == .deleteSection(path.section) || other == .reloadSection(path.section):
            throw LayoutError.invalidUpdate(.itemOfReplacedSection(update, replacing: other))
        default:
            break
        }
        if let other = claimedBeforeItems[path] {
            throw LayoutError.invalidUpdate(.itemClaimedTwice(update, other, path, afterUpdate: false))
        }
        claimedBeforeItems[path] = update
    }

    private mutating func claimAfter(item path: IndexPath, by update: UpdateItem, sectionBefore: [Int]) throws {
        try Self.check(path, exists: countsAfter, afterUpdate: true, update: update)
        let before = sectionBefore[path.section]
        if before < 0 || reloadedSections.contains(before) {
            throw LayoutError.invalidUpdate(.itemInNewSection(update, section: path.section))
        }
        if let other = claimedAfterItems[path] {
            throw LayoutError.invalidUpdate(.itemClaimedTwice(update, other, path, afterUpdate: true))
        }
        claimedAfterItems[path] = update
    }

    private static func check(_ path: IndexPath, exists counts: [Int], afterUpdate: Bool, update: UpdateItem) throws {
        guard path.count == 2, counts.indices.contains(path.section) else {
            throw LayoutError.invalidUpdate(
                .noSuchSection(
                    update, section: path.count == 2 ? path.section : -1, sectionCount: counts.count, afterUpdate: afterUpdate))
        }
        guard (0..<counts[path.section]).contains(path.item) else {
            throw LayoutError.invalidUpdate(.noSuchItem(update, path, itemCount: counts[path.section], afterUpdate: afterUpdate))
        }
    }
}
