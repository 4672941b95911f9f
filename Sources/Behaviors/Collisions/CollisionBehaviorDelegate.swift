import Foundation

/// Told when items of a ``CollisionBehavior`` start and stop touching each other or a
/// boundary, as UIKit's `UICollisionBehaviorDelegate`.
///
/// Each contact is told exactly once when it begins and once when it ends, after the internal
/// step in which it happened. A contact begins when two shapes come within a quarter point of
/// each other or push on each other, and ends when they are more than a point apart and no
/// longer push. A contact between an item and several segments of one boundary (a corner of
/// the reference bounds) is one contact. The boundary identifier of the reference bounds is
/// `nil`, as in UIKit.
public protocol CollisionBehaviorDelegate: AnyObject {
    /// Two items began touching at `point` (pt, the animator's coordinates).
    func collisionBehavior(
        _ behavior: CollisionBehavior, beganContactFor item1: any DynamicItem, with item2: any DynamicItem, at point: CGPoint)
    /// Two items stopped touching.
    func collisionBehavior(_ behavior: CollisionBehavior, endedContactFor item1: any DynamicItem, with item2: any DynamicItem)
    /// An item began touching the boundary `identifier` (`nil`: the reference bounds) at `point`.
    func collisionBehavior(
        _ behavior: CollisionBehavior, beganContactFor item: any DynamicItem, withBoundaryIdentifier identifier: AnyHashable?,
        at point: CGPoint)
    /// An item stopped touching the boundary `identifier`.
    func collisionBehavior(
        _ behavior: CollisionBehavior, endedContactFor item: any DynamicItem, withBoundaryIdentifier identifier: AnyHashable?)
}

extension CollisionBehaviorDelegate {
    /// Does nothing.
    public func collisionBehavior(
        _ behavior: CollisionBehavior, beganContactFor item1: any DynamicItem, with item2: any DynamicItem, at point: CGPoint
    ) {}
    /// Does nothing.
    public func collisionBehavior(
        _ behavior: CollisionBehavior, endedContactFor item1: any DynamicItem, with item2: any DynamicItem
    ) {}
    /// Does nothing.
    public func collisionBehavior(
        _ behavior: CollisionBehavior, beganContactFor item: any DynamicItem, withBoundaryIdentifier identifier: AnyHashable?,
        at point: CGPoint
    ) {}
    /// Does nothing.
    public func collisionBehavior(
        _ behavior: CollisionBehavior, endedContactFor item: any DynamicItem, withBoundaryIdentifier identifier: AnyHashable?
    ) {}
}
