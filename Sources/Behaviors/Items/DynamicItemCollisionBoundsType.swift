import Foundation

/// The shape an item presents to collisions, as UIKit's `UIDynamicItemCollisionBoundsType`.
///
/// The rotational inertia and the collision shape come from it. An ellipse that is not a
/// circle collides as a 24-sided polygon within 0.5% of it.
public enum DynamicItemCollisionBoundsType: Hashable, Sendable {
    /// The item's bounds, rotating with it.
    case rectangle
    /// The ellipse inscribed in the item's bounds.
    case ellipse
    /// A convex polygon, its vertices in points relative to the item's center, in the item's
    /// unrotated coordinates.
    case path([CGPoint])
}
