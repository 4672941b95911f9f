import Foundation
import LayoutKitCore

/// The frames of one group's elements, relative to the group's origin, in points.
struct GroupFrames: Sendable {
    /// The group's size.
    var size: CGSize
    /// The cells' frames, in leaf order.
    var leaves: [CGRect]
    /// The badges' frames, in the order of ``GroupTemplate/badges``.
    var badges: [CGRect]
}

/// A badge of the template: its kind, z index and owner.
struct TemplateBadge: Sendable {
    enum Owner: Sendable {
        /// The badge of one leaf item.
        case item(leaf: Int)
        /// The badge of a group (top-level or nested) owning `leaves`, the `ordinal`th badge of its
        /// kind in the template.
        case group(leaves: Range<Int>, ordinal: Int)
    }

    var kind: String
    var zIndex: Int
    var owner: Owner

    /// The first leaf that must exist for the badge to show.
    var firstLeaf: Int {
        switch owner {
        case let .item(leaf): leaf
        case let .group(leaves, _): leaves.lowerBound
        }
    }
}

/// The group resolved once: its elements' frames and what each of them is.
struct GroupTemplate: Sendable {
    var frames: GroupFrames
    /// The z index of each leaf's cell (a custom group's, or 0).
    var leafZIndex: [Int]
    /// Whether each leaf takes a measured length along the section's group axis.
    var selfSizingLeaves: [Bool]
    var badges: [TemplateBadge]
    /// How many group badges of each kind one group has: their index paths are numbered by it.
    var groupBadgeCounts: [String: Int]
    /// The first item that does not fit, a custom frame that is not usable: an error for the
    /// configuration, tolerated for measured lengths (the host measured them).
    var problem: LayoutError?

    var leafCount: Int { leafZIndex.count }
}
