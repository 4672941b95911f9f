import Foundation

/// The shape an item presents to collisions, as UIKit's `UIDynamicItemCollisionBoundsType`.
///
/// Part 1 of the engine (no collisions) uses it only for the rotational inertia; part 2 builds
/// collision shapes from it.
public enum DynamicItemCollisionBoundsType: Hashable, Sendable {
    /// The item's bounds, rotating with it.
    case rectangle
    /// The ellipse inscribed in the item's bounds.
    case ellipse
    /// A convex polygon, its vertices in points relative to the item's center, in the item's
    /// unrotated coordinates.
    case path([CGPoint])
}
