import Foundation

/// The physical properties of its items, and their velocities, as UIKit's
/// `UIDynamicItemBehavior`.
///
/// Defaults are UIKit's: density 1, no resistance, no elasticity or friction, not anchored,
/// free to rotate. When several item behaviours hold one item, the one added last wins.
/// ``resistance`` and ``angularResistance`` are decay rates: a velocity falls by a factor
/// `e^{−resistance·t}` over `t` seconds, whatever the frame rate.
///
/// ```swift
/// // Article 003: a box that spins as it is pushed.
/// let properties = DynamicItemBehavior(items: [box])
/// properties.friction = 0.2
/// properties.allowsRotation = true
/// try properties.addAngularVelocity(.pi / 4, for: box)
/// try animator.addBehavior(properties)
/// ```
public final class DynamicItemBehavior: DynamicItemsBehavior {
    /// How much of its approach speed an item keeps in a collision, 0...1: a ball dropped
    /// with elasticity e bounces back to e² of its height.
    public var elasticity: CGFloat = 0 { didSet { setNeedsRebuild() } }
    /// The Coulomb friction coefficient when items slide against each other or a boundary
    /// (the geometric mean of both items'; the item's alone against a boundary).
    public var friction: CGFloat = 0 { didSet { setNeedsRebuild() } }
    /// Mass per area: a 100 x 100 pt item of density 1 has a mass of 1 UIKit unit.
    public var density: CGFloat = 1 { didSet { setNeedsRebuild() } }
    /// The decay rate of the linear velocity, in 1/s; 0 by default.
    public var resistance: CGFloat = 0 { didSet { setNeedsRebuild() } }
    /// The decay rate of the angular velocity, in 1/s; 0 by default.
    public var angularResistance: CGFloat = 0 { didSet { setNeedsRebuild() } }
    /// The electric charge electric and magnetic fields act on, in UIKit units.
    public var charge: CGFloat = 0 { didSet { setNeedsRebuild() } }
    /// Whether the items stay where they are, as fixed obstacles.
    public var isAnchored = false { didSet { setNeedsRebuild() } }
    /// Whether the items may rotate; true by default.
    public var allowsRotation = true { didSet { setNeedsRebuild() } }

    /// Velocities added but not yet given to the animator, by item identity.
    private var pendingVelocities: [AnyHashable: (linear: SIMD2<Double>, angular: Double)] = [:]

    /// Adds `velocity` (pt/s) to the linear velocity of `item`.
    ///
    /// - Throws: ``DynamicsError/itemNotInBehavior(item:behavior:)`` or
    ///   ``DynamicsError/invalidParameter(behavior:name:value:reason:)`` for a non-finite velocity.
    public func addLinearVelocity(_ velocity: CGPoint, for item: any DynamicItem) throws {
        try DynamicsError.requireFinite(velocity, "linearVelocity", of: self)
        try addVelocity(linear: SIMD2(velocity), angular: 0, for: item)
    }

    /// The linear velocity of `item`, in pt/s.
    ///
    /// - Throws: ``DynamicsError/itemNotInBehavior(item:behavior:)``.
    public func linearVelocity(for item: any DynamicItem) throws -> CGPoint {
        let velocity = try velocity(of: item).linear
        return CGPoint(x: velocity.x, y: velocity.y)
    }

    /// Adds `velocity` (rad/s, positive turns x toward y) to the angular velocity of `item`.
    ///
    /// - Throws: as ``addLinearVelocity(_:for:)``.
    public func addAngularVelocity(_ velocity: CGFloat, for item: any DynamicItem) throws {
        try DynamicsError.requireFinite(velocity, "angularVelocity", of: self)
        try addVelocity(linear: .zero, angular: Double(velocity), for: item)
    }

    /// The angular velocity of `item`, in rad/s.
    ///
    /// - Throws: ``DynamicsError/itemNotInBehavior(item:behavior:)``.
    public func angularVelocity(for item: any DynamicItem) throws -> CGFloat {
        CGFloat(try velocity(of: item).angular)
    }

    /// Keeps the velocity to add until the animator next rebuilds its world.
    private func addVelocity(linear: SIMD2<Double>, angular: Double, for item: any DynamicItem) throws {
        try requireItem(item)
        pendingVelocities[item.dynamicItemID, default: (.zero, 0)].linear += linear
        pendingVelocities[item.dynamicItemID, default: (.zero, 0)].angular += angular
        setNeedsRebuild(waking: [ItemReference(item)])
    }

    /// The item's velocity in the animator plus what is still to be added.
    private func velocity(of item: any DynamicItem) throws -> (linear: SIMD2<Double>, angular: Double) {
        try requireItem(item)
        let id = item.dynamicItemID
        let live = dynamicAnimator?.velocity(ofItemWithID: id) ?? (.zero, 0)
        let pending = pendingVelocities[id] ?? (.zero, 0)
        return (live.linear + pending.linear, live.angular + pending.angular)
    }

    override func validateParameters() throws {
        try DynamicsError.requirePositive(density, "density", of: self)
        for (value, name) in [
            (elasticity, "elasticity"), (friction, "friction"),
            (resistance, "resistance"), (angularResistance, "angularResistance")
        ] {
            try DynamicsError.requireNonNegative(value, name, of: self)
        }
        try DynamicsError.requireFinite(charge, "charge", of: self)
    }

    /// True while no velocity waits to be added: the properties are the same for every item.
    override var actsOnEachItemAlone: Bool { pendingVelocities.isEmpty }

    override func applyProperties(to builder: inout WorldBuilder, bodies: [Int32]) {
        let properties = ItemProperties(
            density: Double(density), resistance: Double(resistance), angularResistance: Double(angularResistance),
            elasticity: Double(elasticity), friction: Double(friction), charge: Double(charge),
            isAnchored: isAnchored, allowsRotation: allowsRotation)
        for body in bodies { builder.properties[Int(body)] = properties }
    }

    override func applyEffects(to builder: inout WorldBuilder, bodies: [Int32]) {
        for (reference, body) in zip(references, bodies) {
            guard let velocity = pendingVelocities[reference.id] else { continue }
            builder.addVelocity(linear: velocity.linear, angular: velocity.angular, to: body)
        }
    }

    override func didApply() {
        pendingVelocities.removeAll()
    }
}
