import Foundation
import LayoutKitCore

/// Queries: each section's elements from its layout, moved to the section's place and numbered
/// with its index, with the headers, footers and backgrounds the compositional layout adds.
extension CompositionalLayout {
    /// The elements that meet `rect`: the global items, then for each section that meets it
    /// (found by binary search) its layout's elements, boundary items and background.
    ///
    /// - Complexity: O(log sections + k) plus the section layouts' queries.
    public func attributes(in rect: CGRect) -> [LayoutAttributes] {
        var result = globalFrames.indices.compactMap { globalAttributes($0) }.filter { $0.frame.intersects(rect) }
        var index = firstSection(endingAfter: rect.minY)
        while index < slots.count, slots[index].origin <= rect.maxY {
            result += sectionAttributes(index, in: rect)
            index += 1
        }
        return result
    }

    public func attributes(at indexPath: IndexPath) -> LayoutAttributes? {
        guard let index = section(of: indexPath) else { return nil }
        return preparedLayout(ofSection: index).attributes(at: IndexPath(item: indexPath.item, section: 0)).map {
            placed($0, in: index)
        }
    }

    public func supplementaryAttributes(ofKind kind: String, at indexPath: IndexPath) -> LayoutAttributes? {
        if let global = globalFrames.firstIndex(where: { $0.item.kind == kind }) {
            return indexPath == IndexPath(item: 0, section: 0) ? globalAttributes(global) : nil
        }
        guard let index = section(of: indexPath, allowingEmpty: true) else { return nil }
        if indexPath.item == 0, let item = slots[index].section.boundaryItems.firstIndex(where: { $0.kind == kind }) {
            return boundaryAttributes(item, of: index)
        }
        return preparedLayout(ofSection: index).supplementaryAttributes(
            ofKind: kind, at: IndexPath(item: indexPath.item, section: 0)
        )
        .map { placed($0, in: index) }
    }

    public func decorationAttributes(ofKind kind: String, at indexPath: IndexPath) -> LayoutAttributes? {
        guard let index = section(of: indexPath, allowingEmpty: true) else { return nil }
        if indexPath.item == 0, slots[index].section.background?.kind == kind { return backgroundAttributes(of: index) }
        return preparedLayout(ofSection: index).decorationAttributes(
            ofKind: kind, at: IndexPath(item: indexPath.item, section: 0)
        )
        .map { placed($0, in: index) }
    }

    /// The elements of section `index` that meet `rect`, after its visible-items handler.
    private func sectionAttributes(_ index: Int, in rect: CGRect) -> [LayoutAttributes] {
        let layout = preparedLayout(ofSection: index)
        let slot = slots[index]
        let frame = frame(ofSection: index)
        var shown = rect
        if slot.isOrthogonal {
            shown = rect.intersection(CGRect(x: frame.minX, y: rect.minY, width: frame.width, height: rect.height))
        }
        var result: [LayoutAttributes] = []
        if !shown.isNull {
            let origin = slot.contentOrigin(left: sectionLeft)
            result = layout.attributes(in: shown.offsetBy(dx: -origin.x, dy: -origin.y)).map { placed($0, in: index) }
        }
        for item in slot.section.boundaryItems.indices {
            if let boundary = boundaryAttributes(item, of: index), boundary.frame.intersects(rect) { result.append(boundary) }
        }
        if let background = backgroundAttributes(of: index), background.frame.intersects(rect) { result.append(background) }
        if let handler = slot.section.visibleItemsHandler {
            let bounds = preparedContext?.bounds ?? frame
            let visible = frame.intersection(bounds)
            handler(
                &result,
                VisibleSection(
                    section: index, frame: frame, visibleFrame: visible.isNull ? frame : visible,
                    orthogonalOffset: slot.offset))
        }
        return result
    }

    /// A section layout's attributes moved to section `index`'s place in the content.
    func placed(_ attributes: LayoutAttributes, in index: Int) -> LayoutAttributes {
        let origin = slots[index].contentOrigin(left: sectionLeft)
        var moved = attributes
        moved.frame = attributes.frame.offsetBy(dx: origin.x, dy: origin.y)
        moved.indexPath = IndexPath(item: attributes.indexPath.count > 1 ? attributes.indexPath.item : 0, section: index)
        return moved
    }

    /// The section an index path names, when it has an item there (or, with `allowingEmpty`,
    /// when the section exists).
    func section(of indexPath: IndexPath, allowingEmpty: Bool = false) -> Int? {
        guard indexPath.count == 2, slots.indices.contains(indexPath.section), indexPath.item >= 0 else { return nil }
        return allowingEmpty || indexPath.item < slots[indexPath.section].itemCount ? indexPath.section : nil
    }

    /// The visible area's top and bottom in content coordinates, for pinned items.
    private var visibleSpan: (top: CGFloat, bottom: CGFloat) {
        guard let context = preparedContext else { return (0, 0) }
        return (context.bounds.minY + context.contentInset.top, context.bounds.maxY - context.contentInset.bottom)
    }

    /// The global boundary item at `position` of ``globalFrames``, pinned if it pins.
    private func globalAttributes(_ position: Int) -> LayoutAttributes? {
        let (item, frame) = globalFrames[position]
        return boundary(
            item, natural: frame, within: CGRect(origin: .zero, size: contentSize),
            at: IndexPath(item: 0, section: 0))
    }

    /// The boundary item at `position` of section `index`: headers stacked from the top of the
    /// section, footers from its bottom, across the section's width less its insets.
    func boundaryAttributes(_ position: Int, of index: Int) -> LayoutAttributes? {
        let slot = slots[index]
        let items = slot.section.boundaryItems
        let item = items[position]
        let frame = frame(ofSection: index)
        let earlier = items[..<position].filter { $0.alignment == item.alignment && $0.extendsBoundary }
            .reduce(0) { $0 + $1.height }
        let x = frame.minX + slot.insets.left, width = max(0, frame.width - slot.insets.horizontal)
        let y = item.alignment == .top ? frame.minY + earlier : frame.maxY - earlier - item.height
        return boundary(
            item, natural: CGRect(x: x, y: y, width: width, height: item.height), within: frame,
            at: IndexPath(item: 0, section: index))
    }

    /// A boundary item's attributes at its natural frame, or pinned to the visible area without
    /// leaving `container`.
    private func boundary(
        _ item: BoundarySupplementaryItem, natural: CGRect, within container: CGRect,
        at indexPath: IndexPath
    ) -> LayoutAttributes {
        var attributes = LayoutAttributes(forSupplementaryViewOfKind: item.kind, at: indexPath)
        attributes.frame = natural
        attributes.zIndex = item.zIndex
        guard item.pinsToVisibleBounds else { return attributes }
        let span = visibleSpan
        let y =
            item.alignment == .top
            ? min(max(natural.minY, span.top), container.maxY - natural.height)
            : max(min(natural.minY, span.bottom - natural.height), container.minY)
        attributes.frame.origin.y = max(container.minY, y)
        attributes.zIndex = max(item.zIndex, Self.pinnedZIndex)
        return attributes
    }

    /// The background of section `index`, under its cells.
    private func backgroundAttributes(of index: Int) -> LayoutAttributes? {
        guard let background = slots[index].section.background else { return nil }
        var attributes = LayoutAttributes(forDecorationViewOfKind: background.kind, at: IndexPath(item: 0, section: index))
        attributes.frame = background.insets.inset(frame(ofSection: index))
        attributes.zIndex = -1
        return attributes
    }
}
