import Foundation

extension AttachmentBehavior {
    /// `item2` slides along `axis` relative to `item1` through `point`, without turning
    /// relative to it; ``attachmentRange`` bounds the travel from `point` (pt).
    public static func slidingAttachment(
        with item1: any DynamicItem, attachedTo item2: any DynamicItem,
        attachmentAnchor point: CGPoint, axisOfTranslation axis: CGVector
    ) -> AttachmentBehavior {
        AttachmentBehavior(
            kind: .sliding(axis: axis), ends: [AttachmentEnd(item1, at: point), AttachmentEnd(item2, at: point)],
            anchor: point, axis: axis)
    }

    /// `item` slides along `axis` through `point`, without turning; ``attachmentRange`` bounds
    /// the travel from `point` (pt).
    public static func slidingAttachment(
        with item: any DynamicItem, attachmentAnchor point: CGPoint, axisOfTranslation axis: CGVector
    ) -> AttachmentBehavior {
        AttachmentBehavior(kind: .sliding(axis: axis), ends: [AttachmentEnd(item, at: point)], anchor: point, axis: axis)
    }

    /// A rope: the two points stay at most their current distance apart.
    public static func limitAttachment(
        with item1: any DynamicItem, offsetFromCenter offset1: CGPoint,
        attachedTo item2: any DynamicItem, offsetFromCenter offset2: CGPoint
    ) -> AttachmentBehavior {
        AttachmentBehavior(
            kind: .limit, ends: [AttachmentEnd(item1, offset: offset1), AttachmentEnd(item2, offset: offset2)],
            anchor: nil)
    }

    /// Welds the two items together at `point`.
    public static func fixedAttachment(
        with item1: any DynamicItem, attachedTo item2: any DynamicItem, attachmentAnchor point: CGPoint
    ) -> AttachmentBehavior {
        AttachmentBehavior(
            kind: .fixed, ends: [AttachmentEnd(item1, at: point), AttachmentEnd(item2, at: point)], anchor: point)
    }

    /// Pins the two items together at `point`, about which they may turn within
    /// ``attachmentRange`` (radians) against ``frictionTorque``.
    public static func pinAttachment(
        with item1: any DynamicItem, attachedTo item2: any DynamicItem, attachmentAnchor point: CGPoint
    ) -> AttachmentBehavior {
        AttachmentBehavior(
            kind: .pin, ends: [AttachmentEnd(item1, at: point), AttachmentEnd(item2, at: point)], anchor: point)
    }
}
