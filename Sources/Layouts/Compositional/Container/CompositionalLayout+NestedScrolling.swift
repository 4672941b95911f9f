import Foundation
import LayoutKitCore

/// Orthogonal sections as nested scrolling regions: the host moves a section's offset with a
/// finger, and the section's behaviour says where a fling comes to rest.
extension CompositionalLayout {
    /// The orthogonal section whose items' band is under `point` (content coordinates), across
    /// the section's whole width.
    public func nestedScroller(at point: CGPoint) -> NestedScroller? {
        let index = firstSection(endingAfter: point.y)
        guard slots.indices.contains(index), slots[index].isOrthogonal else { return nil }
        let top = slots[index].contentOrigin(left: sectionLeft).y
        let frame = frame(ofSection: index)
        guard point.y >= top, point.y <= top + slots[index].contentSize.height,
            point.x >= frame.minX, point.x <= frame.maxX
        else { return nil }
        return nestedScroller(withID: index)
    }

    public func nestedScroller(withID id: Int) -> NestedScroller? {
        guard slots.indices.contains(id), slots[id].isOrthogonal else { return nil }
        let width = sectionWidth
        let pages: Set<OrthogonalScrollingBehavior> = [.paging, .groupPaging, .groupPagingCentered]
        let window = CGRect(
            x: sectionLeft, y: slots[id].contentOrigin(left: sectionLeft).y, width: width, height: slots[id].contentSize.height)
        return NestedScroller(
            id: id, axis: .horizontal, offset: slots[id].offset, offsets: slots[id].offsets(width: width),
            length: width, pages: pages.contains(slots[id].section.orthogonalScrolling), frame: window)
    }

    /// Moves section `id` to `offset`: its layout is asked about its own bounds change (an
    /// effect may follow the scroll), and the section's elements move.
    public func scrollNested(_ id: Int, to offset: CGFloat) {
        guard slots.indices.contains(id), slots[id].isOrthogonal, offset.isFinite, let context = preparedContext else { return }
        let layout = preparedLayout(ofSection: id)
        let before = sectionContext(id, in: context)
        slots[id].offset = offset
        let after = sectionContext(id, in: context).bounds
        if layout.shouldInvalidate(forBoundsChange: after, in: before) {
            pendingInvalidations[id, default: []].append(layout.invalidationContext(forBoundsChange: after, in: before))
        }
    }

    /// The elements of orthogonal section `id` that meet `rect` as the section is scrolled now,
    /// past its window too (which clips what ``attributes(in:)`` answers): the cards its own
    /// scroll brings next.
    public func nestedElements(of id: Int, in rect: CGRect) -> [LayoutAttributes] {
        guard slots.indices.contains(id), slots[id].isOrthogonal else { return [] }
        let origin = slots[id].contentOrigin(left: sectionLeft)
        return preparedLayout(ofSection: id).attributes(in: rect.offsetBy(dx: -origin.x, dy: -origin.y)).map {
            placed($0, in: id)
        }
    }

    /// Where section `id` comes to rest, by its ``OrthogonalScrollingBehavior``: where its
    /// layout's ``CollectionLayout/targetContentOffset(forProposed:velocity:)`` says (continuous:
    /// where the fling ends, unless the layout snaps, as a zoom effect does); the group edge nearest to it (continuous to a group's leading
    /// boundary); the next page or group in the direction of `velocity` (pt/s) from where the
    /// section is now, or the nearest when the velocity is under 100 pt/s (paging, group paging,
    /// group paging centred). Groups are the section layout's (``GroupedLayout``), or its cells.
    public func targetNestedOffset(for id: Int, proposed: CGFloat, velocity: CGFloat) -> CGFloat {
        guard let scroller = nestedScroller(withID: id) else { return proposed }
        let layout = preparedLayout(ofSection: id)
        let slot = slots[id]
        let width = scroller.length
        let current = scroller.offset
        let direction: CGFloat = abs(velocity) < 100 ? 0 : (velocity > 0 ? 1 : -1)
        let target: CGFloat
        switch slot.section.orthogonalScrolling {
        case .none, .continuous:
            // The section layout's own snapping (a zoom's centring, a paging effect), in its coordinates.
            let asked = layout.targetContentOffset(
                forProposed: CGPoint(x: proposed - slot.insets.left, y: 0),
                velocity: CGPoint(x: velocity, y: 0))
            target = asked.x + slot.insets.left
        case .paging:
            let page = current / max(width, 1)
            let chosen = direction > 0 ? page.rounded(.down) + 1 : direction < 0 ? page.rounded(.up) - 1 : page.rounded()
            target = chosen * width
        case .continuousGroupLeadingBoundary:
            target = nearest(to: proposed, among: groupStops(of: id, around: proposed, centred: false))
        case .groupPaging, .groupPagingCentered:
            let stops = groupStops(of: id, around: current, centred: slot.section.orthogonalScrolling == .groupPagingCentered)
            if direction > 0 {
                target = stops.first { $0 > current + 0.5 } ?? stops.last ?? proposed
            } else if direction < 0 {
                target = stops.last { $0 < current - 0.5 } ?? stops.first ?? proposed
            } else {
                target = nearest(to: current, among: stops)
            }
        }
        return min(scroller.offsets.upperBound, max(scroller.offsets.lowerBound, target))
    }

    /// The offsets at which a group of section `id` near `offset` rests at the section's leading
    /// inset (or, `centred`, in the middle of the section), sorted.
    private func groupStops(of id: Int, around offset: CGFloat, centred: Bool) -> [CGFloat] {
        let layout = preparedLayout(ofSection: id)
        let slot = slots[id]
        let width = sectionWidth
        let window = CGRect(
            x: offset - slot.insets.left - 2 * width, y: 0, width: 5 * width, height: max(slot.contentSize.height, 1))
        let frames =
            (layout as? any GroupedLayout)?.groupFrames(in: window)
            ?? layout.attributes(in: window).filter { $0.category == .cell }.map(\.frame)
        return frames.map { centred ? slot.insets.left + $0.midX - width / 2 : $0.minX }.sorted()
    }

    private func nearest(to value: CGFloat, among stops: [CGFloat]) -> CGFloat {
        stops.min { abs($0 - value) < abs($1 - value) } ?? value
    }
}
