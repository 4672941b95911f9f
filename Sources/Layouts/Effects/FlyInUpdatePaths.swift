import Foundation
import LayoutKitCore

/// The items a batch update really inserts, deletes, moves and reloads, read from its
/// ``UpdatePlan``: the memory of the classic article's fix for the rotation trap.
struct FlyInUpdatePaths {
    /// After-update paths of inserted items (alone or in inserted sections) and move destinations.
    var flyingIn: Set<IndexPath> = []
    /// Before-update paths of deleted items (alone or in deleted sections) and move sources.
    var flyingOut: Set<IndexPath> = []
    /// After-update paths of reloaded items (alone or in reloaded sections).
    var fadingIn: Set<IndexPath> = []
    /// Before-update paths of reloaded items (alone or in reloaded sections).
    var fadingOut: Set<IndexPath> = []

    /// Reads the changes of `plan`.
    ///
    /// - Complexity: O(changes), plus the items of whole sections inserted, deleted or reloaded.
    init(_ plan: UpdatePlan) {
        func items(of section: Int, in counts: [Int]) -> [IndexPath] {
            counts.indices.contains(section) ? (0..<counts[section]).map { IndexPath(item: $0, section: section) } : []
        }
        for update in plan.updates {
            switch update {
            case let .insertItem(path):
                flyingIn.insert(path)
            case let .deleteItem(path):
                flyingOut.insert(path)
            case let .moveItem(from, to):
                flyingOut.insert(from)
                flyingIn.insert(to)
            case let .reloadItem(path):
                fadingOut.insert(path)
                if let after = plan.indexPathAfterUpdate(for: path) { fadingIn.insert(after) }
            case let .insertSection(section):
                flyingIn.formUnion(items(of: section, in: plan.countsAfter))
            case let .deleteSection(section):
                flyingOut.formUnion(items(of: section, in: plan.countsBefore))
            case let .reloadSection(section):
                fadingOut.formUnion(items(of: section, in: plan.countsBefore))
                if let after = plan.sectionAfterUpdate(for: section) {
                    fadingIn.formUnion(items(of: after, in: plan.countsAfter))
                }
            case .moveSection:
                break
            }
        }
    }
}
