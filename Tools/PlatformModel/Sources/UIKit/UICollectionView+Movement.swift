import CollectionModel

/// An interactive move under way: the item picked up, where it would go, the finger.
struct InteractiveMovement {
    let source: IndexPath
    var target: IndexPath
    var position: CGPoint
    let countsBefore: [Int]
}

/// Interactive movement (Apple: UICollectionView › beginInteractiveMovementForItem(at:),
/// updateInteractiveMovementTargetPosition(_:), endInteractiveMovement(),
/// cancelInteractiveMovement(); UICollectionViewLayout's reordering hooks):
///
/// - Beginning asks the data source whether the item may move; the item then follows the finger,
///   shown with `layoutAttributesForInteractivelyMovingItem(at:withTargetPosition:)`.
/// - Each new position asks the layout `targetIndexPath(forInteractivelyMovingItem:withPosition:)`
///   and invalidates it with `invalidationContext(forInteractivelyMovingItems:...)`; meanwhile the
///   view shows the data in the new order (its item counts follow the move across sections).
/// - Ending invalidates with `invalidationContextForEndingInteractiveMovementOfItems(...)` and
///   tells the data source `collectionView(_:moveItemAt:to:)`; cancelling puts the item back.
extension UICollectionView {
    @discardableResult
    public func beginInteractiveMovementForItem(at indexPath: IndexPath) -> Bool {
        guard movement == nil, let cell = cellForItem(at: indexPath), dataSource?.collectionView(self, canMoveItemAt: indexPath) ?? false else {
            return false
        }
        movement = InteractiveMovement(source: indexPath, target: indexPath, position: cell.center, countsBefore: counts)
        return true
    }

    public func updateInteractiveMovementTargetPosition(_ targetPosition: CGPoint) {
        guard var moving = movement else { return }
        let layout = installedLayout
        let target = layout.targetIndexPath(forInteractivelyMovingItem: moving.target, withPosition: targetPosition)
        let context = layout.invalidationContext(forInteractivelyMovingItems: [target], withTargetPosition: targetPosition,
                                                 previousIndexPaths: [moving.target], previousPosition: moving.position)
        let previous = moving
        (moving.target, moving.position) = (isSlot(target, for: moving) ? target : moving.target, targetPosition)
        movement = moving
        knownCounts = counts(of: moving)
        rekeyCells(from: previous, to: moving)
        layout.invalidateLayout(with: context)
    }

    public func endInteractiveMovement() {
        guard let moving = movement else { return }
        let layout = installedLayout
        let context = layout.invalidationContextForEndingInteractiveMovementOfItems(
            toFinalIndexPaths: [moving.target], previousIndexPaths: [moving.source], movementCancelled: false)
        movement = nil
        if moving.target != moving.source { dataSource?.collectionView(self, moveItemAt: moving.source, to: moving.target) }
        knownCounts = nil
        layout.invalidateLayout(with: context)
    }

    public func cancelInteractiveMovement() {
        guard let moving = movement else { return }
        let layout = installedLayout
        let context = layout.invalidationContextForEndingInteractiveMovementOfItems(
            toFinalIndexPaths: [moving.source], previousIndexPaths: [moving.target], movementCancelled: true)
        movement = nil
        var back = moving
        back.target = moving.source
        rekeyCells(from: moving, to: back)
        knownCounts = moving.countsBefore
        layout.invalidateLayout(with: context)
    }

    /// True when `target` is a place the item can go with the counts of the move.
    private func isSlot(_ target: IndexPath, for moving: InteractiveMovement) -> Bool {
        var probe = moving
        probe.target = target
        let counts = counts(of: probe)
        return target.count == 2 && counts.indices.contains(target[0]) && (0..<counts[target[0]]).contains(target[1])
    }

    /// The item counts with the item moved to its target.
    private func counts(of moving: InteractiveMovement) -> [Int] {
        var counts = moving.countsBefore
        counts[moving.source[0]] -= 1
        if counts.indices.contains(moving.target[0]) { counts[moving.target[0]] += 1 }
        return counts
    }

    /// Keys the cells on screen by the order of `next` instead of `previous`: the moving item's
    /// view goes with it, the items between its two targets shift by one.
    private func rekeyCells(from previous: InteractiveMovement, to next: InteractiveMovement) {
        guard previous.target != next.target else { return }
        var step = BatchRecorder()
        step.movedItems = [(previous.target, next.target)]
        guard let mapper = UpdateMapper(step, countsBefore: counts(of: previous), countsAfter: counts(of: next)) else { return }
        var rekeyed: [ViewKey: UICollectionReusableView] = [:]
        for (key, view) in visibleViews {
            rekeyed[key.category == .cell ? mapper.keyAfter(key) ?? key : key] = view
        }
        visibleViews = rekeyed
    }
}
