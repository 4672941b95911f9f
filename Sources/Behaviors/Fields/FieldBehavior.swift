import Foundation

/// A force field acting on its items within a region, as UIKit's `UIFieldBehavior`.
///
/// The effect of every kind (``FieldKind``) is multiplied by ``strength`` and by the falloff
/// `(100 pt / max(r, minimumRadius))^falloff` at the distance `r` from ``position``; items
/// further than ``regionRadius`` feel nothing. Charge comes from a ``DynamicItemBehavior``.
///
/// ```swift
/// let sun = FieldBehavior(kind: .radialGravity, items: [planet])
/// sun.position = CGPoint(x: 160, y: 284)
/// sun.falloff = 2                      // inverse square
/// sun.minimumRadius = 10
/// try animator.addBehavior(sun)
/// ```
public final class FieldBehavior: DynamicItemsBehavior {
    /// What the field does.
    public let kind: FieldKind
    /// The field's center, in pt.
    public var position = CGPoint.zero { didSet { setNeedsRebuild() } }
    /// The multiplier of the field's effect; 1 by default.
    public var strength: CGFloat = 1 { didSet { setNeedsRebuild() } }
    /// How fast the effect fades with distance: 0 (the default) not at all, 2 as 1/r².
    public var falloff: CGFloat = 0 { didSet { setNeedsRebuild() } }
    /// Distances below this count as this, in pt, so the falloff stays finite at the center.
    public var minimumRadius: CGFloat = 0 { didSet { setNeedsRebuild() } }
    /// The radius of the region the field acts in, in pt; infinite by default.
    public var regionRadius: CGFloat = .infinity { didSet { setNeedsRebuild() } }

    /// Creates a field of `kind` acting on `items`.
    public init(kind: FieldKind, items: [any DynamicItem] = []) {
        self.kind = kind
        super.init(items: items)
    }

    override func validateParameters() throws {
        try DynamicsError.requireFinite(position, "position", of: self)
        try DynamicsError.requireFinite(strength, "strength", of: self)
        try DynamicsError.requireNonNegative(falloff, "falloff", of: self)
        try DynamicsError.requireNonNegative(minimumRadius, "minimumRadius", of: self)
        guard regionRadius >= 0 else {
            throw DynamicsError.invalidParameter(
                behavior: description, name: "regionRadius", value: Double(regionRadius), reason: "must not be negative")
        }
        switch kind {
        case let .noise(_, smoothness), let .turbulence(_, smoothness):
            try DynamicsError.requirePositive(smoothness, "smoothness", of: self)
        case let .linearGravity(direction), let .velocity(direction):
            try DynamicsError.requireFinite(CGPoint(x: direction.dx, y: direction.dy), "direction", of: self)
        default: break
        }
    }

    override func applyEffects(to builder: inout WorldBuilder, bodies: [Int32]) {
        let members = bodies.map { body in
            FieldMember(body: body, inverseMass: builder.mass(of: body).inverseMass, charge: builder.properties[Int(body)].charge)
        }
        builder.addField(
            FieldEffect(
                kind: kind, position: SIMD2(position), strength: Double(strength), falloff: Double(falloff),
                minimumRadius: Double(minimumRadius), regionRadius: Double(regionRadius), members: members))
    }
}
