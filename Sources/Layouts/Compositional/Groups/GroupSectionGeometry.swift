import Foundation
import LayoutKitCore

/// Where a group section's groups are: the template repeated along the group axis, each group
/// `extent + spacing` after the previous one, plus the measured groups of a self-sizing section.
///
/// Everything is arithmetic on the template: no per-item storage; a measured group keeps its own
/// frames and its change of extent in a Fenwick tree, so the groups after it move in O(log groups).
struct GroupSectionGeometry: Sendable {
    let configuration: GroupSectionConfiguration
    /// The viewport less the content inset: what the section's container is cut from.
    let viewport: CGSize
    /// The room the top-level group's fractions are of: the viewport less the section insets.
    let container: CGSize
    let itemCount: Int
    let template: GroupTemplate

    /// Measured cell lengths along the axis, by item.
    private(set) var measuredLengths: [Int: CGFloat] = [:]
    /// The frames of the groups with a measured item, by group.
    private(set) var measuredGroups: [Int: GroupFrames] = [:]
    /// Each group's extent less the template's, by group; `nil` until something is measured.
    private var extentChanges: FenwickTree?
    /// How far elements reach before their group's origin and after its end along the axis.
    private var overhang: (before: CGFloat, after: CGFloat)

    /// The geometry of `itemCount` items as `configuration` says in `viewport`, the configuration
    /// checked and its group resolved (through `templates`, once for alike sections, when given).
    ///
    /// - Throws: ``LayoutError`` for a bad configuration or a group whose items do not fit.
    init(configuration: GroupSectionConfiguration, viewport: CGSize, itemCount: Int, templates: GroupTemplateCache? = nil) throws
    {
        let (container, template) = try Self.template(of: configuration, in: viewport, templates: templates)
        self.configuration = configuration
        self.viewport = viewport
        self.container = container
        self.itemCount = itemCount
        self.template = template
        overhang = (0, 0)
        overhang = reach(of: template.frames)
    }

    /// The room `configuration`'s top-level group takes its fractions of in `viewport`, and the
    /// group resolved there (through `templates` when given), the configuration checked.
    ///
    /// - Throws: ``LayoutError`` for a bad configuration, a group whose items do not fit, or one
    ///   whose size comes out negative (negative insets larger than its content).
    static func template(
        of configuration: GroupSectionConfiguration, in viewport: CGSize, templates: GroupTemplateCache?
    ) throws -> (container: CGSize, template: GroupTemplate) {
        let insets = configuration.contentInsets
        let container = CGSize(
            width: max(0, viewport.width - insets.horizontal),
            height: max(0, viewport.height - insets.vertical))
        let template: GroupTemplate
        if let templates {
            template = try templates.template(for: configuration, in: container)
        } else {
            try configuration.validate()
            template = GroupResolver.resolve(configuration.group, in: container, axis: configuration.groupAxis)
        }
        if let problem = template.problem { throw problem }
        for (name, length) in [("width", template.frames.size.width), ("height", template.frames.size.height)] where length < 0 {
            throw LayoutError.invalidParameter(
                name: "group.size.\(name)", value: Double(length),
                reason: "the group's negative content insets take away more than its content has")
        }
        let axis = configuration.groupAxis
        let extent = axis.length(of: template.frames.size)
        guard extent + configuration.interGroupSpacing > 0 else {
            throw LayoutError.invalidParameter(
                name: "group.size.\(axis == .horizontal ? "width" : "height")", value: Double(extent),
                reason: "groups of no length and no interGroupSpacing would all lie at one place")
        }
        return (container, template)
    }

    var axis: ScrollDirection { configuration.groupAxis }
    var leafCount: Int { template.leafCount }
    var groupCount: Int { (itemCount + leafCount - 1) / leafCount }
    /// The template's extent along the axis.
    var extent: CGFloat { axis.length(of: template.frames.size) }
    private var period: CGFloat { extent + configuration.interGroupSpacing }
    private var leadingInset: CGFloat { axis.insets(of: configuration.contentInsets).leading }

    /// How far `frames`' elements reach out of their group along the axis.
    private func reach(of frames: GroupFrames) -> (before: CGFloat, after: CGFloat) {
        let length = axis.length(of: frames.size)
        var reach = overhang
        for list in [frames.leaves, frames.badges] {
            for frame in list {
                let low = axis == .horizontal ? frame.minX : frame.minY
                let high = axis == .horizontal ? frame.maxX : frame.maxY
                reach = (max(reach.before, -low), max(reach.after, high - length))
            }
        }
        return reach
    }

    var contentSize: CGSize {
        Self.contentSize(
            itemCount: itemCount, template: template, configuration: configuration,
            extentChange: CGFloat(extentChanges?.prefixSum(groupCount) ?? 0))
    }

    /// The content size of `itemCount` items in groups of `template` as `configuration` says,
    /// the groups `extentChange` pt longer in all than the template (measured groups): along the
    /// axis the groups with their spacing and the insets, across it one group with the insets.
    static func contentSize(
        itemCount: Int, template: GroupTemplate, configuration: GroupSectionConfiguration, extentChange: CGFloat
    ) -> CGSize {
        let axis = configuration.groupAxis
        let insets = axis.insets(of: configuration.contentInsets)
        let groups = (itemCount + template.leafCount - 1) / template.leafCount
        let period = axis.length(of: template.frames.size) + configuration.interGroupSpacing
        // As ``start(ofGroup:)`` adds it up, so that an extent worked out here is the layout's to the bit.
        let end = insets.leading + CGFloat(groups) * period + extentChange
        let along = insets.leading + insets.trailing + (groups > 0 ? end - insets.leading - configuration.interGroupSpacing : 0)
        return axis == .horizontal
            ? CGSize(width: along, height: template.frames.size.height + configuration.contentInsets.vertical)
            : CGSize(width: template.frames.size.width + configuration.contentInsets.horizontal, height: along)
    }

    /// Where group `group` starts along the axis (content coordinates).
    private func start(ofGroup group: Int) -> CGFloat {
        leadingInset + CGFloat(group) * period + CGFloat(extentChanges?.prefixSum(group) ?? 0)
    }

    /// The frames of group `group`'s elements relative to its origin.
    func frames(ofGroup group: Int) -> GroupFrames {
        measuredGroups[group] ?? template.frames
    }

    /// The origin of group `group` in content coordinates.
    func origin(ofGroup group: Int) -> CGPoint {
        let insets = configuration.contentInsets
        return axis == .horizontal
            ? CGPoint(x: start(ofGroup: group), y: insets.top)
            : CGPoint(x: insets.left, y: start(ofGroup: group))
    }

    /// How many of the template's leaves group `group` fills.
    func itemCount(inGroup group: Int) -> Int {
        min(leafCount, itemCount - group * leafCount)
    }

    /// The groups whose elements may meet the span `low...high` along the axis (a superset by at
    /// most a group at each end).
    ///
    /// - Complexity: O(1) without measurements, O(log² groups) with.
    func groups(near low: CGFloat, _ high: CGFloat) -> Range<Int> {
        let groups = groupCount
        guard groups > 0, low - overhang.after <= start(ofGroup: groups), high + overhang.before >= leadingInset else {
            return 0..<0
        }
        let first: Int
        if extentChanges == nil {
            let estimate = ((low - overhang.after - leadingInset - extent) / period).rounded(.down)
            first = Int(min(CGFloat(groups - 1), max(0, estimate)))
        } else {
            // The first group whose end, and its reach after it, is not before `low`.
            var lower = 0, upper = groups - 1
            while lower < upper {
                let middle = (lower + upper) / 2
                if start(ofGroup: middle + 1) - configuration.interGroupSpacing + overhang.after < low {
                    lower = middle + 1
                } else {
                    upper = middle
                }
            }
            first = lower
        }
        var end = first
        while end < groups, start(ofGroup: end) - overhang.before <= high { end += 1 }
        return first..<end
    }

    // MARK: Self-sizing

    /// Records measured lengths (by item, along the axis) and re-resolves their groups.
    ///
    /// - Complexity: O(template + log groups) per measured group.
    mutating func measure(_ lengths: [Int: CGFloat]) {
        var touched: Set<Int> = []
        for (item, length) in lengths {
            measuredLengths[item] = length
            touched.insert(item / leafCount)
        }
        if extentChanges == nil, !touched.isEmpty { extentChanges = FenwickTree(count: groupCount) }
        for group in touched.sorted() {
            var byLeaf: [Int: CGFloat] = [:]
            for leaf in 0..<itemCount(inGroup: group) {
                byLeaf[leaf] = measuredLengths[group * leafCount + leaf]
            }
            let before = axis.length(of: frames(ofGroup: group).size)
            let resolved = GroupResolver.resolve(configuration.group, in: container, axis: axis, measured: byLeaf).frames
            measuredGroups[group] = resolved
            let change = Double(axis.length(of: resolved.size) - before)
            extentChanges?.add(change, at: group)
            overhang = reach(of: resolved)
        }
    }

    /// Whether item `item` takes a measured length.
    func selfSizes(item: Int) -> Bool {
        (0..<itemCount).contains(item) && template.selfSizingLeaves[item % leafCount]
    }
}
