import Foundation
import LayoutKitCore

/// A minimal test layout shared by the package's test targets: one column of full-width rows of
/// `rowHeight` pt, `gap` pt apart, remembering every context it was prepared with.
package final class RowsTestLayout: CollectionLayout {
    package let rowHeight: CGFloat
    package let gap: CGFloat
    package private(set) var frames: [CGRect] = []
    package private(set) var contentSize: CGSize = .zero
    package private(set) var preparedContexts: [LayoutContext] = []

    package init(rowHeight: CGFloat = 40, gap: CGFloat = 10) {
        self.rowHeight = rowHeight
        self.gap = gap
    }

    package func prepare(_ context: LayoutContext) throws {
        preparedContexts.append(context)
        let width = context.insetViewportSize.width
        frames = (0..<context.numberOfItems(inSection: 0)).map {
            CGRect(x: 0, y: CGFloat($0) * (rowHeight + gap), width: width, height: rowHeight)
        }
        contentSize = CGSize(width: width, height: frames.last?.maxY ?? 0)
    }

    package func attributes(in rect: CGRect) -> [LayoutAttributes] {
        frames.enumerated().filter { $0.element.intersects(rect) }.map {
            LayoutAttributes(indexPath: IndexPath(item: $0.offset, section: 0), category: .cell, frame: $0.element)
        }
    }
}
