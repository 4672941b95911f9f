import Foundation

/// What an ``AttachmentBehavior`` keeps between its two points, as UIKit's attachment factories.
public enum AttachmentKind: Hashable, Sendable {
    /// A spring (``AttachmentBehavior/frequency`` > 0) or a rigid rod of
    /// ``AttachmentBehavior/length``; a zero length pins the points together.
    case standard
    /// The second item (or the item, for an anchor) slides along `axis` through the anchor
    /// without turning, within ``AttachmentBehavior/attachmentRange`` (pt) of it.
    case sliding(axis: CGVector)
    /// The points stay at most ``AttachmentBehavior/length`` apart: a rope.
    case limit
    /// The items are welded at the anchor: no relative motion or rotation.
    case fixed
    /// The items turn about the anchor within ``AttachmentBehavior/attachmentRange`` (radians)
    /// against ``AttachmentBehavior/frictionTorque``.
    case pin
}
