import Foundation

/// A force field acting on its items within a region, as UIKit's `UIFieldBehavior`.
///
/// The effect of every kind (``FieldKind``) is multiplied by ``strength`` and by the falloff
/// `(100 pt / max(r, minimumRadius))^falloff` at the distance `r` from ``position``; items
/// outside its ``region`` feel nothing. Charge comes from a ``DynamicItemBehavior``.
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
    /// Where the field acts, around ``position``; everywhere by default.
    public var region: FieldRegion = .infinite { didSet { setNeedsRebuild() } }
    /// How many times a second a noise or turbulence field changes into a new one, smoothly
    /// (UIKit's `animationSpeed`): 0, the default, keeps it still.
    public var animationSpeed: CGFloat = 0 { didSet { setNeedsRebuild() } }

    /// The radius of a circular ``region``, in pt: infinite for a region that is not a circle.
    /// Setting it makes the region that circle (everywhere for an infinite radius).
    public var regionRadius: CGFloat {
        get {
            if case let .circle(radius) = region { return radius }
            return region == .infinite ? .infinity : .nan
        }
        set { region = newValue == .infinity ? .infinite : .circle(radius: newValue) }
    }

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
        try DynamicsError.requireNonNegative(animationSpeed, "animationSpeed", of: self)
        if let bad = region.firstBadValue() {
            throw DynamicsError.invalidParameter(
                behavior: description, name: bad.name, value: bad.value, reason: "must not be NaN or negative")
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
                minimumRadius: Double(minimumRadius), region: region, animationSpeed: Double(animationSpeed),
                members: members))
    }
}
