import Foundation
import LayoutKitCore

/// Resolves a group into frames relative to its origin: the sizes of its subitems, the spacing
/// between them and the badges on them (the rules are in ``GroupSectionLayout``).
struct GroupResolver {
    /// The section's group axis: the axis along which leaves self-size.
    let axis: ScrollDirection
    /// Measured cell lengths along ``axis``, by leaf.
    let measured: [Int: CGFloat]

    private var leafZIndex: [Int] = []
    private var selfSizingLeaves: [Bool] = []
    private var badges: [TemplateBadge] = []
    private var groupBadgeOrdinals: [String: Int] = [:]
    private var problem: LayoutError?

    /// An element resolved: its size and its elements' frames relative to its origin.
    private struct Placed {
        var size: CGSize
        var leaves: [CGRect] = []
        var badges: [CGRect] = []

        mutating func append(_ other: Placed, at origin: CGPoint) {
            leaves += other.leaves.map { $0.offsetBy(dx: origin.x, dy: origin.y) }
            badges += other.badges.map { $0.offsetBy(dx: origin.x, dy: origin.y) }
        }
    }

    init(axis: ScrollDirection, measured: [Int: CGFloat] = [:]) {
        self.axis = axis
        self.measured = measured
    }

    /// Resolves the top-level `group` in a container of `container` points.
    static func resolve(
        _ group: LayoutGroup, in container: CGSize, axis: ScrollDirection,
        measured: [Int: CGFloat] = [:]
    ) -> GroupTemplate {
        var resolver = GroupResolver(axis: axis, measured: measured)
        let placed = resolver.place(group, in: container, path: "group")
        if placed.leaves.isEmpty {
            resolver.report(name: "group", value: 0, reason: "the group has no items (a custom provider returned none)")
        }
        return GroupTemplate(
            frames: GroupFrames(size: placed.size, leaves: placed.leaves, badges: placed.badges),
            leafZIndex: resolver.leafZIndex, selfSizingLeaves: resolver.selfSizingLeaves, badges: resolver.badges,
            groupBadgeCounts: resolver.groupBadgeOrdinals, problem: resolver.problem)
    }

    private mutating func report(name: String, value: CGFloat, reason: String) {
        if problem == nil { problem = .invalidParameter(name: name, value: Double(value), reason: reason) }
    }

    private mutating func place(_ element: LayoutGroupElement, in container: CGSize, path: String) -> Placed {
        switch element {
        case let .item(item): place(item, in: container, path: path)
        case let .group(group): place(group, in: container, path: path)
        }
    }

    private mutating func place(_ item: LayoutItem, in container: CGSize, path: String) -> Placed {
        let leaf = leafZIndex.count
        var size = item.size.size(in: container)
        let selfSizes = item.size.dimension(along: axis).isEstimated
        if selfSizes, let length = measured[leaf] {
            if axis == .horizontal {
                size.width = length + item.contentInsets.horizontal
            } else {
                size.height = length + item.contentInsets.vertical
            }
        }
        leafZIndex.append(0)
        selfSizingLeaves.append(selfSizes)
        let frame = item.contentInsets.inset(CGRect(origin: .zero, size: size))
        checkRoom(frame.size, of: size, path: "\(path).contentInsets")
        var placed = Placed(size: size, leaves: [frame])
        placed.badges = item.supplementaryItems.map { badge in
            badges.append(TemplateBadge(kind: badge.kind, zIndex: badge.zIndex, owner: .item(leaf: leaf)))
            return badge.anchor.frame(ofSize: badge.size.size(in: frame.size), on: frame)
        }
        return placed
    }

    /// Reports insets that leave a negative width or height.
    private mutating func checkRoom(_ room: CGSize, of size: CGSize, path: String) {
        for (name, left, whole) in [("width", room.width, size.width), ("height", room.height, size.height)] where left < 0 {
            report(
                name: path, value: left,
                reason: "the insets leave \(Self.points(left)) pt of the \(Self.points(whole)) pt \(name)")
        }
    }

    private mutating func place(_ group: LayoutGroup, in container: CGSize, path: String) -> Placed {
        let firstLeaf = leafZIndex.count
        let nominal = group.size.size(in: container)
        let insets = group.contentInsets
        var room = insets.inset(CGRect(origin: .zero, size: nominal)).size
        checkRoom(room, of: nominal, path: "\(path).contentInsets")
        room = CGSize(width: max(0, room.width), height: max(0, room.height))
        let fits = (width: group.size.width.isEstimated, height: group.size.height.isEstimated)
        var content: Placed
        switch group.arrangement {
        case let .custom(provider):
            content = placeCustom(provider, room: room, container: container, path: path)
        case let .stack(stackAxis):
            content = placeStack(group, along: stackAxis, room: room, fits: fits, path: path)
        }
        let size = CGSize(
            width: fits.width ? content.size.width + insets.horizontal : nominal.width,
            height: fits.height ? content.size.height + insets.vertical : nominal.height)
        var placed = Placed(size: size)
        placed.append(content, at: CGPoint(x: insets.left, y: insets.top))
        let whole = CGRect(origin: .zero, size: size)
        for badge in group.supplementaryItems {
            let ordinal = groupBadgeOrdinals[badge.kind, default: 0]
            groupBadgeOrdinals[badge.kind] = ordinal + 1
            badges.append(
                TemplateBadge(
                    kind: badge.kind, zIndex: badge.zIndex,
                    owner: .group(leaves: firstLeaf..<leafZIndex.count, ordinal: ordinal)))
            placed.badges.append(badge.anchor.frame(ofSize: badge.size.size(in: size), on: whole))
        }
        return placed
    }

    private mutating func placeCustom(_ provider: CustomGroupProvider, room: CGSize, container: CGSize, path: String) -> Placed {
        var content = Placed(size: .zero)
        for (index, item) in provider.provide(GroupEnvironment(contentSize: room, containerSize: container)).enumerated() {
            let frame = item.frame
            let name = "\(path).customItems[\(index)].frame"
            if !frame.isFinite {
                report(name: name, value: .nan, reason: "a custom item's frame must be finite")
                continue
            }
            if frame.width < 0 || frame.height < 0 {
                report(name: name, value: min(frame.width, frame.height), reason: "a custom item's size must not be negative")
            }
            content.leaves.append(frame)
            leafZIndex.append(item.zIndex)
            selfSizingLeaves.append(false)
            content.size = CGSize(width: max(content.size.width, frame.maxX), height: max(content.size.height, frame.maxY))
        }
        return content
    }

    /// Subitems side by side along `stackAxis` in `room`, relative to the room's origin; the
    /// content's size is the room's, or what the subitems need along an axis the group fits.
    private mutating func placeStack(
        _ group: LayoutGroup, along stackAxis: ScrollDirection, room: CGSize,
        fits: (width: Bool, height: Bool), path: String
    ) -> Placed {
        let horizontal = stackAxis == .horizontal
        var elements = group.subitems
        if let count = group.repeatCount, let subitem = group.subitems.first {
            elements = Array(
                repeating: Self.repeated(
                    subitem, count: count, along: stackAxis, in: room,
                    spacing: group.interItemSpacing),
                count: count)
        }
        let children = elements.enumerated().map { index, element in
            place(element, in: room, path: "\(path).subitems[\(group.repeatCount == nil ? index : 0)]")
        }
        let lengths = children.map { horizontal ? $0.size.width : $0.size.height }
        let alongRoom = horizontal ? room.width : room.height
        let alongOffsets = distribute(
            lengths, gaps: Self.gaps(elements, along: stackAxis, spacing: group.interItemSpacing),
            in: (horizontal ? fits.width : fits.height) ? nil : alongRoom,
            describing: "\(path).subitems", axisName: horizontal ? "width" : "height")
        var acrossOffsets: [CGFloat] = []
        var acrossNeed: CGFloat = 0
        let acrossRoom = horizontal ? room.height : room.width
        let fitsAcross = horizontal ? fits.height : fits.width
        for (index, child) in children.enumerated() {
            let spacings = (elements[index].edgeSpacing ?? EdgeSpacing()).spacings(along: horizontal ? .vertical : .horizontal)
            let length = horizontal ? child.size.height : child.size.width
            let placed = distribute(
                [length], gaps: [[spacings.before].compactMap { $0 }, [spacings.after].compactMap { $0 }],
                in: fitsAcross ? nil : acrossRoom,
                describing: "\(path).subitems[\(group.repeatCount == nil ? index : 0)]",
                axisName: horizontal ? "height" : "width")
            acrossOffsets.append(placed.offsets[0])
            acrossNeed = max(acrossNeed, placed.length)
        }
        var content = Placed(
            size: horizontal
                ? CGSize(width: alongOffsets.length, height: fitsAcross ? acrossNeed : acrossRoom)
                : CGSize(width: fitsAcross ? acrossNeed : acrossRoom, height: alongOffsets.length))
        for (index, child) in children.enumerated() {
            let along = alongOffsets.offsets[index], across = acrossOffsets[index]
            content.append(child, at: horizontal ? CGPoint(x: along, y: across) : CGPoint(x: across, y: along))
        }
        return content
    }

    /// The subitem a group repeats `count` times, its length along the group's axis derived so
    /// that the copies, their edge spacings and the inter-item spacings fill `room`.
    private static func repeated(
        _ subitem: LayoutGroupElement, count: Int, along stackAxis: ScrollDirection,
        in room: CGSize, spacing: LayoutSpacing?
    ) -> LayoutGroupElement {
        let edges = (subitem.edgeSpacing ?? EdgeSpacing()).spacings(along: stackAxis)
        let perCopy = (edges.before?.minimum ?? 0) + (edges.after?.minimum ?? 0)
        let available =
            (stackAxis == .horizontal ? room.width : room.height)
            - CGFloat(count - 1) * (spacing?.minimum ?? 0) - CGFloat(count) * perCopy
        var copy = subitem
        let length = LayoutDimension.absolute(max(0, available) / CGFloat(count))
        if stackAxis == .horizontal { copy.size.width = length } else { copy.size.height = length }
        return copy
    }

    /// The spacings before the first element, between neighbours and after the last, along `stackAxis`.
    private static func gaps(
        _ elements: [LayoutGroupElement], along stackAxis: ScrollDirection,
        spacing: LayoutSpacing?
    ) -> [[LayoutSpacing]] {
        let edges = elements.map { ($0.edgeSpacing ?? EdgeSpacing()).spacings(along: stackAxis) }
        var gaps: [[LayoutSpacing]] = [[edges[0].before].compactMap { $0 }]
        for index in edges.indices.dropFirst() {
            gaps.append([edges[index - 1].after, spacing, edges[index].before].compactMap { $0 })
        }
        gaps.append([edges[edges.count - 1].after].compactMap { $0 })
        return gaps
    }

    /// The offsets of `lengths` along one axis, with `gaps` (one more than the lengths) around
    /// them; the room left in `room` is shared equally among the flexible spacings; `nil` fits
    /// the room to what they need. Reports a need larger than the room.
    private mutating func distribute(
        _ lengths: [CGFloat], gaps: [[LayoutSpacing]], in room: CGFloat?,
        describing name: String, axisName: String
    ) -> (offsets: [CGFloat], length: CGFloat) {
        let spacings = gaps.joined()
        let spacingTotal = spacings.reduce(0) { $0 + $1.minimum }
        let need = lengths.reduce(0, +) + spacingTotal
        let available = room ?? need
        let leftover = available - need
        if leftover < -Self.tolerance {
            let what =
                lengths.count == 1
                ? "the subitem of \(Self.points(lengths[0])) pt and its edge spacing"
                : "\(lengths.count) subitems of \(lengths.map(Self.points).joined(separator: " + ")) pt"
                    + " and spacings of \(Self.points(spacingTotal)) pt"
            report(
                name: name, value: need,
                reason: "\(what) need \(Self.points(need)) pt of \(axisName); the group has \(Self.points(available)) pt")
        }
        let flexibleCount = spacings.filter(\.isFlexible).count
        let share = flexibleCount > 0 && leftover > 0 ? leftover / CGFloat(flexibleCount) : 0
        var offsets: [CGFloat] = []
        var cursor: CGFloat = 0
        for (index, gap) in gaps.enumerated() {
            cursor += gap.reduce(0) { $0 + $1.minimum + ($1.isFlexible ? share : 0) }
            if index < lengths.count {
                offsets.append(cursor)
                cursor += lengths[index]
            }
        }
        return (offsets, available)
    }

    /// How far a need may exceed the room before it counts (fractions that add up to one).
    private static let tolerance: CGFloat = 1e-6

    /// A number of points as the errors write it: `150`, `12.5`.
    static func points(_ value: CGFloat) -> String {
        String(format: "%g", Double(value))
    }
}
