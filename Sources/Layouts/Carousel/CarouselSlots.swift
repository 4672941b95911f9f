import Foundation
import LayoutKitCore

/// The spring carousel's slots: one row of items on the bottom edge of the viewport, the
/// horizontal ``FlowLayout`` whose section inset pushes the row down (top inset = viewport
/// height − item height), computed in closed form when every item has the configured size and
/// there is one section, so that a change of the item count costs nothing per item.
///
/// - Complexity: ``prepare(_:)`` O(1) in closed form, O(items) through the flow.
public final class CarouselSlots: CollectionLayout {
    /// The slots when the host gives per-item sizes or several sections.
    public let flow: FlowLayout
    /// The slots otherwise: the same line in closed form.
    private let line: CarouselSlotLine
    /// True when the last pass used ``line``.
    private var usesLine = false
    private let itemHeight: CGFloat

    init(itemSize: CGSize, spacing: CGFloat) {
        flow = FlowLayout {
            $0.scrollDirection = .horizontal
            $0.itemSize = itemSize
            $0.minimumLineSpacing = spacing
        }
        line = CarouselSlotLine(itemSize: itemSize, spacing: spacing)
        itemHeight = itemSize.height
    }

    /// Where the slots come from in this pass.
    private var slots: any CollectionLayout { usesLine ? line : flow }

    /// Lays the slots out on the bottom edge of `context`'s viewport.
    ///
    /// - Throws: what the flow throws (a bad item size).
    public func prepare(_ context: LayoutContext) throws {
        if CarouselSlotLine.fits(context) {
            try line.prepare(context)
            usesLine = true
        } else {
            flow.configuration.sectionInset.top = max(0, context.insetViewportSize.height - itemHeight)
            try flow.prepare(context)
            usesLine = false
        }
    }

    /// The slots' content, never shorter than an item: in a viewport shorter than the items the
    /// row lies from the top down, and the content holds it, since a body taller than the
    /// boundary it collides with (the content's edges) could never come to rest.
    public var contentSize: CGSize {
        let slots = slots.contentSize
        return CGSize(width: slots.width, height: max(slots.height, itemHeight))
    }
    public var scrollDirection: ScrollDirection { .horizontal }
    /// Right-to-left hosts mirror it, as they mirror the flow.
    public var flipsHorizontallyInOppositeLayoutDirection: Bool { true }
    public func attributes(in rect: CGRect) -> [LayoutAttributes] { slots.attributes(in: rect) }
    public func attributes(at indexPath: IndexPath) -> LayoutAttributes? { slots.attributes(at: indexPath) }
    public func invalidate(with context: InvalidationContext) { slots.invalidate(with: context) }
    public func prepare(forUpdates plan: UpdatePlan) throws { try slots.prepare(forUpdates: plan) }
    public func finalizeUpdates() { slots.finalizeUpdates() }

    public func shouldInvalidate(forBoundsChange newBounds: CGRect, in context: LayoutContext) -> Bool {
        slots.shouldInvalidate(forBoundsChange: newBounds, in: context)
    }
}
