import Foundation

/// A force on its items, continuous or as one impulse, as UIKit's `UIPushBehavior`.
///
/// The unit is UIKit's: a magnitude of 1 on a 100 x 100 pt item of density 1 (mass 1)
/// accelerates it by 100 pt/s² (continuous), or adds 100 pt/s to its velocity (instantaneous).
/// A force applied away from the center (``setTargetOffsetFromCenter(_:for:)``) also turns the
/// item, if it may rotate.
///
/// ```swift
/// let push = PushBehavior(items: [box], mode: .instantaneous)
/// push.setAngle(.pi / 4, magnitude: 2)
/// try animator.addBehavior(push)   // applied once at the next step, then inactive
/// ```
public final class PushBehavior: DynamicItemsBehavior, DirectedBehavior {
    /// How the force is applied.
    public enum Mode: Hashable, Sendable {
        /// A constant force while ``PushBehavior/active``.
        case continuous
        /// One impulse when added or activated; ``PushBehavior/active`` then turns false.
        case instantaneous
    }

    /// The force of a magnitude of 1, in UIKit mass units · pt/s².
    public static let unitForce: CGFloat = 100

    /// Continuous or instantaneous, fixed at creation.
    public let mode: Mode
    /// Whether the force acts; true by default. An instantaneous push turns inactive once its
    /// impulse is applied; set it to true to push again.
    public var active: Bool {
        get { isActive }
        set {
            isActive = newValue
            setNeedsRebuild()
        }
    }
    private var isActive = true
    /// The direction, in radians from the x axis; 0 by default.
    public var angle: CGFloat = 0 { didSet { setNeedsRebuild() } }
    /// The strength, in UIKit newtons (100 pt/s² on a mass of 1); 0 by default.
    public var magnitude: CGFloat = 0 { didSet { setNeedsRebuild() } }
    /// Where the force applies on each item, by identity.
    private var targetOffsets: [AnyHashable: CGPoint] = [:]

    /// Creates a push on `items` in `mode`.
    public init(items: [any DynamicItem] = [], mode: Mode) {
        self.mode = mode
        super.init(items: items)
    }

    /// The force as a vector, as UIKit's `pushDirection`.
    public var pushDirection: CGVector {
        get { direction }
        set { direction = newValue }
    }

    /// Where the force applies on `item`, relative to its center in its own unrotated
    /// coordinates, in pt; zero (the center) by default.
    public func targetOffsetFromCenter(for item: any DynamicItem) -> CGPoint {
        targetOffsets[item.dynamicItemID] ?? .zero
    }

    /// Sets where the force applies on `item`.
    ///
    /// - Throws: ``DynamicsError/itemNotInBehavior(item:behavior:)``, or
    ///   ``DynamicsError/invalidParameter(behavior:name:value:reason:)`` for a non-finite offset.
    public func setTargetOffsetFromCenter(_ offset: CGPoint, for item: any DynamicItem) throws {
        try requireItem(item)
        try DynamicsError.requireFinite(offset, "targetOffsetFromCenter", of: self)
        targetOffsets[item.dynamicItemID] = offset
        setNeedsRebuild()
    }

    override func validateParameters() throws {
        try DynamicsError.requireFinite(angle, "angle", of: self)
        try DynamicsError.requireFinite(magnitude, "magnitude", of: self)
    }

    override func applyEffects(to builder: inout WorldBuilder, bodies: [Int32]) {
        guard active else { return }
        let force = vector * Double(Self.unitForce)
        for (reference, body) in zip(references, bodies) {
            let offset = SIMD2(targetOffsets[reference.id] ?? .zero)
            switch mode {
            case .continuous: builder.addForce(force, at: offset, to: body)
            case .instantaneous: builder.applyImpulse(force, at: offset, to: body)
            }
        }
    }

    override func didApply() {
        if mode == .instantaneous { isActive = false }
    }
}
