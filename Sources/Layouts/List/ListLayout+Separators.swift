import Foundation
import LayoutKitCore

extension ListLayout {
    /// The separator below `row` (as shown, moved by its swipe), one pixel high at its bottom, from
    /// its content edge to its trailing edge less the inset; `nil` for a section's last row, or
    /// without separators.
    func separator(below row: LayoutAttributes) -> LayoutAttributes? {
        guard configuration.showsSeparators, let context, row.category == .cell else { return nil }
        let path = row.indexPath
        guard path.item < context.numberOfItems(inSection: path.section) - 1 else { return nil }
        let leading = configuration.separatorLeadingInset ?? configuration.margin(forWidth: context.insetViewportSize.width)
        let width = row.frame.width - leading - configuration.separatorTrailingInset
        guard width > 0 else { return nil }
        let pixel = 1 / max(1, context.displayScale)
        return LayoutAttributes(
            indexPath: path, category: .decorationView(kind: Self.separatorKind),
            frame: CGRect(x: row.frame.minX + leading, y: row.frame.maxY - pixel, width: width, height: pixel), zIndex: 1)
    }
}
