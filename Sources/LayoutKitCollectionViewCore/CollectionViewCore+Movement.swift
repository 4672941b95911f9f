import Foundation
import LayoutKitCore

/// Interactive movement, passed on to the layout with positions reflected as the view's
/// coordinates need (see ``CollectionViewCore/mirrorsLayout``).
extension CollectionViewCore {
    /// Where the item being moved (now at `previousIndexPath`) goes when the finger is at
    /// `position` (content coordinates, points), as `targetIndexPath(forInteractivelyMovingItem:withPosition:)`.
    public func targetIndexPath(forInteractivelyMovingItem previousIndexPath: IndexPath, withPosition position: CGPoint)
        -> IndexPath
    {
        let point = acrossMirror(position)
        return insideLayout { layout.targetIndexPath(forInteractivelyMovingItem: previousIndexPath, withPosition: point) }
    }

    /// The item being moved under the finger at `position` (content coordinates), as the view
    /// shows it (`layoutAttributesForInteractivelyMovingItem(at:withTargetPosition:)`).
    public func attributes(forInteractivelyMovingItemAt indexPath: IndexPath, withTargetPosition position: CGPoint)
        -> LayoutAttributes?
    {
        let point = acrossMirror(position)
        return insideLayout { layout.attributes(forInteractivelyMovingItemAt: indexPath, withTargetPosition: point) }.map(
            acrossMirror)
    }

    /// What a change of the moving items' target invalidates (the other items make room), as
    /// `invalidationContext(forInteractivelyMovingItems:withTargetPosition:previousIndexPaths:previousPosition:)`.
    public func invalidationContext(
        forInteractivelyMovingItems targetIndexPaths: [IndexPath], withTargetPosition position: CGPoint,
        previousIndexPaths: [IndexPath], previousPosition: CGPoint
    ) -> InvalidationContext {
        let (point, previous) = (acrossMirror(position), acrossMirror(previousPosition))
        movement = .moving
        return acrossMirror(
            insideLayout {
                layout.invalidationContext(
                    forInteractivelyMovingItems: targetIndexPaths, withTargetPosition: point,
                    previousIndexPaths: previousIndexPaths, previousPosition: previous)
            })
    }

    /// What the end of an interactive move invalidates, dropped or cancelled, as
    /// `invalidationContextForEndingInteractiveMovementOfItems(toFinalIndexPaths:previousIndexPaths:movementCancelled:)`.
    /// The move is no batch update: the invalidations of its steps and of its end keep no counts
    /// for one (see ``invalidate(with:)``).
    public func invalidationContextForEndingInteractiveMovementOfItems(
        toFinalIndexPaths indexPaths: [IndexPath], previousIndexPaths: [IndexPath], movementCancelled: Bool
    ) -> InvalidationContext {
        movement = .ending
        return acrossMirror(
            insideLayout {
                layout.invalidationContextForEndingInteractiveMovementOfItems(
                    toFinalIndexPaths: indexPaths, previousIndexPaths: previousIndexPaths, movementCancelled: movementCancelled)
            })
    }
}
