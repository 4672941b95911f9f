import Foundation
import LayoutKitCore
import LayoutKitHost

/// A minimal test layout: one column of full-width rows of `rowHeight` pt, `gap` pt apart.
final class ListLayout: CollectionLayout {
    let rowHeight: CGFloat
    let gap: CGFloat
    private(set) var frames: [CGRect] = []
    private(set) var contentSize: CGSize = .zero
    private(set) var preparedContexts: [LayoutContext] = []

    init(rowHeight: CGFloat = 40, gap: CGFloat = 10) {
        self.rowHeight = rowHeight
        self.gap = gap
    }

    func prepare(_ context: LayoutContext) throws {
        preparedContexts.append(context)
        let width = context.insetViewportSize.width
        frames = (0..<context.numberOfItems(inSection: 0)).map {
            CGRect(x: 0, y: CGFloat($0) * (rowHeight + gap), width: width, height: rowHeight)
        }
        contentSize = CGSize(width: width, height: frames.last?.maxY ?? 0)
    }

    func attributes(in rect: CGRect) -> [LayoutAttributes] {
        frames.enumerated().filter { $0.element.intersects(rect) }.map {
            LayoutAttributes(indexPath: IndexPath(item: $0.offset, section: 0), category: .cell, frame: $0.element)
        }
    }
}
