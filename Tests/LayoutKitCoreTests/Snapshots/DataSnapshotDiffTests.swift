import Foundation
import LayoutKitCore
import Testing

/// Snapshots diffed into batch updates: checked by applying the update to the old identifiers
/// with an applier of UIKit's rules written apart from the diff (`UpdateApplier`), on thousands
/// of seeded random pairs, and on cases whose fewest moves are known by hand.
struct DataSnapshotDiffTests {
    typealias Snapshot = DataSnapshot<Int, Int>

    static func snapshot(_ sections: [(Int, [Int])]) throws -> Snapshot {
        var snapshot = Snapshot()
        for (section, items) in sections {
            try snapshot.appendSections([section])
            try snapshot.appendItems(items, toSection: section)
        }
        return snapshot
    }

    /// Checks that `update` is valid and turns `old` into `new`.
    static func expectTurns(_ old: Snapshot, into new: Snapshot, by update: BatchUpdate) throws {
        _ = try update.validated(countsBefore: old.itemCounts, countsAfter: new.itemCounts)
        let applied = UpdateApplier.apply(update, to: old, new: new)
        #expect(applied.sections == new.sectionIdentifiers)
        #expect(applied.items == new.itemIdentifiers)
    }

    static func moves(_ update: BatchUpdate) -> Int {
        update.items.filter { if case .moveItem = $0 { true } else { false } }.count
    }

    @Test(arguments: 0..<8)
    func randomPairsTurnTheOldDataIntoTheNew(batch: UInt64) throws {
        for seed in batch * 500..<(batch + 1) * 500 {
            var random = SeededRandom(seed: seed)
            var nextID = 0
            func fresh() -> Int {
                nextID += 1
                return nextID
            }
            let old = (0..<random.next(below: 5)).map { _ in (fresh(), (0..<random.next(below: 12)).map { _ in fresh() }) }
            // The new data: some sections go, some come, the rest shuffled a little; items
            // deleted, inserted, moved within and across sections.
            var sections = old.filter { _ in random.next(below: 6) != 0 }
            for _ in 0..<random.next(below: 2) { sections.insert((fresh(), []), at: random.next(below: sections.count + 1)) }
            if sections.count > 1, random.next(below: 2) == 0 { sections.swapAt(0, random.next(below: sections.count)) }
            for index in sections.indices {
                sections[index].1 = sections[index].1.filter { _ in random.next(below: 5) != 0 }
                for _ in 0..<random.next(below: 3) {
                    sections[index].1.insert(fresh(), at: random.next(below: sections[index].1.count + 1))
                }
                if sections[index].1.count > 1, random.next(below: 2) == 0 {
                    let moved = sections[index].1.remove(at: random.next(below: sections[index].1.count))
                    sections[index].1.insert(moved, at: random.next(below: sections[index].1.count + 1))
                }
            }
            if sections.count > 1, let from = sections.indices.first(where: { !sections[$0].1.isEmpty }),
                random.next(below: 2) == 0
            {
                let moved = sections[from].1.removeLast()
                let to = (from + 1) % sections.count
                sections[to].1.insert(moved, at: random.next(below: sections[to].1.count + 1))
            }
            let before = try Self.snapshot(old), after = try Self.snapshot(sections)
            let changed = Set(after.itemIdentifiers.joined().filter { $0 % 7 == Int(seed % 7) })
            let update = after.batchUpdate(from: before) { changed.contains($0) }
            try Self.expectTurns(before, into: after, by: update)
        }
    }

    @Test func longSectionsWithFarMovesTurnTheOldDataIntoTheNew() throws {
        // Sections of hundreds of items, items moved far (beyond the diff's cursor window) both
        // ways, runs deleted and inserted: the cursor's every branch.
        for seed in 0..<200 as Range<UInt64> {
            var random = SeededRandom(seed: 10_000 + seed)
            let old = (0..<3).map { section in (section, (0..<(100 + random.next(below: 300))).map { section * 1_000 + $0 }) }
            var sections = old
            var fresh = 100_000
            for index in sections.indices {
                for _ in 0..<random.next(below: 6) {
                    let moved = sections[index].1.remove(at: random.next(below: sections[index].1.count))
                    sections[index].1.insert(moved, at: random.next(below: sections[index].1.count + 1))
                }
                let cut = random.next(below: sections[index].1.count)
                sections[index].1.removeSubrange(cut..<min(cut + random.next(below: 40), sections[index].1.count))
                for _ in 0..<random.next(below: 30) {
                    fresh += 1
                    sections[index].1.insert(fresh, at: random.next(below: sections[index].1.count + 1))
                }
            }
            let crossing = sections[0].1.removeFirst()
            sections[2].1.insert(crossing, at: random.next(below: sections[2].1.count + 1))
            let before = try Self.snapshot(old), after = try Self.snapshot(sections)
            try Self.expectTurns(before, into: after, by: after.batchUpdate(from: before))
        }
    }

    @Test func onlyTheItemsThatMustMoveMove() throws {
        let thousand = Array(1...1000)
        let old = try Self.snapshot([(0, thousand)])
        // One item taken from the front to the back: one move, not 999.
        var shifted = thousand
        shifted.append(shifted.removeFirst())
        let one = try Self.snapshot([(0, shifted)]).batchUpdate(from: old)
        #expect(one.items == [.moveItem(from: IndexPath(item: 0, section: 0), to: IndexPath(item: 999, section: 0))])
        // Two neighbours swapped: one of them moves.
        var swapped = thousand
        swapped.swapAt(500, 501)
        #expect(Self.moves(try Self.snapshot([(0, swapped)]).batchUpdate(from: old)) == 1)
        // Five reversed: four move (one of them can stay).
        let reversed = try Self.snapshot([(0, Array((1...5).reversed()))]).batchUpdate(
            from: try Self.snapshot([(0, Array(1...5))]))
        #expect(Self.moves(reversed) == 4)
        // Nothing changed: nothing at all.
        #expect(try Self.snapshot([(0, thousand)]).batchUpdate(from: old).items.isEmpty)
    }

    @Test func theMovesAreTheFewestOnRandomSections() throws {
        // One section shuffled a little: the items kept need (kept - longest increasing run of
        // their old places in the new order) moves, the run counted here by the quadratic
        // textbook recurrence, apart from the diff.
        for seed in 0..<300 as Range<UInt64> {
            var random = SeededRandom(seed: 20_000 + seed)
            let old = Array(0..<(1 + random.next(below: 120)))
            var new = old.filter { _ in random.next(below: 8) != 0 }
            for _ in 0..<random.next(below: 12) {
                let moved = new.isEmpty ? nil : new.remove(at: random.next(below: new.count))
                moved.map { new.insert($0, at: random.next(below: new.count + 1)) }
            }
            for fresh in 0..<random.next(below: 10) { new.insert(1_000 + fresh, at: random.next(below: new.count + 1)) }
            let kept = new.filter { $0 < 1_000 }
            var longest = [Int](repeating: 1, count: kept.count)
            for end in kept.indices {
                for start in 0..<end where kept[start] < kept[end] { longest[end] = max(longest[end], longest[start] + 1) }
            }
            let before = try Self.snapshot([(0, old)]), after = try Self.snapshot([(0, new)])
            let update = after.batchUpdate(from: before)
            #expect(Self.moves(update) == kept.count - (longest.max() ?? 0), "seed \(seed)")
            try Self.expectTurns(before, into: after, by: update)
        }
    }

    @Test func sectionsMoveKeepTheirItemsAndItemsCrossSections() throws {
        let old = try Self.snapshot([(1, [10, 11]), (2, [20, 21]), (3, [30])])
        let new = try Self.snapshot([(3, [30, 11]), (1, [10]), (2, [20, 21])])
        let update = new.batchUpdate(from: old)
        #expect(
            update.items == [
                .moveSection(from: 2, to: 0), .moveItem(from: IndexPath(item: 1, section: 0), to: IndexPath(item: 1, section: 0))
            ])
        try Self.expectTurns(old, into: new, by: update)
    }

    @Test func aChangedItemIsReloadedWhereItStaysAndReplacedWhereItMoves() throws {
        let old = try Self.snapshot([(0, [1, 2, 3])])
        let new = try Self.snapshot([(0, [3, 1, 2])])
        let update = new.batchUpdate(from: old) { $0 != 2 }
        // 1 and 2 stay (in order), 3 moves: 1 is reloaded, 3 is deleted and inserted.
        #expect(
            Set(update.items) == [
                .reloadItem(IndexPath(item: 0, section: 0)), .deleteItem(IndexPath(item: 2, section: 0)),
                .insertItem(IndexPath(item: 0, section: 0))
            ])
        try Self.expectTurns(old, into: new, by: update)
    }

    @Test func duplicatesAreNamedWithBothPlacesAndChangeNothing() throws {
        var snapshot = try Self.snapshot([(0, [1, 2]), (1, [3])])
        #expect(
            throws: DataSnapshotError<Int, Int>.duplicateItem(
                2, first: IndexPath(item: 1, section: 0), second: IndexPath(item: 2, section: 1))
        ) {
            try snapshot.appendItems([4, 2], toSection: 1)
        }
        #expect(
            throws: DataSnapshotError<Int, Int>.duplicateItem(
                5, first: IndexPath(item: 1, section: 1), second: IndexPath(item: 2, section: 1))
        ) {
            try snapshot.appendItems([5, 5], toSection: 1)
        }
        #expect(throws: DataSnapshotError<Int, Int>.duplicateSection(1, first: 1, second: 3)) {
            try snapshot.appendSections([7, 1])
        }
        #expect(throws: DataSnapshotError<Int, Int>.unknownSection(9)) { try snapshot.appendItems([8], toSection: 9) }
        #expect(snapshot.itemIdentifiers == [[1, 2], [3]] && snapshot.sectionIdentifiers == [0, 1], "as it was")
        #expect(
            snapshot.indexPath(ofItem: 4) == nil && snapshot.indexPath(ofItem: 5) == nil && snapshot.index(ofSection: 7) == nil)
        #expect(snapshot.indexPath(ofItem: 2) == IndexPath(item: 1, section: 0), "the duplicate's first place is kept")
        #expect(
            snapshot.itemIdentifier(at: IndexPath(item: 1, section: 0)) == 2
                && snapshot.indexPath(ofItem: 3) == IndexPath(item: 0, section: 1))
        #expect(
            snapshot.itemIdentifier(at: IndexPath(item: 1, section: 1)) == nil
                && snapshot.itemIdentifier(at: IndexPath(item: 0, section: 5)) == nil)
    }
}
