/// The object that places a collection view's elements (Apple: UIKit › UICollectionViewLayout).
///
/// Every hook has Apple's documented default, and the collection view calls them as
/// `UICollectionView` (the model) describes. Modelled rules of the layout itself:
/// - `invalidateLayout()` invalidates with a new instance of `invalidationContextClass`, whose
///   flags are false: UIKit sets `invalidateEverything` only for a new layout, a new data source
///   or `reloadData()` (Apple: invalidateLayout(), invalidationContextClass, invalidateEverything;
///   observed in public layouts that rebuild only on those flags, e.g. Parchment and IGListKit).
/// - `invalidateLayout(with:)` marks the layout for a new `prepare()` before the collection
///   view's next query, and the collection view applies the context's content offset adjustment
///   at that layout pass (Apple: invalidateLayout(with:), contentOffsetAdjustment).
/// - The three context factories return a new instance of `invalidationContextClass`, filled in
///   for interactive movement (Apple: invalidationContext(forBoundsChange:),
///   invalidationContext(forPreferredLayoutAttributes:withOriginalAttributes:),
///   invalidationContext(forInteractivelyMovingItems:...), invalidationContextForEndingInteractiveMovementOfItems(...)).
/// - Both should-invalidate hooks answer false; the appearing and disappearing hooks `nil`; the
///   index paths to insert and delete `[]`; the target offsets the proposal (Apple, each page).
@MainActor
open class UICollectionViewLayout: NSObject {
    /// The collection view that shows the layout, set by it (Apple: collectionView).
    public internal(set) weak var collectionView: UICollectionView?
    /// The view classes of the decoration kinds (Apple: register(_:forDecorationViewOfKind:)).
    public private(set) var decorationClasses: [String: UICollectionReusableView.Type] = [:]

    public override init() {
        super.init()
    }

    public required init?(coder: NSCoder) { nil }

    open class var layoutAttributesClass: AnyClass { UICollectionViewLayoutAttributes.self }
    open class var invalidationContextClass: AnyClass { UICollectionViewLayoutInvalidationContext.self }

    /// A new instance of the layout's invalidation context class.
    func newInvalidationContext() -> UICollectionViewLayoutInvalidationContext {
        (Self.invalidationContextClass as? UICollectionViewLayoutInvalidationContext.Type ?? UICollectionViewLayoutInvalidationContext.self).init()
    }

    open func invalidateLayout() {
        invalidateLayout(with: newInvalidationContext())
    }

    open func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
        collectionView?.layoutWasInvalidated(self, with: context)
    }

    open func register(_ viewClass: AnyClass?, forDecorationViewOfKind elementKind: String) {
        decorationClasses[elementKind] = viewClass as? UICollectionReusableView.Type
    }

    open func prepare() {}
    open var collectionViewContentSize: CGSize { .zero }
    open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? { nil }
    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }
    open func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }
    open func layoutAttributesForDecorationView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { false }
    open func invalidationContext(forBoundsChange newBounds: CGRect) -> UICollectionViewLayoutInvalidationContext { newInvalidationContext() }
    open func shouldInvalidateLayout(forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
                                     withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes) -> Bool { false }
    open func invalidationContext(forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
                                  withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutInvalidationContext {
        newInvalidationContext()
    }

    open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint) -> CGPoint {
        proposedContentOffset
    }
    open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint { proposedContentOffset }

    open var flipsHorizontallyInOppositeLayoutDirection: Bool { false }
    /// Apple: developmentLayoutDirection — "the layout direction used by the language associated
    /// with the main bundle's development region" unless a subclass overrides it.
    open var developmentLayoutDirection: UIUserInterfaceLayoutDirection { Self.mainBundleDevelopmentLayoutDirection }

    /// The direction of the language of the main bundle's development region
    /// (`CFBundleDevelopmentRegion`): left to right unless a test plays an app developed in a
    /// right-to-left language (model only).
    public static var mainBundleDevelopmentLayoutDirection = UIUserInterfaceLayoutDirection.leftToRight

    open func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {}
    open func finalizeCollectionViewUpdates() {}
    open func prepare(forAnimatedBoundsChange oldBounds: CGRect) {}
    open func finalizeAnimatedBoundsChange() {}
    open func prepareForTransition(to newLayout: UICollectionViewLayout) {}
    open func prepareForTransition(from oldLayout: UICollectionViewLayout) {}
    open func finalizeLayoutTransition() {}

    open func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }
    open func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }
    open func initialLayoutAttributesForAppearingSupplementaryElement(ofKind elementKind: String, at elementIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }
    open func finalLayoutAttributesForDisappearingSupplementaryElement(ofKind elementKind: String, at elementIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }
    open func initialLayoutAttributesForAppearingDecorationElement(ofKind elementKind: String, at decorationIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }
    open func finalLayoutAttributesForDisappearingDecorationElement(ofKind elementKind: String, at decorationIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }
    open func indexPathsToDeleteForSupplementaryView(ofKind elementKind: String) -> [IndexPath] { [] }
    open func indexPathsToDeleteForDecorationView(ofKind elementKind: String) -> [IndexPath] { [] }
    open func indexPathsToInsertForSupplementaryView(ofKind elementKind: String) -> [IndexPath] { [] }
    open func indexPathsToInsertForDecorationView(ofKind elementKind: String) -> [IndexPath] { [] }

    /// Apple: targetIndexPath(forInteractivelyMovingItem:withPosition:) — the index path of the
    /// item at `position`, or the previous one when there is none there.
    open func targetIndexPath(forInteractivelyMovingItem previousIndexPath: IndexPath, withPosition position: CGPoint) -> IndexPath {
        let probe = CGRect(x: position.x, y: position.y, width: 1, height: 1)
        let under = layoutAttributesForElements(in: probe)?
            .filter { $0.representedElementCategory == .cell && $0.frame.contains(position) }
            .max { $0.zIndex < $1.zIndex }
        return under?.indexPath ?? previousIndexPath
    }

    /// Apple: layoutAttributesForInteractivelyMovingItem(at:withTargetPosition:) — a copy of the
    /// item's attributes centred on `position`, above every other element.
    open func layoutAttributesForInteractivelyMovingItem(at indexPath: IndexPath, withTargetPosition position: CGPoint) -> UICollectionViewLayoutAttributes {
        let moving = (layoutAttributesForItem(at: indexPath)?.copy() as? UICollectionViewLayoutAttributes)
            ?? UICollectionViewLayoutAttributes(forCellWith: indexPath)
        moving.center = position
        moving.zIndex = Int.max
        return moving
    }

    open func invalidationContext(forInteractivelyMovingItems targetIndexPaths: [IndexPath], withTargetPosition targetPosition: CGPoint,
                                  previousIndexPaths: [IndexPath], previousPosition: CGPoint) -> UICollectionViewLayoutInvalidationContext {
        let context = newInvalidationContext()
        context.targetIndexPathsForInteractivelyMovingItems = targetIndexPaths
        context.previousIndexPathsForInteractivelyMovingItems = previousIndexPaths
        context.interactiveMovementTarget = targetPosition
        return context
    }

    open func invalidationContextForEndingInteractiveMovementOfItems(toFinalIndexPaths indexPaths: [IndexPath], previousIndexPaths: [IndexPath],
                                                                     movementCancelled: Bool) -> UICollectionViewLayoutInvalidationContext {
        let context = newInvalidationContext()
        context.targetIndexPathsForInteractivelyMovingItems = indexPaths
        context.previousIndexPathsForInteractivelyMovingItems = previousIndexPaths
        return context
    }
}
