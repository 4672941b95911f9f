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
                "invalid number of sections. The number of sections after the update (\(countsAfter.count)) "
                    + "must be equal to the number before the update (\(countsBefore.count)), plus or minus the "
                    + "number of sections inserted or deleted (\(insertedSections.count) inserted, "
                    + "\(deletedSections.count) deleted).")
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
                "invalid number of items in section \(after). The number of items contained in an existing "
                    + "section after the update (\(countsAfter[after])) must be equal to the number of items "
                    + "contained in that section before the update (\(countsBefore[before])), plus or minus the "
                    + "number of items inserted or deleted from that section (\(inserted) inserted, \(deleted) "
                    + "deleted) and plus or minus the number of items moved into or out of that section "
                    + "(\(movedIn) moved in, \(movedOut) moved out).")
        }
    }

    private mutating func claimBefore(section: Int, by update: UpdateItem) throws {
        try Self.claim(section, in: countsBefore, when: "before", claims: &claimedBeforeSections, by: update, verb: "change section")
    }

    private mutating func claimAfter(section: Int, by update: UpdateItem) throws {
        try Self.claim(section, in: countsAfter, when: "after", claims: &claimedAfterSections, by: update, verb: "place a section at")
    }

    /// Records that `update` claims `section`, which must exist in `counts` and be unclaimed.
    private static func claim(
        _ section: Int, in counts: [Int], when: String, claims: inout [Int: UpdateItem], by update: UpdateItem, verb: String
    ) throws {
        guard counts.indices.contains(section) else {
            throw LayoutError.invalidUpdate("\(update): section \(section) does not exist \(when) the update "
                + "(\(counts.count) sections).")
        }
        if let other = claims[section] {
            throw LayoutError.invalidUpdate("\(update) and \(other) both \(verb) \(section).")
        }
        claims[section] = update
    }

    private mutating func claimBefore(item path: IndexPath, by update: UpdateItem) throws {
        try Self.check(path, exists: countsBefore, when: "before", update: update)
        switch claimedBeforeSections[path.section] {
        case let other? where other == .deleteSection(path.section) || other == .reloadSection(path.section):
            throw LayoutError.invalidUpdate("\(update) touches an item of a section that \(other) replaces.")
        default:
            break
        }
        if let other = claimedBeforeItems[path] {
            throw LayoutError.invalidUpdate("\(update) and \(other) both change item \(LayoutError.describe(path)).")
        }
        claimedBeforeItems[path] = update
    }

    private mutating func claimAfter(item path: IndexPath, by update: UpdateItem, sectionBefore: [Int]) throws {
        try Self.check(path, exists: countsAfter, when: "after", update: update)
        let before = sectionBefore[path.section]
        if before < 0 || reloadedSections.contains(before) {
            throw LayoutError.invalidUpdate(
                "\(update) places an item in section \(path.section), which is new after the update.")
        }
        if let other = claimedAfterItems[path] {
            throw LayoutError.invalidUpdate("\(update) and \(other) both place an item at \(LayoutError.describe(path)).")
        }
        claimedAfterItems[path] = update
    }

    private static func check(_ path: IndexPath, exists counts: [Int], when: String, update: UpdateItem) throws {
        guard path.count == 2, counts.indices.contains(path.section) else {
            throw LayoutError.invalidUpdate("\(update): section \(path.count == 2 ? path.section : -1) does not exist "
                + "\(when) the update (\(counts.count) sections).")
        }
        guard (0..<counts[path.section]).contains(path.item) else {
            throw LayoutError.invalidUpdate("\(update): item \(path.item) does not exist in section \(path.section) "
                + "\(when) the update (\(counts[path.section]) items).")
        }
    }
}
