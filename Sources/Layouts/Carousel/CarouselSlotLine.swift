import Foundation
import LayoutKitCore

/// The carousel's slots when every item has the configured size and there is one section: one
/// line along x, item i at x = i (width + spacing), resting on the bottom of the viewport. It is
/// what the horizontal ``FlowLayout`` computes for such items, in closed form, so a change of
/// the item count costs nothing per item.
///
/// - Complexity: ``prepare(_:)`` and ``attributes(at:)`` O(1); ``attributes(in:)`` O(items in
///   the rectangle).
final class CarouselSlotLine: CollectionLayout {
    private let itemSize: CGSize
    private let spacing: CGFloat
    private var count = 0
    private var top: CGFloat = 0
    private var height: CGFloat = 0

    init(itemSize: CGSize, spacing: CGFloat) {
        self.itemSize = itemSize
        self.spacing = spacing
    }

    /// True when the line gives the same slots as the flow for `context`: one section and no
    /// per-item sizes from the host.
    static func fits(_ context: LayoutContext) -> Bool {
        context.numberOfSections == 1 && context.itemSizeProvider == nil
    }

    /// Reads the item count and the viewport's height.
    ///
    /// - Throws: ``LayoutError/invalidParameter(name:value:reason:)`` for a bad context.
    func prepare(_ context: LayoutContext) throws {
        try context.validate()
        count = context.numberOfItems(inSection: 0)
        height = context.insetViewportSize.height
        top = max(0, height - itemSize.height)
    }

    var contentSize: CGSize {
        CGSize(width: count == 0 ? 0 : CGFloat(count) * (itemSize.width + spacing) - spacing, height: height)
    }

    var scrollDirection: ScrollDirection { .horizontal }

    /// Right-to-left hosts mirror it, as they mirror the flow.
    var flipsHorizontallyInOppositeLayoutDirection: Bool { true }

    func attributes(in rect: CGRect) -> [LayoutAttributes] {
        guard count > 0, rect.maxY > top, rect.minY < top + itemSize.height, !rect.minX.isNaN, !rect.maxX.isNaN else {
            return []
        }
        let pitch = itemSize.width + spacing
        // Clamped before the conversion: a rectangle far out gives more slots than an Int holds.
        let slots = CGFloat(count - 1)
        let first = Int(min(max((rect.minX / pitch).rounded(.down), 0), slots))
        let last = Int(min(max((rect.maxX / pitch).rounded(.down), -1), slots))
        guard first <= last else { return [] }
        return (first...last).map(slot).filter { $0.frame.overlaps(rect) }
    }

    func attributes(at indexPath: IndexPath) -> LayoutAttributes? {
        guard indexPath.count == 2, indexPath.section == 0, (0..<count).contains(indexPath.item) else { return nil }
        return slot(indexPath.item)
    }

    private func slot(_ item: Int) -> LayoutAttributes {
        let frame = CGRect(x: CGFloat(item) * (itemSize.width + spacing), y: top, width: itemSize.width, height: itemSize.height)
        return LayoutAttributes(indexPath: IndexPath(item: item, section: 0), category: .cell, frame: frame)
    }
}
