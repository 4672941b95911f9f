import Foundation

/// A layout: it decides where every element of a collection goes, and answers its host's
/// questions the way a `UICollectionViewLayout` subclass answers a collection view.
///
/// Only ``contentSize`` and ``attributes(in:)`` are required; every other hook has a default, so
/// a simple layout is a few lines. A layout that moves its own elements between the host's
/// questions (springs, physics, an effect's animation) adopts ``AnimatingLayout`` as well. The host calls the hooks in UIKit's order: ``prepare(_:)``
/// before the first query and after every invalidation; ``shouldInvalidate(forBoundsChange:in:)``
/// on every bounds change (a scroll changes the bounds origin); the update and bounds-change
/// hooks around animations.
///
/// ```swift
/// final class ColumnLayout: CollectionLayout {
///     private var frames: [CGRect] = []
///     var contentSize: CGSize = .zero
///
///     func prepare(_ context: LayoutContext) throws {
///         let width = context.insetViewportSize.width
///         frames = (0..<context.numberOfItems(inSection: 0)).map {
///             CGRect(x: 0, y: CGFloat($0) * 50, width: width, height: 44)
///         }
///         contentSize = CGSize(width: width, height: CGFloat(frames.count) * 50)
///     }
///
///     func attributes(in rect: CGRect) -> [LayoutAttributes] {
///         frames.enumerated().filter { $0.element.intersects(rect) }.map {
///             LayoutAttributes(indexPath: IndexPath(item: $0.offset, section: 0), category: .cell, frame: $0.element)
///         }
///     }
/// }
/// ```
public protocol CollectionLayout: AnyObject {
    /// Computes the layout for the collection the context describes. Called before the first
    /// query and after each invalidation.
    ///
    /// - Throws: a ``LayoutError`` for unusable input (NaN or negative sizes, bad counts); the
    ///   previous layout then stays in place.
    func prepare(_ context: LayoutContext) throws

    /// The size of the whole content, in points.
    var contentSize: CGSize { get }

    /// The attributes of every element whose frame intersects `rect` (content coordinates).
    func attributes(in rect: CGRect) -> [LayoutAttributes]

    /// The attributes of the cell at `indexPath`, or `nil` when there is no such item.
    func attributes(at indexPath: IndexPath) -> LayoutAttributes?

    /// The attributes of the supplementary view of `kind` at `indexPath`, or `nil`.
    func supplementaryAttributes(ofKind kind: String, at indexPath: IndexPath) -> LayoutAttributes?

    /// The attributes of the decoration view of `kind` at `indexPath`, or `nil`.
    func decorationAttributes(ofKind kind: String, at indexPath: IndexPath) -> LayoutAttributes?

    /// Whether a change of the bounds to `newBounds` needs the layout to be invalidated.
    ///
    /// - Parameters:
    ///   - newBounds: the bounds after the change (a scroll moves their origin).
    ///   - context: the collection before the change, with the touch of a pan under way.
    func shouldInvalidate(forBoundsChange newBounds: CGRect, in context: LayoutContext) -> Bool

    /// What a bounds change invalidates, asked when ``shouldInvalidate(forBoundsChange:in:)``
    /// said yes.
    func invalidationContext(forBoundsChange newBounds: CGRect, in context: LayoutContext) -> InvalidationContext

    /// Marks what the next ``prepare(_:)`` must recompute.
    func invalidate(with context: InvalidationContext)

    /// Called before the host animates a batch update, with the validated plan.
    ///
    /// - Throws: what the layout meets carrying its state through the update (a body it cannot
    ///   make); the headless host then puts the counts before the update back and invalidates
    ///   everything, so the layout starts again from the data as it was; an adapter reports it.
    func prepare(forUpdates plan: UpdatePlan) throws

    /// Called after the host has set up the animations of a batch update.
    func finalizeUpdates()

    /// Called before the host animates a change of the bounds, with the bounds before it.
    func prepare(forAnimatedBoundsChange oldBounds: CGRect)

    /// Called after the host has set up the animations of a bounds change.
    func finalizeAnimatedBoundsChange()

    /// Where an appearing element starts its animation, or `nil` to take its final attributes.
    func initialAttributes(forAppearing element: ElementKey) -> LayoutAttributes?

    /// Where a disappearing element ends its animation, or `nil` to keep its attributes.
    func finalAttributes(forDisappearing element: ElementKey) -> LayoutAttributes?

    /// The content offset to stop at when scrolling would stop at `proposed` (in points).
    func targetContentOffset(forProposed proposed: CGPoint) -> CGPoint

    /// The content offset to stop at when a fling with `velocity` (points per second) would
    /// stop at `proposed`.
    func targetContentOffset(forProposed proposed: CGPoint, velocity: CGPoint) -> CGPoint

    /// Called on the layout being installed before a transition from `layout` begins.
    func prepare(forTransitionFrom layout: any CollectionLayout)

    /// Called on the layout being removed before a transition to `layout` begins.
    func prepare(forTransitionTo layout: any CollectionLayout)

    /// Called on both layouts when a transition ends.
    func finalizeTransition()

    /// The axis the content scrolls along: effects that act along the scroll axis (springs,
    /// zoom, snapping) read it from the layout they wrap.
    var scrollDirection: ScrollDirection { get }

    /// Whether a host with a right-to-left layout direction mirrors this layout's answers
    /// horizontally (the layout itself always answers left to right).
    var flipsHorizontallyInOppositeLayoutDirection: Bool { get }

    /// Whether the size a cell prefers (`preferred`, from the host's
    /// ``CollectionViewHost/preferredLayoutAttributesFitting``) should replace what the layout
    /// gave it (`original`), as UIKit asks `shouldInvalidateLayout(forPreferredLayoutAttributes:withOriginalAttributes:)`.
    func shouldInvalidate(forPreferredAttributes preferred: LayoutAttributes, withOriginal original: LayoutAttributes) -> Bool

    /// What a preferred size invalidates, asked when
    /// ``shouldInvalidate(forPreferredAttributes:withOriginal:)`` said yes; the host passes it to
    /// ``invalidate(with:)`` and applies its ``InvalidationContext/contentOffsetAdjustment``.
    func invalidationContext(forPreferredAttributes preferred: LayoutAttributes, withOriginal original: LayoutAttributes)
        -> InvalidationContext

    /// Whether the host keeps the element the user looks at in place on screen when the layout
    /// changes (preferred sizes, batch updates, a new frame size): the cell under the finger,
    /// or else the first cell whose leading edge is in view. A layout that places the content
    /// offset itself says no.
    var anchorsVisibleContent: Bool { get }

    /// Where the item being moved interactively (now at `previousIndexPath`) goes when the finger
    /// is at `position` (content coordinates, points), as UIKit's
    /// `targetIndexPath(forInteractivelyMovingItem:withPosition:)`.
    func targetIndexPath(forInteractivelyMovingItem previousIndexPath: IndexPath, withPosition position: CGPoint) -> IndexPath

    /// The attributes of the item being moved, under the finger at `position` (content
    /// coordinates, points), as UIKit's `layoutAttributesForInteractivelyMovingItem(at:withTargetPosition:)`.
    func attributes(forInteractivelyMovingItemAt indexPath: IndexPath, withTargetPosition position: CGPoint) -> LayoutAttributes?

    /// What a change of the moving items' target invalidates (the other items make room).
    func invalidationContext(
        forInteractivelyMovingItems targetIndexPaths: [IndexPath], withTargetPosition position: CGPoint,
        previousIndexPaths: [IndexPath], previousPosition: CGPoint
    ) -> InvalidationContext

    /// What the end of an interactive move invalidates, whether it was dropped or cancelled.
    func invalidationContextForEndingInteractiveMovementOfItems(
        toFinalIndexPaths indexPaths: [IndexPath], previousIndexPaths: [IndexPath], movementCancelled: Bool
    ) -> InvalidationContext
}
