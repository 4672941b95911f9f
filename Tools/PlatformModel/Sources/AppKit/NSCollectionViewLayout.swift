/// The object that places a collection view's elements (Apple: AppKit › NSCollectionViewLayout),
/// with AppKit's documented defaults: `invalidateLayout()` invalidates with a new instance of
/// `invalidationContextClass` (AppKit does not document its flags; the model leaves them false,
/// as UIKit's does); the context factories return a new instance; both should-invalidate hooks
/// say no; the appearing and disappearing hooks `nil`; the index paths to insert and delete are
/// empty sets; the target offsets the proposal. It has no interactive-movement hooks and no
/// right-to-left switch.
@MainActor
open class NSCollectionViewLayout: NSObject {
    public internal(set) weak var collectionView: NSCollectionView?
    public private(set) var decorationClasses: [String: NSView.Type] = [:]

    public override init() {
        super.init()
    }

    public required init?(coder: NSCoder) { nil }

    open class var layoutAttributesClass: AnyClass { NSCollectionViewLayoutAttributes.self }
    open class var invalidationContextClass: AnyClass { NSCollectionViewLayoutInvalidationContext.self }

    func newInvalidationContext() -> NSCollectionViewLayoutInvalidationContext {
        (Self.invalidationContextClass as? NSCollectionViewLayoutInvalidationContext.Type ?? NSCollectionViewLayoutInvalidationContext.self).init()
    }

    open func invalidateLayout() { invalidateLayout(with: newInvalidationContext()) }

    open func invalidateLayout(with context: NSCollectionViewLayoutInvalidationContext) {
        collectionView?.layoutWasInvalidated(with: context)
    }

    open func register(_ viewClass: AnyClass?, forDecorationViewOfKind elementKind: NSCollectionView.DecorationElementKind) {
        decorationClasses[elementKind] = viewClass as? NSView.Type
    }

    open func prepare() {}
    open var collectionViewContentSize: NSSize { .zero }
    open func layoutAttributesForElements(in rect: NSRect) -> [NSCollectionViewLayoutAttributes] { [] }
    open func layoutAttributesForItem(at indexPath: IndexPath) -> NSCollectionViewLayoutAttributes? { nil }
    open func layoutAttributesForSupplementaryView(ofKind elementKind: NSCollectionView.SupplementaryElementKind,
                                                   at indexPath: IndexPath) -> NSCollectionViewLayoutAttributes? { nil }
    open func layoutAttributesForDecorationView(ofKind elementKind: NSCollectionView.DecorationElementKind,
                                                at indexPath: IndexPath) -> NSCollectionViewLayoutAttributes? { nil }
    open func shouldInvalidateLayout(forBoundsChange newBounds: NSRect) -> Bool { false }
    open func invalidationContext(forBoundsChange newBounds: NSRect) -> NSCollectionViewLayoutInvalidationContext { newInvalidationContext() }
    open func shouldInvalidateLayout(forPreferredLayoutAttributes preferredAttributes: NSCollectionViewLayoutAttributes,
                                     withOriginalAttributes originalAttributes: NSCollectionViewLayoutAttributes) -> Bool { false }
    open func invalidationContext(forPreferredLayoutAttributes preferredAttributes: NSCollectionViewLayoutAttributes,
                                  withOriginalAttributes originalAttributes: NSCollectionViewLayoutAttributes) -> NSCollectionViewLayoutInvalidationContext {
        newInvalidationContext()
    }
    open func targetContentOffset(forProposedContentOffset proposedContentOffset: NSPoint, withScrollingVelocity velocity: NSPoint) -> NSPoint {
        proposedContentOffset
    }
    open func targetContentOffset(forProposedContentOffset proposedContentOffset: NSPoint) -> NSPoint { proposedContentOffset }
    open func prepare(forCollectionViewUpdates updateItems: [NSCollectionViewUpdateItem]) {}
    open func finalizeCollectionViewUpdates() {}
    open func prepare(forAnimatedBoundsChange oldBounds: NSRect) {}
    open func finalizeAnimatedBoundsChange() {}
    open func prepareForTransition(to newLayout: NSCollectionViewLayout) {}
    open func prepareForTransition(from oldLayout: NSCollectionViewLayout) {}
    open func finalizeLayoutTransition() {}
    open func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath) -> NSCollectionViewLayoutAttributes? { nil }
    open func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath) -> NSCollectionViewLayoutAttributes? { nil }
    open func initialLayoutAttributesForAppearingSupplementaryElement(ofKind elementKind: NSCollectionView.SupplementaryElementKind,
                                                                      at elementIndexPath: IndexPath) -> NSCollectionViewLayoutAttributes? { nil }
    open func finalLayoutAttributesForDisappearingSupplementaryElement(ofKind elementKind: NSCollectionView.SupplementaryElementKind,
                                                                       at elementIndexPath: IndexPath) -> NSCollectionViewLayoutAttributes? { nil }
    /// Apple: initialLayoutAttributesForAppearingDecorationElement(ofKind:at:) and its pair (macOS
    /// 10.11): `nil` by default.
    open func initialLayoutAttributesForAppearingDecorationElement(ofKind elementKind: NSCollectionView.DecorationElementKind,
                                                                   at decorationIndexPath: IndexPath) -> NSCollectionViewLayoutAttributes? { nil }
    open func finalLayoutAttributesForDisappearingDecorationElement(ofKind elementKind: NSCollectionView.DecorationElementKind,
                                                                    at decorationIndexPath: IndexPath) -> NSCollectionViewLayoutAttributes? { nil }
    open func indexPathsToDeleteForSupplementaryView(ofKind elementKind: NSCollectionView.SupplementaryElementKind) -> Set<IndexPath> { [] }
    open func indexPathsToDeleteForDecorationView(ofKind elementKind: NSCollectionView.DecorationElementKind) -> Set<IndexPath> { [] }
    open func indexPathsToInsertForSupplementaryView(ofKind elementKind: NSCollectionView.SupplementaryElementKind) -> Set<IndexPath> { [] }
    open func indexPathsToInsertForDecorationView(ofKind elementKind: NSCollectionView.DecorationElementKind) -> Set<IndexPath> { [] }
}
