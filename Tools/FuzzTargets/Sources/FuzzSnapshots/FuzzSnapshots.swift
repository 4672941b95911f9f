import Foundation
import FuzzSupport
import LayoutKit

/// Two snapshots built from the bytes (identifiers repeated on purpose), diffed, the update
/// validated against their counts, and the data carried through the plan: every item the plan
/// maps keeps its identifier, every item it does not map is inserted or deleted, and a refused
/// append leaves the snapshot as it was.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSnapshots(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    var stream = ByteStream(start, count: count)
    let old = snapshot(from: &stream)
    let new = snapshot(from: &stream)
    let update = new.batchUpdate(from: old) { _ in false }
    let plan: UpdatePlan
    do {
        plan = try update.validated(countsBefore: old.itemCounts, countsAfter: new.itemCounts)
    } catch {
        fatalError("a diff is always a valid update: \(error)")
    }
    for (section, items) in new.itemIdentifiers.enumerated() {
        for (item, identifier) in items.enumerated() {
            let path = IndexPath(item: item, section: section)
            guard let before = plan.indexPathBeforeUpdate(for: path) else {
                require(plan.isAppearing(path), "\(path) neither maps back nor appears")
                continue
            }
            require(old.itemIdentifier(at: before) == identifier, "\(before) → \(path) changes the item")
            require(plan.indexPathAfterUpdate(for: before) == path, "\(before) → \(path) does not map back")
        }
    }
    for (section, items) in old.itemIdentifiers.enumerated() {
        for item in items.indices {
            let path = IndexPath(item: item, section: section)
            if plan.indexPathAfterUpdate(for: path) == nil {
                require(plan.isDisappearing(path), "\(path) neither maps on nor disappears")
            }
        }
    }
    return 0
}

/// A snapshot of up to 4 sections of up to 12 items, identifiers drawn from small ranges so that
/// they repeat; each refused append must leave the snapshot unchanged.
private func snapshot(from stream: inout ByteStream) -> DataSnapshot<Int, Int> {
    var snapshot = DataSnapshot<Int, Int>()
    for _ in 0..<stream.int(in: 0...4) {
        let section = stream.int(in: 0...5)
        appendOrRefuse(&snapshot) { try $0.appendSections([section]) }
        let items = (0..<stream.int(in: 0...12)).map { _ in stream.int(in: 0...40) }
        appendOrRefuse(&snapshot) { try $0.appendItems(items, toSection: stream.bool() ? section : nil) }
    }
    return snapshot
}

/// Runs `append` on `snapshot`; when it throws, the snapshot must be as it was.
private func appendOrRefuse(_ snapshot: inout DataSnapshot<Int, Int>, _ append: (inout DataSnapshot<Int, Int>) throws -> Void) {
    let before = snapshot
    do {
        try append(&snapshot)
    } catch is DataSnapshotError<Int, Int> {
        require(snapshot.sectionIdentifiers == before.sectionIdentifiers, "a refused append changed the sections")
        require(snapshot.itemIdentifiers == before.itemIdentifiers, "a refused append changed the items")
        for identifier in 0...40 {
            require(
                snapshot.indexPath(ofItem: identifier) == before.indexPath(ofItem: identifier),
                "a refused append moved \(identifier)")
        }
        for identifier in 0...5 {
            require(
                snapshot.index(ofSection: identifier) == before.index(ofSection: identifier),
                "a refused append moved section \(identifier)")
        }
    } catch {
        fatalError("an append threw an untyped error: \(error)")
    }
}
