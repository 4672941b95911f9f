import Foundation

/// What a ``FieldBehavior`` does to the items in its region, as the fields of UIKit's
/// `UIFieldBehavior`. Every field's effect is scaled by its ``FieldBehavior/strength`` and its
/// falloff.
public enum FieldKind: Sendable {
    /// A uniform acceleration of strength × 1 000 pt/s² along `direction`, whatever the mass.
    case linearGravity(direction: CGVector)
    /// An acceleration of strength × 1 000 pt/s² toward the field's position (with falloff 2,
    /// an inverse-square law: orbits follow Kepler's laws).
    case radialGravity
    /// A spring to the field's position: acceleration −strength × displacement (1/s²), so an
    /// item oscillates at √strength rad/s.
    case spring
    /// A force −strength × velocity (mass units per second): heavier items slow more slowly.
    case drag
    /// A force strength × (`velocity` − velocity), steering items toward `velocity` (pt/s).
    case velocity(CGVector)
    /// An acceleration of strength × 1 000 pt/s² around the field's position, turning x toward y.
    case vortex
    /// Smooth random accelerations of strength × 1 000 pt/s², varying over `smoothness` pt, the
    /// same for the same `seed`.
    case noise(seed: UInt64, smoothness: CGFloat)
    /// As ``noise(seed:smoothness:)`` but proportional to the item's speed (per 1 000 pt/s).
    case turbulence(seed: UInt64, smoothness: CGFloat)
    /// A force of strength × charge × 1 000 (UIKit newtons × 10) away from the field's position:
    /// like charges repel a positive strength.
    case electric
    /// The Lorentz force of a field across the screen: strength × charge × (vy, −vx); it turns
    /// a charge at q·strength/m rad/s without changing its speed.
    case magnetic
    /// Your own field: the acceleration (pt/s²) of an item, before strength and falloff.
    case custom(@Sendable (FieldSample) -> CGVector)
}
