/// What an invalidation makes stale (Apple: UIKit › UICollectionViewLayoutInvalidationContext).
///
/// Modelled: a new context says nothing: both flags false, no index paths, no adjustments. The
/// collection view sets `invalidateEverything` when the layout or the data source changes or
/// after `reloadData()`, and `invalidateDataSourceCounts` when items or sections are inserted or
/// deleted (Apple: invalidateEverything, invalidateDataSourceCounts).
@MainActor
open class UICollectionViewLayoutInvalidationContext: NSObject {
    public internal(set) var invalidateEverything = false
    public internal(set) var invalidateDataSourceCounts = false
    public private(set) var invalidatedItemIndexPaths: [IndexPath]?
    public private(set) var invalidatedSupplementaryIndexPaths: [String: [IndexPath]]?
    public private(set) var invalidatedDecorationIndexPaths: [String: [IndexPath]]?
    /// How far the collection view moves its content offset when it applies the context.
    open var contentOffsetAdjustment = CGPoint.zero
    /// How far the content size changes.
    open var contentSizeAdjustment = CGSize.zero
    public internal(set) var previousIndexPathsForInteractivelyMovingItems: [IndexPath]?
    public internal(set) var targetIndexPathsForInteractivelyMovingItems: [IndexPath]?
    public internal(set) var interactiveMovementTarget = CGPoint.zero

    public required override init() {
        super.init()
    }

    open func invalidateItems(at indexPaths: [IndexPath]) {
        invalidatedItemIndexPaths = (invalidatedItemIndexPaths ?? []) + indexPaths
    }

    open func invalidateSupplementaryElements(ofKind elementKind: String, at indexPaths: [IndexPath]) {
        var all = invalidatedSupplementaryIndexPaths ?? [:]
        all[elementKind, default: []] += indexPaths
        invalidatedSupplementaryIndexPaths = all
    }

    open func invalidateDecorationElements(ofKind elementKind: String, at indexPaths: [IndexPath]) {
        var all = invalidatedDecorationIndexPaths ?? [:]
        all[elementKind, default: []] += indexPaths
        invalidatedDecorationIndexPaths = all
    }
}
