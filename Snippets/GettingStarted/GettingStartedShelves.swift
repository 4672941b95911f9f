import Foundation
import LayoutKit

/// Sections as shelves: a 30 pt header, then rows of items `rowHeight` tall, on a shelf board.
final class ShelfLayout: CollectionLayout {
    static let shelfKind = "shelf"
    var rowHeight: CGFloat = 60
    private var sections: [(header: CGRect, rows: [CGRect])] = []
    private(set) var contentSize: CGSize = .zero

    func prepare(_ context: LayoutContext) throws {
        try LayoutError.requireFinite(rowHeight, named: "rowHeight")
        guard rowHeight > 0 else {
            throw LayoutError.invalidParameter(name: "rowHeight", value: Double(rowHeight), reason: "must be above 0")
        }
        let width = context.insetViewportSize.width
        var y: CGFloat = 0
        sections = (0..<context.numberOfSections).map { section in
            let header = CGRect(x: 0, y: y, width: width, height: 30)
            let rows = (0..<context.numberOfItems(inSection: section)).map {
                CGRect(x: 0, y: header.maxY + CGFloat($0) * rowHeight, width: width, height: rowHeight)
            }
            y = header.maxY + CGFloat(rows.count) * rowHeight + 10
            return (header, rows)
        }
        contentSize = CGSize(width: width, height: max(0, y - 10))
    }

    func attributes(in rect: CGRect) -> [LayoutAttributes] {
        sections.indices.flatMap { section -> [LayoutAttributes] in
            let path = IndexPath(item: 0, section: section)
            let elements =
                [
                    decorationAttributes(ofKind: Self.shelfKind, at: path),
                    supplementaryAttributes(ofKind: ElementKind.sectionHeader, at: path)
                ]
                + sections[section].rows.indices.map { attributes(at: IndexPath(item: $0, section: section)) }
            return elements.compactMap { $0 }.filter { $0.frame.intersects(rect) }
        }
    }

    func attributes(at indexPath: IndexPath) -> LayoutAttributes? {
        guard sections.indices.contains(indexPath.section), sections[indexPath.section].rows.indices.contains(indexPath.item)
        else { return nil }
        return LayoutAttributes(indexPath: indexPath, category: .cell, frame: sections[indexPath.section].rows[indexPath.item])
    }

    func supplementaryAttributes(ofKind kind: String, at indexPath: IndexPath) -> LayoutAttributes? {
        guard kind == ElementKind.sectionHeader, sections.indices.contains(indexPath.section) else { return nil }
        return LayoutAttributes(
            indexPath: indexPath, category: .supplementaryView(kind: kind), frame: sections[indexPath.section].header, zIndex: 1)
    }

    func decorationAttributes(ofKind kind: String, at indexPath: IndexPath) -> LayoutAttributes? {
        guard kind == Self.shelfKind,
            let section = sections.indices.contains(indexPath.section) ? sections[indexPath.section] : nil
        else { return nil }
        let board = section.rows.reduce(section.header) { $0.union($1) }
        return LayoutAttributes(indexPath: indexPath, category: .decorationView(kind: kind), frame: board, zIndex: -1)
    }
}

let shelves = ShelfLayout()
let context = LayoutContext(bounds: CGRect(x: 0, y: 0, width: 320, height: 568), itemCounts: [2, 3])
try shelves.prepare(context)
print(shelves.contentSize.height)  // prints: 370.0
let header = shelves.supplementaryAttributes(ofKind: ElementKind.sectionHeader, at: IndexPath(item: 0, section: 1))!
print(header.frame.minY)  // prints: 160.0
print(shelves.attributes(in: context.visibleRect).count)  // prints: 9
shelves.rowHeight = .nan
do { try shelves.prepare(context) } catch { print(error) }
// prints: Invalid parameter rowHeight = nan: must be finite.
