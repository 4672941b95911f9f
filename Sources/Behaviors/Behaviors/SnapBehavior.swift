import Foundation

/// Pulls an item to a point, with a springy overshoot, and turns it upright, as UIKit's
/// `UISnapBehavior`.
///
/// UIKit does not document its spring; ours has a frequency of ``frequency`` (2 Hz) and a
/// damping ratio of 0.1 + 0.9 × ``damping``: damping 0 still settles (ratio 0.1), damping 1 is
/// critically damped and does not overshoot. The item settles exactly on the point and the
/// animator pauses.
///
/// ```swift
/// // Article 003: snap to the tapped point, replacing the previous snap.
/// if let snap { animator.removeBehavior(snap) }
/// snap = SnapBehavior(item: box, snapTo: tap)
/// try animator.addBehavior(snap!)
/// ```
public final class SnapBehavior: DynamicBehavior {
    /// The snap spring's frequency, in Hz.
    public static let frequency: CGFloat = 2

    /// The item snapped.
    public var item: any DynamicItem { dynamicAnimator?.item(withID: reference.id) ?? reference.item }
    private var reference: ItemReference
    /// The point the item's center goes to, in pt.
    public var snapPoint: CGPoint { didSet { setNeedsRebuild() } }
    /// How much the oscillation is damped, from 0 to 1; 0.5 by default.
    public var damping: CGFloat = 0.5 { didSet { setNeedsRebuild() } }

    /// Creates a snap of `item` to `point`.
    public init(item: any DynamicItem, snapTo point: CGPoint) {
        self.reference = ItemReference(item)
        self.snapPoint = point
        super.init()
    }

    public override var description: String {
        "SnapBehavior(\(reference.item.itemKey) to (\(snapPoint.x), \(snapPoint.y)))"
    }

    override var itemReferences: [ItemReference] { [reference] }

    override func refreshItems(_ current: (AnyHashable) -> (any DynamicItem)?) {
        if let item = current(reference.id) { reference.item = item }
    }

    override var attachmentKeys: [AttachmentKey] {
        [AttachmentKey(snapping: reference.id)]
    }

    override func validateParameters() throws {
        try DynamicsError.requireFinite(snapPoint, "snapPoint", of: self)
        try DynamicsError.requireNonNegative(damping, "damping", of: self)
        guard damping <= 1 else {
            throw DynamicsError.invalidParameter(
                behavior: description, name: "damping", value: Double(damping), reason: "must be at most 1")
        }
    }

    /// True: a snap is its joint.
    override var actsThroughJointsOnly: Bool { true }

    override func applyEffects(to builder: inout WorldBuilder, bodies: [Int32]) {
        let spring = SoftCoefficients.spring(
            frequency: Double(Self.frequency), dampingRatio: 0.1 + 0.9 * Double(damping), step: World.step)
        builder.addJoint(
            Joint(
                kind: .weld, bodyA: 0, bodyB: bodies[0], localA: SIMD2(snapPoint), localB: .zero,
                coefficients: spring, angularCoefficients: spring))
    }
}
