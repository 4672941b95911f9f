import CollectionModel

/// Which of the elements already on screen the next layout pass gives new attributes (Apple:
/// UICollectionViewLayout › invalidateLayout(with:), "the context object indicating which parts of
/// the layout to refresh"; UICollectionViewLayoutInvalidationContext › invalidateItems(at:),
/// "each index path represents a cell whose layout needs to be recomputed", and its supplementary
/// and decoration twins). A context that names elements refreshes those; one that names none
/// (a plain `invalidateLayout()`), or says `invalidateEverything` or `invalidateDataSourceCounts`,
/// refreshes every element; without an invalidation, the elements on screen keep the attributes
/// they were given, and only elements coming on screen are asked for theirs.
enum RefreshScope {
    case everything
    case only(Set<ViewKey>)

    /// Nothing already on screen changes.
    static let nothing = RefreshScope.only([])

    /// True when the element `key`, already on screen, takes its new attributes.
    func refreshes(_ key: ViewKey) -> Bool {
        switch self {
        case .everything: true
        case .only(let keys): keys.contains(key)
        }
    }

    /// This scope and what `context` invalidates.
    @MainActor
    func adding(_ context: UICollectionViewLayoutInvalidationContext) -> RefreshScope {
        guard case .only(let keys) = self, !context.invalidateEverything, !context.invalidateDataSourceCounts else {
            return .everything
        }
        let named = Self.keys(namedBy: context)
        return named.isEmpty ? .everything : .only(keys.union(named))
    }

    /// The elements `context` names.
    @MainActor
    private static func keys(namedBy context: UICollectionViewLayoutInvalidationContext) -> Set<ViewKey> {
        var keys = Set((context.invalidatedItemIndexPaths ?? []).map { ViewKey(category: .cell, kind: nil, indexPath: $0) })
        for (kind, paths) in context.invalidatedSupplementaryIndexPaths ?? [:] {
            keys.formUnion(paths.map { ViewKey(category: .supplementaryView, kind: kind, indexPath: $0) })
        }
        for (kind, paths) in context.invalidatedDecorationIndexPaths ?? [:] {
            keys.formUnion(paths.map { ViewKey(category: .decorationView, kind: kind, indexPath: $0) })
        }
        return keys
    }
}
