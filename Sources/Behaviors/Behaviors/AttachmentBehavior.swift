import Foundation

/// Ties an item to an anchor point or to another item, as UIKit's `UIAttachmentBehavior`.
///
/// By default (frequency 0) the attachment is a rigid rod of ``length``, the distance between
/// the two points when it was made; a ``frequency`` above zero (Hz) makes it a spring with a
/// ``damping`` ratio. Springs keep their frequency whatever the items' masses, and stay stable
/// however stiff. The factories make the other kinds of ``AttachmentKind``.
///
/// ```swift
/// // Article 000: every cell springs back to its place in the flow layout.
/// let spring = AttachmentBehavior(item: attributes, attachedToAnchor: attributes.center)
/// spring.length = 0
/// spring.damping = 0.8
/// spring.frequency = 1
/// try animator.addBehavior(spring)
/// ```
public final class AttachmentBehavior: DynamicBehavior {
    /// Whether the attachment joins two items or an item and an anchor point.
    public enum AttachmentType: Hashable, Sendable {
        /// Two items.
        case items
        /// An item and a fixed point.
        case anchor
    }

    /// Two items or an item and an anchor, fixed at creation.
    public let attachedBehaviorType: AttachmentType
    /// What the attachment keeps, fixed at creation.
    public let kind: AttachmentKind
    private(set) var ends: [AttachmentEnd]
    /// The relative rotation (θ₂ − θ₁, or θ for an anchor) at creation, in radians.
    let referenceAngle: Double
    /// For a sliding attachment, the unit axis in the first item's unrotated frame.
    let axis: SIMD2<Double>

    /// The anchor point (an anchor attachment) or the point the factories joined the items at,
    /// in pt.
    public var anchorPoint: CGPoint { didSet { setNeedsRebuild() } }
    /// The distance kept between the two points, in pt.
    public var length: CGFloat { didSet { setNeedsRebuild() } }
    /// The spring's damping ratio (0: none, 1: critical); 0 by default.
    public var damping: CGFloat = 0 { didSet { setNeedsRebuild() } }
    /// The spring's frequency, in Hz; 0 (the default) makes a rigid attachment.
    public var frequency: CGFloat = 0 { didSet { setNeedsRebuild() } }
    /// The torque a pin attachment's rotation must overcome, in UIKit newton-points (a force
    /// of ``PushBehavior/unitForce`` at 1 pt); 0 by default.
    public var frictionTorque: CGFloat = 0 { didSet { setNeedsRebuild() } }
    /// The travel of a sliding attachment (pt) or the turn of a pin attachment (radians);
    /// unbounded by default.
    public var attachmentRange: FloatRange = .infinite { didSet { setNeedsRebuild() } }

    init(kind: AttachmentKind, ends: [AttachmentEnd], anchor: CGPoint?, axis: CGVector = .zero) {
        self.kind = kind
        self.ends = ends
        self.attachedBehaviorType = ends.count == 1 ? .anchor : .items
        let angles = ends.map(\.reference.item.rotationAngle)
        self.referenceAngle = ends.count == 1 ? angles[0] : angles[1] - angles[0]
        let first = anchor.map(SIMD2.init) ?? ends[0].position
        let second = ends.count == 1 ? ends[0].position : ends[1].position
        self.anchorPoint = anchor ?? CGPoint(x: first.x, y: first.y)
        self.length = CGFloat((second - first).length)
        let rawAxis = SIMD2(Double(axis.dx), Double(axis.dy))
        let unitAxis = rawAxis.length > 0 ? rawAxis / rawAxis.length : rawAxis
        self.axis = ends.count == 1 ? unitAxis : rotate(unitAxis, by: -angles[0])
        super.init()
    }

    /// Attaches the center of `item` to `point` (pt).
    public convenience init(item: any DynamicItem, attachedToAnchor point: CGPoint) {
        self.init(item: item, offsetFromCenter: .zero, attachedToAnchor: point)
    }

    /// Attaches the point at `offset` (pt, in the item's unrotated coordinates) from the center
    /// of `item` to `point`.
    public convenience init(item: any DynamicItem, offsetFromCenter offset: CGPoint, attachedToAnchor point: CGPoint) {
        self.init(kind: .standard, ends: [AttachmentEnd(item, offset: offset)], anchor: point)
    }

    /// Attaches the centers of two items.
    public convenience init(item: any DynamicItem, attachedTo other: any DynamicItem) {
        self.init(item: item, offsetFromCenter: .zero, attachedTo: other, offsetFromCenter: .zero)
    }

    /// Attaches a point of `item` to a point of `other`, each at an offset from its center.
    public convenience init(
        item: any DynamicItem, offsetFromCenter offset: CGPoint,
        attachedTo other: any DynamicItem, offsetFromCenter otherOffset: CGPoint
    ) {
        self.init(
            kind: .standard, ends: [AttachmentEnd(item, offset: offset), AttachmentEnd(other, offset: otherOffset)],
            anchor: nil)
    }

    /// The items, with their current state when the attachment is in an animator.
    public var items: [any DynamicItem] {
        ends.map { dynamicAnimator?.item(withID: $0.reference.id) ?? $0.reference.item }
    }

    public override var description: String {
        let names = ends.map(\.reference.item.itemKey.description)
        let target = attachedBehaviorType == .anchor ? "anchor (\(anchorPoint.x), \(anchorPoint.y))" : names[1]
        return "AttachmentBehavior(\(names[0]) to \(target))"
    }

    override var itemReferences: [ItemReference] { ends.map(\.reference) }

    override func refreshItems(_ current: (AnyHashable) -> (any DynamicItem)?) {
        for index in ends.indices {
            if let item = current(ends[index].reference.id) { ends[index].reference.item = item }
        }
    }

    override func validateParameters() throws { try validateAttachment() }

    /// True: an attachment is its joint.
    override var actsThroughJointsOnly: Bool { true }

    override func applyEffects(to builder: inout WorldBuilder, bodies: [Int32]) {
        builder.addJoint(joint(between: bodies))
    }

    override var attachmentKeys: [AttachmentKey] {
        var points = ends.map { (item: Optional($0.reference.id), offset: $0.offset) }
        if attachedBehaviorType == .anchor { points.append((item: nil, offset: .zero)) }
        return [AttachmentKey(points)]
    }
}
