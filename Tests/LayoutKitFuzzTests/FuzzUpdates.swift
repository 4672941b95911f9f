import Foundation
import LayoutKit

/// Random batch updates over item counts: a few deletes, inserts, moves and reloads of items,
/// and, with `sections`, of whole sections.
enum FuzzUpdates {
    /// A random update that the counts explain, and the counts after it; `nil` when none was
    /// found in a few tries.
    static func valid(from counts: [Int], sections: Bool, using random: inout SeededRandom) -> (BatchUpdate, [Int])? {
        for _ in 0..<8 {
            let candidate = make(from: counts, sections: sections, using: &random)
            if (try? candidate.update.validated(countsBefore: counts, countsAfter: candidate.after)) != nil {
                return (candidate.update, candidate.after)
            }
        }
        return nil
    }

    private static func make(from counts: [Int], sections: Bool, using random: inout SeededRandom) -> (
        update: BatchUpdate, after: [Int]
    ) {
        var update = BatchUpdate()
        var after = counts
        if sections, random.next(below: 4) == 0 {
            switch random.next(below: 3) {
            case 0:
                let at = random.next(below: counts.count + 1)
                update.insertSections([at])
                after.insert(random.next(below: 6), at: at)
            case 1 where counts.count > 1:
                let at = random.next(below: counts.count)
                update.deleteSections([at])
                after.remove(at: at)
            default:
                guard counts.count > 1 else { break }
                let from = random.next(below: counts.count), to = random.next(below: counts.count)
                update.moveSection(from: from, to: to)
                after.insert(after.remove(at: from), at: to)
            }
            return (update, after)
        }
        guard !counts.isEmpty else { return (update, after) }
        let section = random.next(below: counts.count)
        let count = counts[section]
        let deletes = count == 0 ? [] : Array(Set((0..<random.next(below: 3)).map { _ in random.next(below: count) })).sorted()
        let inserts = random.next(below: 4)
        after[section] = count - deletes.count + inserts
        update.deleteItems(deletes.map { IndexPath(item: $0, section: section) })
        update.insertItems(
            Array(Set((0..<inserts).map { _ in random.next(below: max(1, after[section])) })).sorted()
                .map { IndexPath(item: $0, section: section) })
        after[section] = count - deletes.count + update.items.filter { if case .insertItem = $0 { true } else { false } }.count
        let kept = (0..<count).filter { !deletes.contains($0) }
        if let from = kept.randomElement(using: &random), random.next(below: 2) == 0, after[section] > 0 {
            update.moveItem(
                from: IndexPath(item: from, section: section),
                to: IndexPath(item: random.next(below: after[section]), section: section))
        }
        if let reloaded = kept.randomElement(using: &random), random.next(below: 3) == 0 {
            update.reloadItems([IndexPath(item: reloaded, section: section)])
        }
        return (update, after)
    }
}
