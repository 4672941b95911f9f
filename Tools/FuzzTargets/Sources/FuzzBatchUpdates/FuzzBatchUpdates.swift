import Foundation
import FuzzSupport
import LayoutKit

/// A batch update made by hand from the bytes (any mix of item and section changes, paths out of
/// range, counts that disagree), checked against `validated(countsBefore:countsAfter:)` and
/// performed by a headless host over a flow: either a typed error with nothing changed, or a plan
/// that maps the index paths one to one, and a host that takes the new counts and comes to rest.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzBatchUpdates(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    var stream = ByteStream(start, count: count)
    let before = (0..<stream.int(in: 0...4)).map { _ in stream.int(in: 0...9) }
    var update = BatchUpdate()
    for _ in 0..<stream.int(in: 0...6) { add(to: &update, from: &stream, sections: before.count) }
    var after = before
    switch stream.int(in: 0...2) {
    case 0: after = (0..<stream.int(in: 0...4)).map { _ in stream.int(in: 0...9) }
    case 1: if !after.isEmpty { after[stream.int(in: 0...after.count - 1)] += stream.int(in: -2...2) }
    default: break
    }
    checkPlan(of: update, before: before, after: after)
    checkHost(performing: update, before: before, after: after)
    return 0
}

/// One change of any kind, its section and item drawn one past the counts' range, so that some
/// are out of range.
private func add(to update: inout BatchUpdate, from stream: inout ByteStream, sections: Int) {
    let path = IndexPath(item: stream.int(in: 0...10), section: stream.int(in: 0...sections))
    let section = stream.int(in: 0...sections)
    switch stream.int(in: 0...7) {
    case 0: update.insertItems([path])
    case 1: update.deleteItems([path])
    case 2: update.reloadItems([path])
    case 3: update.moveItem(from: path, to: IndexPath(item: stream.int(in: 0...10), section: stream.int(in: 0...sections)))
    case 4: update.insertSections([section])
    case 5: update.deleteSections([section])
    case 6: update.reloadSections([section])
    default: update.moveSection(from: section, to: stream.int(in: 0...sections))
    }
}

/// A valid update's plan maps every index path before it to at most one after it and back.
private func checkPlan(of update: BatchUpdate, before: [Int], after: [Int]) {
    let plan: UpdatePlan
    do {
        plan = try update.validated(countsBefore: before, countsAfter: after)
    } catch is LayoutError {
        return
    } catch {
        fatalError("validation threw an untyped error: \(error)")
    }
    var reached = Set<IndexPath>()
    for (section, count) in before.enumerated() {
        for item in 0..<count {
            let old = IndexPath(item: item, section: section)
            guard let new = plan.indexPathAfterUpdate(for: old) else { continue }
            require(
                after.indices.contains(new.section) && (0..<after[new.section]).contains(new.item),
                "\(old) → \(new) is out of range")
            require(reached.insert(new).inserted, "two paths map to \(new)")
            require(plan.indexPathBeforeUpdate(for: new) == old, "\(old) → \(new) does not map back")
        }
    }
}

/// The host refuses the update with a typed error and changes nothing, or takes it and rests.
private func checkHost(performing update: BatchUpdate, before: [Int], after: [Int]) {
    let host: CollectionViewHost
    do {
        host = try CollectionViewHost(layout: FlowLayout(), frameSize: CGSize(width: 320, height: 480), itemCounts: before)
    } catch {
        fatalError("a flow refused valid counts \(before): \(error)")
    }
    let shown = host.visibleElements
    do {
        try host.performBatchUpdates(update, countsAfter: after)
    } catch let error where error is LayoutError || error is HostError {
        require(host.itemCounts == before && host.visibleElements == shown, "a refused update changed the host")
        return
    } catch {
        fatalError("the host threw an untyped error: \(error)")
    }
    require(host.itemCounts == after, "the host did not take the counts after the update")
    do {
        let rested = try host.runUntilIdle(timeout: 5)
        require(rested, "the host did not come to rest after the update")
    } catch {
        fatalError("the host's frames threw after an accepted update: \(error)")
    }
}
