import CollectionModel

extension BatchRecorder {
    /// The update items a layout receives, as UIKit orders them: deletes (each group descending),
    /// inserts (ascending), reloads, moves; a section's item named by `NSNotFound`.
    @MainActor
    func updateItems() -> [UICollectionViewUpdateItem] {
        func section(_ index: Int) -> IndexPath { IndexPath(indexes: [index, NSNotFound]) }
        var items: [UICollectionViewUpdateItem] = []
        items += deletedSections.sorted(by: >).map { .init(action: .delete, before: section($0), after: nil) }
        items += deletedItems.sorted(by: >).map { .init(action: .delete, before: $0, after: nil) }
        items += insertedSections.sorted().map { .init(action: .insert, before: nil, after: section($0)) }
        items += insertedItems.sorted().map { .init(action: .insert, before: nil, after: $0) }
        items += reloadedSections.sorted().map { .init(action: .reload, before: section($0), after: section($0)) }
        items += reloadedItems.sorted().map { .init(action: .reload, before: $0, after: $0) }
        items += movedSections.map { .init(action: .move, before: section($0.from), after: section($0.to)) }
        items += movedItems.map { .init(action: .move, before: $0.from, after: $0.to) }
        return items
    }
}
