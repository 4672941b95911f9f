import Foundation
import LayoutKitCore
import Testing

/// Batch updates against UIKit's rules and against an independent model: a list of item
/// identities edited deletes-first (descending), then inserts (ascending).
struct UpdatePlanTests {
    @Test func insertingAtTheFrontShiftsEveryItem() throws {
        let plan = try BatchUpdate([.insertItem(IndexPath(item: 0, section: 0))]).validated(countsBefore: [3], countsAfter: [4])
        #expect(plan.indexPathAfterUpdate(for: IndexPath(item: 0, section: 0)) == IndexPath(item: 1, section: 0))
        #expect(plan.indexPathAfterUpdate(for: IndexPath(item: 2, section: 0)) == IndexPath(item: 3, section: 0))
        #expect(plan.isAppearing(IndexPath(item: 0, section: 0)))
        #expect(!plan.isAppearing(IndexPath(item: 1, section: 0)))
    }

    @Test func deletionsUseOldIndexesAndInsertionsNewOnes() throws {
        var update = BatchUpdate()
        update.deleteItems([IndexPath(item: 1, section: 0)])
        update.insertItems([IndexPath(item: 1, section: 0)])
        let plan = try update.validated(countsBefore: [3], countsAfter: [3])
        #expect(plan.isDisappearing(IndexPath(item: 1, section: 0)))
        #expect(plan.isAppearing(IndexPath(item: 1, section: 0)))
        #expect(plan.indexPathAfterUpdate(for: IndexPath(item: 2, section: 0)) == IndexPath(item: 2, section: 0))
    }

    @Test func movesAcrossSectionsMapBothWays() throws {
        let from = IndexPath(item: 0, section: 0), to = IndexPath(item: 2, section: 1)
        let plan = try BatchUpdate([.moveItem(from: from, to: to)]).validated(countsBefore: [2, 2], countsAfter: [1, 3])
        #expect(plan.indexPathAfterUpdate(for: from) == to)
        #expect(plan.indexPathBeforeUpdate(for: to) == from)
        #expect(plan.indexPathAfterUpdate(for: IndexPath(item: 1, section: 0)) == IndexPath(item: 0, section: 0))
        #expect(plan.indexPathAfterUpdate(for: IndexPath(item: 1, section: 1)) == IndexPath(item: 1, section: 1))
    }

    @Test func sectionChangesCarryTheirItems() throws {
        var update = BatchUpdate()
        update.deleteSections([0])
        update.insertSections([2])
        update.moveSection(from: 1, to: 0)
        let plan = try update.validated(countsBefore: [2, 3, 4], countsAfter: [3, 4, 5])
        #expect(plan.sectionAfterUpdate(for: 0) == nil)
        #expect(plan.sectionAfterUpdate(for: 1) == 0)
        #expect(plan.sectionAfterUpdate(for: 2) == 1)
        #expect(plan.sectionBeforeUpdate(for: 2) == nil)
        #expect(plan.indexPathAfterUpdate(for: IndexPath(item: 2, section: 1)) == IndexPath(item: 2, section: 0))
        #expect(plan.isAppearing(IndexPath(item: 4, section: 2)))
        #expect(plan.isDisappearing(IndexPath(item: 1, section: 0)))
    }

    @Test func reloadedItemsStayAndReloadedSectionsAreReplaced() throws {
        var update = BatchUpdate()
        update.reloadItems([IndexPath(item: 1, section: 0)])
        update.reloadSections([1])
        let plan = try update.validated(countsBefore: [3, 2], countsAfter: [3, 5])
        #expect(plan.reloadedItems == [IndexPath(item: 1, section: 0)])
        #expect(plan.indexPathAfterUpdate(for: IndexPath(item: 1, section: 0)) == IndexPath(item: 1, section: 0))
        #expect(plan.isDisappearing(IndexPath(item: 0, section: 1)))
        #expect(plan.isAppearing(IndexPath(item: 4, section: 1)))
    }

    @Test func aWrongItemCountNamesTheSectionAndTheNumbers() {
        let update = BatchUpdate([.insertItem(IndexPath(item: 0, section: 1))])
        #expect {
            try update.validated(countsBefore: [2, 2], countsAfter: [2, 4])
        } throws: { error in
            let text = "\(error)"
            return text.contains("section 1") && text.contains("(4)") && text.contains("(2)") && text.contains("1 inserted")
        }
    }

    private static func path(_ section: Int, _ item: Int) -> IndexPath { IndexPath(item: item, section: section) }

    @Test(arguments: [
        (
            BatchUpdate([.deleteItem(path(0, 5))]), [3], [2],
            UpdateProblem.noSuchItem(.deleteItem(path(0, 5)), path(0, 5), itemCount: 3, afterUpdate: false)
        ),
        (
            BatchUpdate([.deleteItem(path(0, 0)), .deleteItem(path(0, 0))]), [3], [1],
            .itemClaimedTwice(.deleteItem(path(0, 0)), .deleteItem(path(0, 0)), path(0, 0), afterUpdate: false)
        ),
        (
            BatchUpdate([.insertSection(0), .insertItem(path(0, 0))]), [1], [1, 1],
            .itemInNewSection(.insertItem(path(0, 0)), section: 0)
        ),
        (
            BatchUpdate([.deleteSection(0), .deleteItem(path(0, 0))]), [2], [],
            .itemOfReplacedSection(.deleteItem(path(0, 0)), replacing: .deleteSection(0))
        ),
        (
            BatchUpdate([.insertSection(3)]), [1], [1, 1],
            .noSuchSection(.insertSection(3), section: 3, sectionCount: 2, afterUpdate: true)
        ),
        (BatchUpdate([]), [1], [1, 1], .sectionCount(before: 1, after: 2, inserted: 0, deleted: 0)),
        (
            BatchUpdate([.deleteItem(path(0, 1))]), [3], [3],
            .itemCount(section: 0, before: 3, after: 3, inserted: 0, deleted: 1, movedIn: 0, movedOut: 0)
        ),
        (BatchUpdate([]), [-1], [0], .negativeCount(section: 0, afterUpdate: false))
    ])
    func inconsistentUpdatesAreRejectedWithTheValuesThatDisagree(
        update: BatchUpdate, before: [Int], after: [Int], problem: UpdateProblem
    ) {
        #expect(throws: LayoutError.invalidUpdate(problem)) {
            try update.validated(countsBefore: before, countsAfter: after)
        }
    }

    @Test func aProblemSaysItInUIKitsWords() {
        let problem = UpdateProblem.itemCount(section: 0, before: 3, after: 3, inserted: 0, deleted: 1, movedIn: 0, movedOut: 0)
        #expect(
            LayoutError.invalidUpdate(problem).description.hasPrefix(
                "Invalid update: invalid number of items in section 0. The number of items contained in an existing section after the update (3)"
            ))
    }

    /// Random single-section updates against the identity-list model.
    @Test func randomUpdatesAgreeWithAnIndependentModel() throws {
        var random = SeededRandom(seed: 42)
        for _ in 0..<300 {
            let count = random.next(below: 12)
            var identities = Array(0..<count)
            let deleted = Set((0..<count).filter { _ in random.next(below: 4) == 0 })
            for index in deleted.sorted(by: >) { identities.remove(at: index) }
            for newItem in 0..<random.next(below: 4) {
                identities.insert(-1 - newItem, at: random.next(below: identities.count + 1))
            }
            // Positions of insertions must be final indexes: recompute them from the model.
            let insertedAfter = identities.indices.filter { identities[$0] < 0 }
            var update = BatchUpdate()
            update.deleteItems(deleted.map { IndexPath(item: $0, section: 0) })
            update.insertItems(insertedAfter.map { IndexPath(item: $0, section: 0) })
            let plan = try update.validated(countsBefore: [count], countsAfter: [identities.count])
            for (after, identity) in identities.enumerated() {
                let expected = identity < 0 ? nil : IndexPath(item: identity, section: 0)
                #expect(plan.indexPathBeforeUpdate(for: IndexPath(item: after, section: 0)) == expected)
                if identity >= 0 {
                    #expect(
                        plan.indexPathAfterUpdate(for: IndexPath(item: identity, section: 0))
                            == IndexPath(item: after, section: 0))
                }
            }
            for index in deleted { #expect(plan.isDisappearing(IndexPath(item: index, section: 0))) }
        }
    }
}

/// The items that appear and disappear, listed from the plan's updates alone, against asking
/// the plan of every item.
struct UpdatePlanChangedItemsTests {
    /// Random updates of three sections: items deleted, inserted and moved within a section
    /// (their final places worked out from a model of identities), and now and then a section
    /// reloaded, deleted, or inserted at the end. Over 400 plans the lists equal every item
    /// filtered by ``UpdatePlan/isAppearing(_:)`` and ``UpdatePlan/isDisappearing(_:)``.
    @Test func theChangedItemsAreThoseThePlanSaysOfEachItem() throws {
        var random = SeededRandom(seed: 7)
        for _ in 0..<400 {
            let countsBefore = (0..<3).map { _ in random.next(below: 9) }
            var update = BatchUpdate()
            var countsAfter: [Int] = []
            let special = random.next(below: 8)  // 0: reload section 1, 1: delete it, 2: insert one
            for (section, count) in countsBefore.enumerated() {
                if section == 1, special == 0 {
                    update.reloadSections([1])
                    countsAfter.append(random.next(below: 9))
                    continue
                }
                if section == 1, special == 1 {
                    update.deleteSections([1])
                    continue
                }
                let after = countsAfter.count
                var identities = Array(0..<count)
                let deleted = Set((0..<count).filter { _ in random.next(below: 4) == 0 })
                identities.removeAll { deleted.contains($0) }
                var moved: Set<Int> = []
                if identities.count > 1, random.next(below: 2) == 0 {
                    let identity = identities.remove(at: random.next(below: identities.count))
                    identities.insert(identity, at: random.next(below: identities.count + 1))
                    moved.insert(identity)
                }
                for newItem in 0..<random.next(below: 3) {
                    identities.insert(-1 - newItem, at: random.next(below: identities.count + 1))
                }
                update.deleteItems(deleted.map { IndexPath(item: $0, section: section) })
                for (index, identity) in identities.enumerated() {
                    if identity < 0 { update.insertItems([IndexPath(item: index, section: after)]) }
                    if moved.contains(identity) {
                        update.moveItem(
                            from: IndexPath(item: identity, section: section), to: IndexPath(item: index, section: after))
                    }
                }
                countsAfter.append(identities.count)
            }
            if special == 2 {
                update.insertSections([countsAfter.count])
                countsAfter.append(1 + random.next(below: 4))
            }
            let plan = try update.validated(countsBefore: countsBefore, countsAfter: countsAfter)
            let after = countsAfter.enumerated().flatMap { section, count in
                (0..<count).map { IndexPath(item: $0, section: section) }
            }
            let before = countsBefore.enumerated().flatMap { section, count in
                (0..<count).map { IndexPath(item: $0, section: section) }
            }
            #expect(plan.appearingIndexPaths == after.filter(plan.isAppearing))
            #expect(plan.disappearingIndexPaths == before.filter(plan.isDisappearing))
        }
    }
}
