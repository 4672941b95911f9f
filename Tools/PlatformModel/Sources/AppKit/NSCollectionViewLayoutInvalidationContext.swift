/// What an invalidation makes stale (Apple: AppKit › NSCollectionViewLayoutInvalidationContext):
/// a new context says nothing; the collection view sets `invalidateEverything` for a new layout,
/// a new data source or `reloadData()`, and `invalidateDataSourceCounts` for inserts and
/// deletes (Apple: invalidateEverything; NSCollectionViewLayout.h). Index paths are sets.
@MainActor
open class NSCollectionViewLayoutInvalidationContext: NSObject {
    public internal(set) var invalidateEverything = false
    public internal(set) var invalidateDataSourceCounts = false
    public private(set) var invalidatedItemIndexPaths: Set<IndexPath>?
    public private(set) var invalidatedSupplementaryIndexPaths: [NSCollectionView.SupplementaryElementKind: Set<IndexPath>]?
    open var contentOffsetAdjustment = NSPoint.zero
    open var contentSizeAdjustment = NSSize.zero

    public required override init() {
        super.init()
    }

    open func invalidateItems(at indexPaths: Set<IndexPath>) {
        invalidatedItemIndexPaths = (invalidatedItemIndexPaths ?? []).union(indexPaths)
    }

    open func invalidateSupplementaryElements(ofKind elementKind: NSCollectionView.SupplementaryElementKind, at indexPaths: Set<IndexPath>) {
        var all = invalidatedSupplementaryIndexPaths ?? [:]
        all[elementKind, default: []].formUnion(indexPaths)
        invalidatedSupplementaryIndexPaths = all
    }
}

/// One change of a batch update (Apple: AppKit › NSCollectionViewUpdateItem); a section's change
/// names it with an item of `NSNotFound`, as UIKit-compatible collection views do (AppKit does
/// not document it).
@MainActor
open class NSCollectionViewUpdateItem: NSObject {
    public let indexPathBeforeUpdate: IndexPath?
    public let indexPathAfterUpdate: IndexPath?
    public let updateAction: NSCollectionView.UpdateAction

    init(action: NSCollectionView.UpdateAction, before: IndexPath?, after: IndexPath?) {
        (updateAction, indexPathBeforeUpdate, indexPathAfterUpdate) = (action, before, after)
    }
}
