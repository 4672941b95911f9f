import Foundation
import LayoutKitCore

/// Rows of one height stacked down the viewport, full width, with a gap between them.
final class RowsLayout: CollectionLayout {
    let rowHeight: CGFloat
    let gap: CGFloat
    private var frames: [CGRect] = []
    private(set) var contentSize: CGSize = .zero

    init(rowHeight: CGFloat = 50, gap: CGFloat = 8) {
        self.rowHeight = rowHeight
        self.gap = gap
    }
}
