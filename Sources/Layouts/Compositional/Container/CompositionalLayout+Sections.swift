import Foundation
import LayoutKitCore

/// What each section's layout sees: its environment, its context, and the sections described
/// again by the provider.
extension CompositionalLayout {
    /// The environment the provider is given for `context`.
    func environment(for context: LayoutContext) -> LayoutEnvironment {
        let room = context.insetViewportSize
        let margins = configuration.contentInsets
        return LayoutEnvironment(
            containerSize: CGSize(width: max(0, room.width - margins.horizontal), height: max(0, room.height - margins.vertical)),
            contentInset: context.contentInset, layoutDirection: context.layoutDirection, displayScale: context.displayScale)
    }

    /// The context section `index`'s layout sees when this layout is given `context`: its
    /// width less the section's insets, the visible part in its own coordinates (an orthogonal
    /// section's offset along x), its one section's count, and the touch, the pinch and the item
    /// sizes moved into its coordinates.
    func sectionContext(_ index: Int, in context: LayoutContext) -> LayoutContext {
        let slot = slots[index]
        let origin = slot.contentOrigin(left: sectionLeft)
        let room = context.insetViewportSize
        let width = max(0, sectionWidth - slot.insets.horizontal)
        let bounds = slot.isOrthogonal
            ? CGRect(x: slot.offset - slot.insets.left, y: 0, width: width, height: slot.section.orthogonalHeight ?? room.height)
            : CGRect(x: 0, y: context.bounds.minY - origin.y, width: width, height: room.height)
        func moved(_ point: CGPoint) -> CGPoint { CGPoint(x: point.x - origin.x, y: point.y - origin.y) }
        let sizes = context.itemSizeProvider.map { sizes in
            { (indexPath: IndexPath) in sizes(IndexPath(item: indexPath.item, section: index)) }
        }
        return LayoutContext(
            bounds: bounds, itemCounts: [slot.itemCount], itemSizeProvider: sizes,
            touch: context.touch.map { TouchState(location: moved($0.location), velocity: $0.velocity) },
            pinch: context.pinch.map {
                PinchState(first: moved($0.first), second: moved($0.second), scale: $0.scale, velocity: $0.velocity)
            },
            layoutDirection: context.layoutDirection, displayScale: context.displayScale)
    }

    /// Asks the provider for every section of `context` and checks each description; the
    /// sections keep the offsets and the prepared contexts of the slots that had the same layout.
    ///
    /// - Throws: ``CompositionalLayoutError``, naming the section; nothing changes then.
    func describeSections(for context: LayoutContext, environment: LayoutEnvironment) throws -> [SectionSlot] {
        var previous: [ObjectIdentifier: Int] = [:]
        for (index, slot) in slots.enumerated() { previous[ObjectIdentifier(slot.layout)] = index }
        var seen: [ObjectIdentifier: Int] = [:]
        let globalKinds = Set(configuration.boundaryItems.map(\.kind))
        var described: [SectionSlot] = []
        described.reserveCapacity(context.numberOfSections)
        for (index, count) in context.itemCounts.enumerated() {
            let section: CompositionalSection
            do {
                section = try provider(index, environment)
            } catch {
                throw CompositionalLayoutError.providerFailed(section: index, reason: String(describing: error))
            }
            let layout = layout(for: section, at: index, keepingGroups: context.numberOfSections == slots.count)
            let identity = ObjectIdentifier(layout)
            if let other = seen[identity] { throw CompositionalLayoutError.layoutShared(section: index, otherSection: other) }
            seen[identity] = index
            try check(section, layout: layout, at: index, globalKinds: globalKinds)
            var slot = SectionSlot(section: section, layout: layout, itemCount: count)
            if let before = previous[identity] {
                slot.offset = slots[before].offset
                slot.preparedContext = slots[before].preparedContext
            }
            described.append(slot)
        }
        return described
    }

    /// The layout of `section` at `index`: its own, or for groups the group layout it had if the
    /// description is the same (and `keepingGroups`, when the sections are the same in number), or
    /// a new one.
    private func layout(for section: CompositionalSection, at index: Int, keepingGroups: Bool) -> any CollectionLayout {
        switch section.content {
        case let .layout(layout):
            return layout
        case let .groups(group, spacing):
            let configuration = GroupSectionConfiguration(
                group: group, interGroupSpacing: spacing,
                groupAxis: section.orthogonalScrolling.scrollsOrthogonally ? .horizontal : .vertical)
            if keepingGroups, slots.indices.contains(index), let kept = slots[index].layout as? GroupSectionLayout,
               kept.configuration == configuration {
                return kept
            }
            return GroupSectionLayout(configuration: configuration, templates: groupTemplates)
        }
    }

    /// Throws what is wrong with `section`'s description.
    private func check(_ section: CompositionalSection, layout: any CollectionLayout, at index: Int,
                       globalKinds: Set<String>) throws {
        let expected: ScrollDirection = section.orthogonalScrolling.scrollsOrthogonally ? .horizontal : .vertical
        guard layout.scrollDirection == expected else {
            throw CompositionalLayoutError.scrollDirectionMismatch(section: index, expected: expected)
        }
        if let clash = section.boundaryItems.first(where: { globalKinds.contains($0.kind) }) {
            throw CompositionalLayoutError.kindClash(section: index, kind: clash.kind)
        }
        do {
            try section.contentInsets.validate(named: "contentInsets")
            for (position, item) in section.boundaryItems.enumerated() {
                try item.validate(named: "boundaryItems[\(position)]")
            }
            if let height = section.orthogonalHeight { try LayoutError.requireNonNegative(height, named: "orthogonalHeight") }
            if let background = section.background { try background.insets.validate(named: "background.insets") }
        } catch let problem as LayoutError {
            throw CompositionalLayoutError.invalidSection(index, problem: problem)
        }
    }
}
