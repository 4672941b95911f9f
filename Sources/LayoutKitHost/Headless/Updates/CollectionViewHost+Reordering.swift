import Foundation
import LayoutKitCollectionViewCore
import LayoutKitCore

extension CollectionViewHost {
    /// How the other items make room while an item is moved: UIKit's 0.25 s ease out.
    public static let reorderAnimation = HostAnimation(duration: 0.25, curve: .easeOut)

    /// True while an item is being moved interactively.
    public var isMovingItem: Bool { updates.reordering != nil }

    /// Picks up the item at `indexPath` to move it, as `beginInteractiveMovementForItem(at:)`;
    /// the finger starts at the item's center.
    ///
    /// While the item moves, the layout sees the data in its new order (the item counts and
    /// ``itemSizeProvider`` answer for it), shows the item under the finger
    /// (``CollectionLayout/attributes(forInteractivelyMovingItemAt:withTargetPosition:)``) and
    /// the other items make room (``reorderAnimation``).
    ///
    /// ```swift
    /// try host.beginInteractiveMovementForItem(at: IndexPath(item: 2, section: 0))
    /// try host.updateInteractiveMovementTargetPosition(CGPoint(x: 30, y: 420))
    /// let move = try host.endInteractiveMovement()   // the move to apply to the data
    /// ```
    ///
    /// - Throws: ``LayoutError/indexPathOutOfRange(_:sectionCount:itemCount:)`` for an item that
    ///   does not exist; ``HostError/busy(operation:running:)`` during another move, a gesture
    ///   or an animated change. Nothing changes when it throws.
    public func beginInteractiveMovementForItem(at indexPath: IndexPath) throws {
        try viewContext.validateItem(indexPath)
        try admit(.interactiveMove)
        try prepareForChange()
        let center = core.element(.cell(indexPath))?.center ?? .zero
        updates.reordering = ReorderSession(
            source: indexPath, target: indexPath, position: center, countsBefore: itemCounts, sizesBefore: itemSizeProvider)
        try render(recording: false)
    }

    /// Moves the finger of the interactive move to `position` (content coordinates, points), as
    /// `updateInteractiveMovementTargetPosition(_:)`: the layout says where the item would go
    /// (``CollectionLayout/targetIndexPath(forInteractivelyMovingItem:withPosition:)``); when
    /// that changes, the layout is invalidated with
    /// ``CollectionLayout/invalidationContext(forInteractivelyMovingItems:withTargetPosition:previousIndexPaths:previousPosition:)``
    /// and the other items animate to their new places. Outside every section (outside the
    /// content) the target stays.
    ///
    /// - Throws: ``HostError/notApplicable(_:)`` without a move under way;
    ///   ``LayoutError/invalidParameter(name:value:reason:)`` for a NaN or infinite position;
    ///   ``LayoutError/invalidUpdate(_:)`` when the layout names a target that is no slot; what
    ///   the layout's prepare throws. The move stays as it was when it throws.
    public func updateInteractiveMovementTargetPosition(_ position: CGPoint) throws {
        guard var session = updates.reordering else { throw HostError.notApplicable(.updateMoveTarget) }
        try LayoutError.requireFinite(position.x, named: "position.x")
        try LayoutError.requireFinite(position.y, named: "position.y")
        let previous = session
        session.position = position
        if isInsideContent(position) {
            session.target = core.targetIndexPath(forInteractivelyMovingItem: previous.target, withPosition: position)
        }
        if session.target != previous.target {
            let invalidation = core.invalidationContext(
                forInteractivelyMovingItems: [session.target], withTargetPosition: position,
                previousIndexPaths: [previous.target], previousPosition: previous.position)
            let before = try previous.plan(to: previous.target)
            let after = try session.plan(to: session.target)
            try rearrange(to: session, plan: after, invalidation: invalidation, fallback: previous) {
                before.indexPathBeforeUpdate(for: $0).flatMap(after.indexPathAfterUpdate)
            }
        } else {
            updates.reordering = session
        }
        try render(recording: false)
    }

    /// Drops the moving item where it would go, as `endInteractiveMovement()`: it animates from
    /// the finger to its place, and the move is returned for the data source to apply
    /// (``itemSizeProvider`` already answers for the new order). The layout is invalidated with
    /// ``CollectionLayout/invalidationContextForEndingInteractiveMovementOfItems(toFinalIndexPaths:previousIndexPaths:movementCancelled:)``.
    ///
    /// - Returns: the move, validated against the counts before and after it.
    /// - Throws: ``HostError/notApplicable(_:)`` without a move under way;
    ///   ``HostError/dropOutsideSections(_:)`` when the finger is outside every section (the move
    ///   goes on: move the finger back or cancel); what the layout's prepare throws.
    @discardableResult
    public func endInteractiveMovement() throws -> BatchUpdate {
        guard let session = updates.reordering else { throw HostError.notApplicable(.endMove) }
        guard isInsideContent(session.position) else { throw HostError.dropOutsideSections(session.position) }
        let invalidation = core.invalidationContextForEndingInteractiveMovementOfItems(
            toFinalIndexPaths: [session.target], previousIndexPaths: [session.source], movementCancelled: false)
        _ = try session.plan(to: session.target)  // checked like any batch update before anything changes
        updates.reordering = nil
        invalidateLayout(with: invalidation)
        do {
            try layoutIfNeeded()
        } catch {
            updates.reordering = session
            throw error
        }
        core.forgetMeasurements()
        beginTransition(animation: Self.reorderAnimation) { $0 }
        try render(recording: false)
        var move = BatchUpdate()
        move.moveItem(from: session.source, to: session.target)
        return move
    }

    /// Puts the moving item back where it was, as `cancelInteractiveMovement()`: the data and
    /// the item sizes are as before the move, and every item animates back.
    ///
    /// - Throws: ``HostError/notApplicable(_:)`` without a move under way; what the layout's
    ///   prepare throws.
    public func cancelInteractiveMovement() throws {
        guard let session = updates.reordering else { throw HostError.notApplicable(.cancelMove) }
        let invalidation = core.invalidationContextForEndingInteractiveMovementOfItems(
            toFinalIndexPaths: [session.source], previousIndexPaths: [session.target], movementCancelled: true)
        let plan = try session.plan(to: session.target)
        var back = session
        back.target = session.source
        try rearrange(to: back, plan: try back.plan(to: session.source), invalidation: invalidation, fallback: session) {
            plan.indexPathBeforeUpdate(for: $0)
        }
        updates.reordering = nil
        itemSizeProvider = session.sizesBefore
        try render(recording: false)
    }

    /// The moving item under the finger, as the host shows it; `nil` when none moves.
    func movingItemAttributes() -> LayoutAttributes? {
        guard let session = updates.reordering else { return nil }
        return core.attributes(forInteractivelyMovingItemAt: session.target, withTargetPosition: session.position)
    }

    /// Shows the data in the order of `session`, lays it out and animates every element from
    /// where it is; puts `fallback` back when the layout throws. The cells on screen are
    /// measured again (self-sizing), as the sizes a layout keeps by position no longer match.
    ///
    /// - Parameter map: where an item shown now is in the new order.
    private func rearrange(
        to session: ReorderSession, plan: UpdatePlan, invalidation: InvalidationContext,
        fallback: ReorderSession, map: @escaping (IndexPath) -> IndexPath?
    ) throws {
        let (counts, sizes) = (itemCounts, itemSizeProvider)
        updates.reordering = session
        itemCounts = plan.countsAfter
        itemSizeProvider = session.sizesBefore.map { provider in
            { provider(plan.indexPathBeforeUpdate(for: $0) ?? session.source) }
        }
        invalidateLayout(with: invalidation)
        do {
            try layoutIfNeeded()
        } catch {
            (updates.reordering, itemCounts, itemSizeProvider) = (fallback, counts, sizes)
            core.needsPrepare = true
            throw error
        }
        core.forgetMeasurements()
        beginTransition(animation: Self.reorderAnimation) { key in
            key.category == .cell ? map(key.indexPath).map(ElementKey.cell) : key
        }
    }

    /// True when `position` (content coordinates) lies on the content, where the sections are.
    private func isInsideContent(_ position: CGPoint) -> Bool {
        let size = layout.contentSize
        return position.x >= 0 && position.y >= 0 && position.x <= size.width && position.y <= size.height
    }

}
