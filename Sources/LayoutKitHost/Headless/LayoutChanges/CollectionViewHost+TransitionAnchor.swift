import Foundation
import LayoutKitCollectionViewCore
import LayoutKitCore

extension CollectionViewHost {
    /// The content offset `anchor` asks for with `newLayout` (prepared for `newContext`),
    /// clamped into its content and handed to its ``CollectionLayout/targetContentOffset(forProposed:)``.
    func targetOffset(
        for anchor: TransitionAnchor, in newLayout: any CollectionLayout,
        context newContext: LayoutContext
    ) throws -> CGPoint {
        let proposed: CGPoint
        switch anchor {
        case .currentOffset:
            proposed = contentOffset
        case let .offset(offset):
            try LayoutError.requireFinite(offset.x, named: "anchor.offset.x")
            try LayoutError.requireFinite(offset.y, named: "anchor.offset.y")
            proposed = offset
        case let .element(key):
            let now = try presentedElement(key) ?? element(key, in: layout, context: context)
            let then = try element(key, in: newLayout, context: newContext)
            proposed = CGPoint(
                x: contentOffset.x + then.center.x - now.center.x,
                y: contentOffset.y + then.center.y - now.center.y)
        case let .centering(key):
            let then = try element(key, in: newLayout, context: newContext)
            let inset = contentInset
            proposed = CGPoint(
                x: then.center.x - inset.left - (frameSize.width - inset.left - inset.right) / 2,
                y: then.center.y - inset.top - (frameSize.height - inset.top - inset.bottom) / 2)
        }
        let clamped = clampedOffset(proposed, contentSize: newLayout.contentSize)
        let asked = newLayout.targetContentOffset(forProposed: clamped)
        return asked.isFinite ? asked : clamped
    }

    /// The attributes of element `key` in `layout`.
    ///
    /// - Throws: ``LayoutError/indexPathOutOfRange(_:sectionCount:itemCount:)`` when the layout
    ///   does not show it.
    /// The attributes of element `key` in `layout`, as the host shows them: mirrored across the
    /// layout's content width when the host reads right to left and the layout flips.
    private func element(_ key: ElementKey, in layout: any CollectionLayout, context: LayoutContext) throws -> LayoutAttributes {
        var shown = try Self.element(key, in: layout, context: context)
        if core.mirrorsRightToLeft, layoutDirection == .rightToLeft, layout.flipsHorizontallyInOppositeLayoutDirection {
            shown.frame = shown.frame.mirrored(inWidth: layout.contentSize.width)
        }
        return shown
    }

    private static func element(_ key: ElementKey, in layout: any CollectionLayout, context: LayoutContext) throws
        -> LayoutAttributes
    {
        if let attributes = layout.attributes(for: key) { return attributes }
        let section = key.indexPath.count == 2 ? key.indexPath.section : -1
        throw LayoutError.indexPathOutOfRange(
            key.indexPath, sectionCount: context.numberOfSections,
            itemCount: context.itemCounts.indices.contains(section) ? context.numberOfItems(inSection: section) : nil)
    }
}
