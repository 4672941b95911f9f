import Foundation
import LayoutKitCore

/// One section of a compositional layout: items in a group, the group repeated along an axis, as
/// a section of UIKit's `UICollectionViewCompositionalLayout` lays out its items.
///
/// The group is resolved once per layout pass into a template (its leaves' frames relative to
/// its origin); item `i` lives in group `i / leaves` at leaf `i % leaves`; group `g` starts at
/// the leading content inset plus `g × (extent + interGroupSpacing)`; a last, partial group keeps
/// the template's places for its first leaves. So without estimated dimensions ``prepare(_:)``
/// costs O(template), a query by rectangle O(k) for k elements, and no memory per item.
///
/// The rules (also in Docs/Compositional.md, "Groups: the rules"):
/// - Fractions are of the container: for the top-level group, the inset viewport less the
///   section's content insets; for a subitem, its group's room (the group less its content
///   insets); for a badge, its owner's frame.
/// - Along its axis a group places its subitems one after the other with the edge spacing
///   before and after each and the inter-item spacing between neighbours; across it, each
///   subitem sits at its top (leading) edge spacing.
/// - Flexible spacings take their minimum, and the room left is shared equally among the
///   flexible spacings of that run (along the axis: the group's; across it: the subitem's two).
/// - Subitems that need more room than the group has (fixed or minimum spacings included), along
///   the axis or across it, are an error naming the group's subitems and the points.
/// - A repeating group (`count`) derives its subitem's length along its axis so that the copies,
///   their edge spacings and the inter-item spacings fill the group.
/// - An item's content insets shrink its cell inside its room; a group's shrink its subitems' room.
/// - A top-level group has no edge spacing (the section insets and inter-group spacing place it).
/// - Self-sizing: a leaf item whose dimension along ``GroupSectionConfiguration/groupAxis`` is
///   estimated takes the length the host measures for its cell; a group with an estimated
///   dimension fits its content along that axis (its subitems' fractions are of its estimate).
///   A measured group moves the groups after it. A measured item in a group of fixed length may
///   overflow it: the host measured it.
/// - Bad numbers (NaN, negative, an estimate of 0, a count below 1) are errors naming the
///   parameter's path; a failed ``prepare(_:)`` keeps the previous layout.
///
/// Badges of an item have the item's index path; the badges of groups are numbered per kind,
/// group after group (`item = group × badges of that kind per group + ordinal`). Kinds of item
/// badges and group badges must differ.
///
/// The layout answers left to right; a right-to-left host mirrors it. It lays out one section:
/// a collection of more sections is an error.
public final class GroupSectionLayout: GroupedLayout {
    /// The section's settings; changing them makes the next ``prepare(_:)`` recompute.
    public var configuration: GroupSectionConfiguration {
        didSet { if configuration != oldValue { needsFullLayout = true } }
    }

    /// The prepared geometry; `nil` before the first successful ``prepare(_:)``.
    var geometry: GroupSectionGeometry?
    /// Measured lengths by item for the item count they were measured with, kept from the last
    /// pass over another count until ``prepare(forUpdates:)`` carries them across the update.
    var unmappedLengths: (count: Int, lengths: [Int: CGFloat])?
    private var needsFullLayout = true

    /// Templates shared with the other group sections of a compositional layout, if any.
    private let templates: GroupTemplateCache?

    /// Creates a section that lays out its items as `configuration` says.
    public init(configuration: GroupSectionConfiguration) {
        self.configuration = configuration
        self.templates = nil
    }

    /// A section layout whose resolved groups are shared through `templates` (a compositional
    /// layout's sections).
    init(configuration: GroupSectionConfiguration, templates: GroupTemplateCache) {
        self.configuration = configuration
        self.templates = templates
    }

    /// The group axis.
    public var scrollDirection: ScrollDirection { configuration.groupAxis }

    /// True: a right-to-left host mirrors the layout.
    public var flipsHorizontallyInOppositeLayoutDirection: Bool { true }

    /// Resolves the group when the configuration, the inset viewport, the item count or an
    /// invalidation asks for it. Measured lengths stay while the configuration and the viewport
    /// do (with another item count, until ``prepare(forUpdates:)`` maps them).
    ///
    /// - Throws: ``LayoutError/invalidParameter(name:value:reason:)`` for a bad configuration or
    ///   context, or a collection of more than one section; the previous layout stays in place.
    public func prepare(_ context: LayoutContext) throws {
        try context.validate()
        guard context.numberOfSections <= 1 else {
            throw LayoutError.invalidParameter(
                name: "itemCounts", value: Double(context.numberOfSections),
                reason: "a GroupSectionLayout lays out one section; the collection has \(context.numberOfSections)")
        }
        let viewport = context.insetViewportSize
        let itemCount = context.numberOfItems(inSection: 0)
        let previous = geometry
        guard needsFullLayout || previous?.viewport != viewport || previous?.itemCount != itemCount else { return }
        var prepared = try GroupSectionGeometry(
            configuration: configuration, viewport: viewport, itemCount: itemCount,
            templates: templates)
        var unmapped: (count: Int, lengths: [Int: CGFloat])?
        if let previous, previous.configuration == configuration, previous.viewport == viewport,
            !previous.measuredLengths.isEmpty
        {
            if previous.itemCount == itemCount {
                prepared.measure(previous.measuredLengths)
            } else {
                unmapped = (previous.itemCount, previous.measuredLengths)
            }
        }
        geometry = prepared
        unmappedLengths = unmapped
        needsFullLayout = false
    }

    /// Along the group axis, the groups with their spacing and the section's insets; across it,
    /// one group with the section's insets (a group as wide as its container fills the viewport).
    public var contentSize: CGSize { geometry?.contentSize ?? .zero }

    public func attributes(in rect: CGRect) -> [LayoutAttributes] {
        guard let geometry else { return [] }
        var result: [LayoutAttributes] = []
        let span = geometry.axis == .horizontal ? (rect.minX, rect.maxX) : (rect.minY, rect.maxY)
        for group in geometry.groups(near: span.0, span.1) {
            forEachElement(inGroup: group, of: geometry) { attributes in
                if attributes.frame.overlaps(rect) { result.append(attributes) }
            }
        }
        return result
    }

    public func attributes(at indexPath: IndexPath) -> LayoutAttributes? {
        guard let geometry, let item = Self.item(indexPath, in: geometry) else { return nil }
        let group = item / geometry.leafCount, leaf = item % geometry.leafCount
        return LayoutAttributes(
            indexPath: indexPath, category: .cell,
            frame: Self.place(geometry.frames(ofGroup: group).leaves[leaf], at: geometry.origin(ofGroup: group)),
            zIndex: geometry.template.leafZIndex[leaf])
    }

    /// The badge of `kind` at `indexPath`: an item's (at the item's index path) or a group's
    /// (numbered per kind, group after group); `nil` when there is none.
    public func supplementaryAttributes(ofKind kind: String, at indexPath: IndexPath) -> LayoutAttributes? {
        guard let geometry, indexPath.count == 2, indexPath.section == 0, indexPath.item >= 0 else { return nil }
        let badges = geometry.template.badges
        let leafCount = geometry.leafCount
        let found: (group: Int, badge: Int)?
        let ofKind = badges.indices.filter { badges[$0].kind == kind }
        if ofKind.contains(where: { if case .item = badges[$0].owner { true } else { false } }) {
            let leaf = indexPath.item % leafCount
            found = ofKind.first { if case .item(leaf) = badges[$0].owner { true } else { false } }
                .map { (indexPath.item / leafCount, $0) }
        } else {
            found = ofKind.isEmpty ? nil : (indexPath.item / ofKind.count, ofKind[indexPath.item % ofKind.count])
        }
        guard let (group, badge) = found, group < geometry.groupCount,
            badges[badge].firstLeaf < geometry.itemCount(inGroup: group)
        else { return nil }
        return badgeAttributes(badge, inGroup: group, of: geometry)
    }

    /// The frames of the groups that meet `rect`, along the group axis.
    public func groupFrames(in rect: CGRect) -> [CGRect] {
        guard let geometry else { return [] }
        let span = geometry.axis == .horizontal ? (rect.minX, rect.maxX) : (rect.minY, rect.maxY)
        return geometry.groups(near: span.0, span.1).compactMap { group in
            let frame = CGRect(origin: geometry.origin(ofGroup: group), size: geometry.frames(ofGroup: group).size)
            return frame.overlaps(rect) ? frame : nil
        }
    }

    public func invalidate(with context: InvalidationContext) {
        if context.requiresFullLayout { needsFullLayout = true }
        applyPreferredSizes(context.preferredItemSizes)
    }

    // MARK: Elements

    /// The item index `indexPath` names, or `nil` when there is no such item.
    static func item(_ indexPath: IndexPath, in geometry: GroupSectionGeometry) -> Int? {
        guard indexPath.count == 2, indexPath.section == 0, (0..<geometry.itemCount).contains(indexPath.item) else {
            return nil
        }
        return indexPath.item
    }

    private static func place(_ frame: CGRect, at origin: CGPoint) -> CGRect {
        frame.offsetBy(dx: origin.x, dy: origin.y)
    }

    /// The cells and badges of group `group`.
    private func forEachElement(inGroup group: Int, of geometry: GroupSectionGeometry, _ body: (LayoutAttributes) -> Void) {
        let frames = geometry.frames(ofGroup: group)
        let origin = geometry.origin(ofGroup: group)
        let present = geometry.itemCount(inGroup: group)
        let firstItem = group * geometry.leafCount
        for leaf in 0..<present {
            body(
                LayoutAttributes(
                    indexPath: IndexPath(item: firstItem + leaf, section: 0), category: .cell,
                    frame: Self.place(frames.leaves[leaf], at: origin),
                    zIndex: geometry.template.leafZIndex[leaf]))
        }
        for (index, badge) in geometry.template.badges.enumerated() where badge.firstLeaf < present {
            body(badgeAttributes(index, inGroup: group, of: geometry))
        }
    }

    private func badgeAttributes(_ index: Int, inGroup group: Int, of geometry: GroupSectionGeometry) -> LayoutAttributes {
        let badge = geometry.template.badges[index]
        let item: Int
        switch badge.owner {
        case let .item(leaf):
            item = group * geometry.leafCount + leaf
        case let .group(_, ordinal):
            item = group * geometry.template.groupBadgeCounts[badge.kind, default: 1] + ordinal
        }
        return LayoutAttributes(
            indexPath: IndexPath(item: item, section: 0), category: .supplementaryView(kind: badge.kind),
            frame: Self.place(geometry.frames(ofGroup: group).badges[index], at: geometry.origin(ofGroup: group)),
            zIndex: badge.zIndex)
    }
}
