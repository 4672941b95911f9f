import Foundation
import LayoutKitCore

/// The settings of a ``GroupSectionLayout``: the group it repeats and how.
public struct GroupSectionConfiguration: Hashable, Sendable {
    /// The group the section repeats; its leaves take the section's items in order.
    public var group: LayoutGroup
    /// The space between consecutive groups along ``groupAxis``, in points (not negative).
    public var interGroupSpacing: CGFloat
    /// The section's content insets, in points: the groups' container is the viewport less these.
    public var contentInsets: EdgeInsets
    /// The axis along which the group repeats: `.vertical` for a section of a vertical list,
    /// `.horizontal` for a section that scrolls orthogonally (or a horizontal list).
    public var groupAxis: ScrollDirection

    /// Creates the settings of a section repeating `group` down a vertical list, with no spacing
    /// or insets unless given.
    public init(
        group: LayoutGroup, interGroupSpacing: CGFloat = 0, contentInsets: EdgeInsets = .zero,
        groupAxis: ScrollDirection = .vertical
    ) {
        self.group = group
        self.interGroupSpacing = interGroupSpacing
        self.contentInsets = contentInsets
        self.groupAxis = groupAxis
    }

    /// Checks every number and count of the configuration.
    ///
    /// - Throws: ``LayoutError/invalidParameter(name:value:reason:)`` naming the first bad value by
    ///   its path (`group.subitems[1].size.width`).
    func validate() throws {
        try LayoutError.requireNonNegative(interGroupSpacing, named: "interGroupSpacing")
        try contentInsets.validate(named: "contentInsets")
        if group.edgeSpacing != nil {
            throw LayoutError.invalidParameter(
                name: "group.edgeSpacing", value: 0,
                reason: "a top-level group has no enclosing group: place it with contentInsets and interGroupSpacing")
        }
        var kinds = BadgeKinds()
        try Self.validate(group, named: "group", kinds: &kinds)
    }

    /// The kinds of the badges met so far, to keep items' and groups' kinds apart.
    private struct BadgeKinds {
        var ofItems: Set<String> = []
        var ofGroups: Set<String> = []
    }

    private static func validate(_ group: LayoutGroup, named name: @autoclosure () -> String, kinds: inout BadgeKinds) throws {
        try group.size.validate(named: "\(name()).size")
        try group.interItemSpacing?.validate(named: "\(name()).interItemSpacing")
        try group.contentInsets.validate(named: "\(name()).contentInsets")
        try group.edgeSpacing?.validate(named: "\(name()).edgeSpacing")
        try validate(
            group.supplementaryItems, named: name(), kinds: &kinds.ofGroups, otherKinds: kinds.ofItems,
            uniquePerOwner: false)
        if let count = group.repeatCount, count < 1 {
            throw LayoutError.invalidParameter(name: "\(name()).count", value: Double(count), reason: "must be at least 1")
        }
        if case .stack = group.arrangement, group.subitems.isEmpty {
            throw LayoutError.invalidParameter(name: "\(name()).subitems", value: 0, reason: "a group needs at least one subitem")
        }
        for (index, subitem) in group.subitems.enumerated() {
            let subname = "\(name()).subitems[\(index)]"
            switch subitem {
            case let .item(item):
                try item.size.validate(named: "\(subname).size")
                try item.contentInsets.validate(named: "\(subname).contentInsets")
                try item.edgeSpacing?.validate(named: "\(subname).edgeSpacing")
                try validate(
                    item.supplementaryItems, named: subname, kinds: &kinds.ofItems, otherKinds: kinds.ofGroups,
                    uniquePerOwner: true)
            case let .group(nested):
                try validate(nested, named: subname, kinds: &kinds)
            }
        }
    }

    private static func validate(
        _ badges: [ItemSupplementaryItem], named name: @autoclosure () -> String, kinds: inout Set<String>,
        otherKinds: Set<String>, uniquePerOwner: Bool
    ) throws {
        var own: Set<String> = []
        for (index, badge) in badges.enumerated() {
            let badgeName = "\(name()).supplementaryItems[\(index)]"
            try badge.validate(named: badgeName)
            if otherKinds.contains(badge.kind) {
                throw LayoutError.invalidParameter(
                    name: "\(badgeName).kind", value: Double(index),
                    reason: "\"\(badge.kind)\" is used by both items and groups: give each its own kind")
            }
            if uniquePerOwner, !own.insert(badge.kind).inserted {
                throw LayoutError.invalidParameter(
                    name: "\(badgeName).kind", value: Double(index),
                    reason: "the item has two badges of kind \"\(badge.kind)\", which would share its index path")
            }
            kinds.insert(badge.kind)
        }
    }
}
