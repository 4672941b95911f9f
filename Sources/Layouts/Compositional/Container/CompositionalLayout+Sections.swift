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
    /// width less the section's insets, the visible part in its own coordinates, its one
    /// section's count, and the touch, the pinch and the item sizes moved into its coordinates.
    /// An orthogonal section's layout sees the section's whole width scrolled by its offset, with
    /// the leading and trailing insets as its content inset (the room it fills is the width less
    /// them, as a collection view's is), so an effect measures from the middle of what shows.
    func sectionContext(_ index: Int, in context: LayoutContext) -> LayoutContext {
        // The slot's fields read in place: a copy of the whole slot costs more than the context.
        let origin = slots[index].contentOrigin(left: sectionLeft)
        let (bounds, inset) = sectionBounds(index, in: context)
        func moved(_ point: CGPoint) -> CGPoint { CGPoint(x: point.x - origin.x, y: point.y - origin.y) }
        // Not `Optional.map`: a closure made in a generic context is called through a thunk, per item.
        var sizes: ((IndexPath) -> CGSize)?
        if let provider = context.itemSizeProvider {
            sizes = { indexPath in
                // Changing the section of the layout's index path costs less than making one.
                var outer = indexPath
                outer[0] = index
                return provider(outer)
            }
        }
        return LayoutContext(
            bounds: bounds, contentInset: inset, itemCounts: [slots[index].itemCount], itemSizeProvider: sizes,
            touch: context.touch.map { TouchState(location: moved($0.location), velocity: $0.velocity) },
            pinch: context.pinch.map {
                PinchState(first: moved($0.first), second: moved($0.second), scale: $0.scale, velocity: $0.velocity)
            },
            layoutDirection: context.layoutDirection, displayScale: context.displayScale)
    }

    /// The bounds and the content inset of section `index`'s layout when this layout is given
    /// `context` (see ``sectionContext(_:in:)``).
    func sectionBounds(_ index: Int, in context: LayoutContext) -> (bounds: CGRect, inset: EdgeInsets) {
        let insets = slots[index].insets
        let room = context.insetViewportSize
        guard slots[index].isOrthogonal else {
            let origin = slots[index].contentOrigin(left: sectionLeft)
            return (
                CGRect(
                    x: 0, y: context.bounds.minY - origin.y, width: max(0, sectionWidth - insets.horizontal),
                    height: room.height),
                .zero
            )
        }
        return (
            CGRect(
                x: slots[index].offset - insets.left, y: 0, width: sectionWidth,
                height: slots[index].section.orthogonalHeight ?? room.height),
            EdgeInsets(top: 0, left: insets.left, bottom: 0, right: insets.right)
        )
    }

    /// Asks the provider for every section of `context` and checks each description; the
    /// sections keep the offsets and the prepared contexts of the slots that had the same layout.
    ///
    /// - Throws: ``CompositionalLayoutError``, naming the section; nothing changes then.
    func describeSections(for context: LayoutContext, environment: LayoutEnvironment) throws -> [SectionSlot] {
        var previous: [ObjectIdentifier: Int] = [:]
        previous.reserveCapacity(slots.count)
        for index in slots.indices { previous[slots[index].identity] = index }
        var seen: [ObjectIdentifier: Int] = [:]
        // Index by index while the sections are as many; else by description, when there are any.
        var groups = context.numberOfSections == slots.count ? nil : GroupLayoutMatcher(slots)
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
            let (layout, identity) = layout(for: section, at: index, groups: &groups, previous: previous)
            // A group layout serves one section by construction: only given layouts can be shared.
            if case .layout = section.content {
                if let other = seen[identity] { throw CompositionalLayoutError.layoutShared(section: index, otherSection: other) }
                seen[identity] = index
            }
            try check(section, layout: layout, at: index, globalKinds: globalKinds)
            // Made in place: a slot copied into the array costs more than its description.
            described.append(SectionSlot(section: consume section, layout: layout, identity: identity, itemCount: count))
            if let before = previous[identity] {
                described[index].offset = slots[before].offset
                described[index].preparedContext = slots[before].preparedContext
            }
        }
        return described
    }

    /// The layout of `section` at `index` and the identity of the layout it stands for: the
    /// section's own, or for groups a group layout it had with the same description (the one at
    /// the same index while the sections are as many as before, else the next unclaimed one in
    /// order, from `groups`), or a new one. A horizontal layout's sections are seen transposed
    /// (the wrapper of a layout it saw before is kept).
    private func layout(
        for section: CompositionalSection, at index: Int, groups: inout GroupLayoutMatcher?,
        previous: [ObjectIdentifier: Int]
    ) -> (any CollectionLayout, ObjectIdentifier) {
        switch section.content {
        case let .layout(layout):
            let identity = ObjectIdentifier(layout)
            guard transposesSections else { return (layout, identity) }
            if let before = previous[identity] { return (slots[before].layout, identity) }
            return (Self.transposedView(of: layout), identity)
        case let .groups(group, spacing):
            let mainAxis: ScrollDirection = transposesSections ? .horizontal : .vertical
            let configuration = GroupSectionConfiguration(
                group: group, interGroupSpacing: spacing,
                groupAxis: section.orthogonalScrolling.scrollsOrthogonally ? mainAxis.across : mainAxis)
            if groups == nil, slots.indices.contains(index), slots[index].groupLayout?.configuration == configuration {
                return (slots[index].layout, slots[index].identity)
            }
            if let kept = groups?.claim(configuration) { return (slots[kept].layout, slots[kept].identity) }
            let made = GroupSectionLayout(configuration: configuration, templates: groupTemplates)
            let layout: any CollectionLayout = transposesSections ? TransposedLayout(made) : made
            return (layout, ObjectIdentifier(layout))
        }
    }

    /// `layout` seen transposed (the existential opened for the generic wrapper).
    private static func transposedView(of layout: some CollectionLayout) -> any CollectionLayout {
        TransposedLayout(layout)
    }

    /// Throws what is wrong with `section`'s description.
    private func check(
        _ section: CompositionalSection, layout: any CollectionLayout, at index: Int,
        globalKinds: Set<String>
    ) throws {
        let expected: ScrollDirection = section.orthogonalScrolling.scrollsOrthogonally ? .horizontal : .vertical
        guard layout.scrollDirection == expected else {
            throw CompositionalLayoutError.scrollDirectionMismatch(
                section: index, expected: transposesSections ? expected.across : expected)
        }
        let items = section.boundaryItems
        if let clash = items.first(where: { globalKinds.contains($0.kind) }) {
            throw CompositionalLayoutError.kindClash(section: index, kind: clash.kind)
        }
        // A section has a few boundary items: comparing them in pairs costs less than a set.
        for (position, item) in items.enumerated() where items[..<position].contains(where: { $0.kind == item.kind }) {
            throw CompositionalLayoutError.duplicateKind(section: index, kind: item.kind)
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
