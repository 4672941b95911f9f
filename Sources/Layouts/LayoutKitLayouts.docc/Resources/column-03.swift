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

    func prepare(_ context: LayoutContext) throws {
        let width = context.insetViewportSize.width
        let count = context.numberOfItems(inSection: 0)
        frames = (0..<count).map { row in
            CGRect(x: 0, y: CGFloat(row) * (rowHeight + gap), width: width, height: rowHeight)
        }
        contentSize = CGSize(width: width, height: frames.last?.maxY ?? 0)
    }

    func attributes(in rect: CGRect) -> [LayoutAttributes] {
        frames.indices.filter { frames[$0].intersects(rect) }.map { row in
            LayoutAttributes(indexPath: IndexPath(item: row, section: 0), category: .cell, frame: frames[row])
        }
    }
}
