import Foundation
import LayoutKit

final class ColumnLayout: CollectionLayout {
    private var frames: [CGRect] = []
    private(set) var contentSize: CGSize = .zero

    func prepare(_ context: LayoutContext) throws {
        let width = context.insetViewportSize.width
        frames = (0..<context.numberOfItems(inSection: 0)).map {
            CGRect(x: 0, y: CGFloat($0) * 60, width: width, height: 50)
        }
        contentSize = CGSize(width: width, height: CGFloat(frames.count) * 60)
    }

    func attributes(in rect: CGRect) -> [LayoutAttributes] {
        frames.indices.filter { frames[$0].intersects(rect) }.map {
            LayoutAttributes(indexPath: IndexPath(item: $0, section: 0), category: .cell, frame: frames[$0])
        }
    }
}

let rows = ColumnLayout().inset(by: EdgeInsets(all: 16))  // compose: margins around it
let columns = ColumnLayout().transposed()  // the same algorithm, scrolling sideways
// snippet.hide
try rows.prepare(LayoutContext(bounds: CGRect(x: 0, y: 0, width: 320, height: 568), itemCounts: [3]))
precondition(rows.contentSize == CGSize(width: 320, height: 212))
try columns.prepare(LayoutContext(bounds: CGRect(x: 0, y: 0, width: 320, height: 568), itemCounts: [3]))
precondition(columns.contentSize == CGSize(width: 180, height: 568))
