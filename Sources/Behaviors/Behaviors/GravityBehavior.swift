import Foundation

/// A constant acceleration on its items, as UIKit's `UIGravityBehavior`.
///
/// A magnitude of 1 accelerates every item by 1 000 pt/s², whatever its mass (UIKit's unit);
/// the default direction is down, (0, 1). Anchored items do not fall.
///
/// ```swift
/// let gravity = GravityBehavior(items: [box])
/// gravity.magnitude = 0.1          // 100 pt/s², article 003's gentle fall
/// try animator.addBehavior(gravity)
/// ```
public final class GravityBehavior: DynamicItemsBehavior, DirectedBehavior {
    /// The acceleration of a magnitude of 1, in pt/s².
    public static let unitAcceleration: CGFloat = 1000

    /// The direction, in radians from the x axis; π/2 (down) by default.
    public var angle: CGFloat = .pi / 2 { didSet { setNeedsRebuild() } }
    /// The strength, in units of 1 000 pt/s²; 1 by default.
    public var magnitude: CGFloat = 1 { didSet { setNeedsRebuild() } }

    /// The acceleration as a vector in units of 1 000 pt/s², as UIKit's `gravityDirection`.
    public var gravityDirection: CGVector {
        get { direction }
        set { direction = newValue }
    }

    override func validateParameters() throws {
        try DynamicsError.requireFinite(angle, "angle", of: self)
        try DynamicsError.requireFinite(magnitude, "magnitude", of: self)
    }

    /// True: each item falls alike.
    override var actsOnEachItemAlone: Bool { true }

    override func applyEffects(to builder: inout WorldBuilder, bodies: [Int32]) {
        let acceleration = vector * Double(Self.unitAcceleration)
        for body in bodies { builder.addAcceleration(acceleration, to: body) }
    }
}
