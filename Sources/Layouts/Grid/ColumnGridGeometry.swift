import Foundation
import LayoutKitCore

/// The computed geometry of a column grid: the sections and, when self-sizing, each row's top
/// and height.
///
/// With a fixed item height everything is arithmetic and nothing is stored per row. With an
/// estimated height each row is as tall as its tallest item (measured or estimated): its top is
/// kept relative to its section's first row, so a measured height moves the rows below it and
/// the sections after without touching the others.
///
/// - Complexity: 40 bytes per section, plus 16 per row when self-sizing.
struct ColumnGridGeometry: Sendable {
    let columns: GridColumnMetrics
    /// The height of every item before any measurement, in points.
    let itemHeight: CGFloat
    /// Whether measured heights replace ``itemHeight`` (self-sizing).
    let isEstimated: Bool
    let rowSpacing: CGFloat
    let insets: EdgeInsets
    let contentWidth: CGFloat
    private(set) var sections: [ColumnGridSection] = []
    /// When self-sizing, each row's top relative to its section's first row, in points.
    private var rowTops: [CGFloat] = []
    /// When self-sizing, each row's height (its tallest item's), in points.
    private var rowHeights: [CGFloat] = []

    /// Stacks the sections of `itemCounts`; when self-sizing, sizes every row from `measured`
    /// (by flat index, 0 for an item not measured).
    ///
    /// - Throws: ``LayoutError/invalidParameter(name:value:reason:)`` for rows that add up beyond
    ///   the largest finite length.
    /// - Complexity: O(sections) with a fixed height; O(items) when self-sizing.
    init(
        itemCounts: [Int], columns: GridColumnMetrics, itemHeight: GridItemHeight, rowSpacing: CGFloat,
        insets: EdgeInsets, contentWidth: CGFloat, measured: [CGFloat]
    ) throws {
        self.columns = columns
        self.itemHeight = itemHeight.height(columnWidth: columns.width)
        isEstimated = itemHeight.isEstimated
        self.rowSpacing = rowSpacing
        self.insets = insets
        self.contentWidth = contentWidth
        sections.reserveCapacity(itemCounts.count)
        var firstItem = 0, firstRow = 0
        for count in itemCounts {
            let rows = (count + columns.count - 1) / columns.count
            sections.append(ColumnGridSection(firstItem: firstItem, itemCount: count, firstRow: firstRow, rowCount: rows))
            firstItem += count
            firstRow += rows
        }
        if isEstimated {
            rowTops = [CGFloat](repeating: 0, count: firstRow)
            rowHeights = [CGFloat](repeating: 0, count: firstRow)
            for index in sections.indices { reflow(section: index, fromItem: 0, measured: measured) }
        }
        restack(from: 0)
        try GridValidation.requireFiniteContentHeight(contentSize.height)
    }

    /// The size of the whole content, in points.
    var contentSize: CGSize { CGSize(width: contentWidth, height: sections.last?.bottom ?? 0) }

    /// The top of row `row` of `section`, relative to its first row, in points.
    @inline(__always)
    private func rowTop(_ row: Int, in section: ColumnGridSection) -> CGFloat {
        isEstimated ? rowTops[section.firstRow + row] : CGFloat(row) * (itemHeight + rowSpacing)
    }

    /// The height of row `row` of `section`, in points.
    @inline(__always)
    private func rowHeight(_ row: Int, in section: ColumnGridSection) -> CGFloat {
        isEstimated ? rowHeights[section.firstRow + row] : itemHeight
    }

    /// The height of the item at flat index `item`, in points.
    @inline(__always)
    private func height(ofItem item: Int, measured: [CGFloat]) -> CGFloat {
        isEstimated && measured[item] > 0 ? measured[item] : itemHeight
    }

    /// Sets the height and top of the rows of section `index` from the one holding `item` (index
    /// in the section) on, from the measured heights. The sections' extents wait for
    /// ``restack(from:)``.
    ///
    /// - Complexity: O(items of the section from the row of `item`).
    mutating func reflow(section index: Int, fromItem item: Int, measured: [CGFloat]) {
        let section = sections[index]
        let perRow = columns.count
        for row in (item / perRow)..<section.rowCount {
            let first = section.firstItem + row * perRow
            var tallest: CGFloat = 0
            for flat in first..<min(first + perRow, section.firstItem + section.itemCount) {
                tallest = max(tallest, height(ofItem: flat, measured: measured))
            }
            let flatRow = section.firstRow + row
            rowHeights[flatRow] = tallest
            rowTops[flatRow] = row == 0 ? 0 : rowTops[flatRow - 1] + rowHeights[flatRow - 1] + rowSpacing
        }
    }

    /// Sets each section's extent from `first` on: each starts where the one before ends, its
    /// first row below its top inset, its bottom below its last row and its bottom inset.
    ///
    /// - Complexity: O(sections from `first`).
    mutating func restack(from first: Int) {
        var top = first > 0 ? sections[first - 1].bottom : 0
        for index in first..<sections.count {
            let section = sections[index]
            let rows = section.rowCount
            let rowsHeight = rows == 0 ? 0 : rowTop(rows - 1, in: section) + rowHeight(rows - 1, in: section)
            sections[index].top = top
            sections[index].itemsTop = top + insets.top
            top += insets.top + rowsHeight + insets.bottom
            sections[index].bottom = top
        }
    }

    /// The frame of the item `item` (index in the section) of section `index`, on the pixel grid.
    func frame(ofItem item: Int, inSection index: Int, measured: [CGFloat]) -> CGRect {
        let section = sections[index]
        let (row, column) = item.quotientAndRemainder(dividingBy: columns.count)
        return CGRect(
            x: columns.x(ofColumn: column),
            y: (section.itemsTop + rowTop(row, in: section)).roundedToPixel(scale: columns.displayScale),
            width: columns.width, height: height(ofItem: section.firstItem + item, measured: measured))
    }

    /// Calls `body` with the section, the index in it and the frame of every item that overlaps
    /// `rect`, row by row.
    ///
    /// - Complexity: O(log sections + found), plus O(log rows) per section when self-sizing.
    func forEachItem(crossing rect: CGRect, measured: [CGFloat], _ body: (Int, Int, CGRect) -> Void) {
        // Frames are rounded to the pixel grid: search a pixel beyond the rectangle, then test.
        let slack = 1 / columns.displayScale
        let columnRange = columns.columns(crossing: rect, limit: columns.count)
        for index in sections.indices(crossing: rect, slack: slack) {
            for row in rows(of: index, crossing: rect, slack: slack) {
                for column in columnRange {
                    let item = row * columns.count + column
                    guard item < sections[index].itemCount else { break }
                    let frame = frame(ofItem: item, inSection: index, measured: measured)
                    if frame.overlaps(rect) { body(index, item, frame) }
                }
            }
        }
    }

    /// The rows of section `index` that may meet `rect` once moved by up to `slack`.
    private func rows(of index: Int, crossing rect: CGRect, slack: CGFloat) -> Range<Int> {
        let section = sections[index]
        guard isEstimated else {
            return GridIndex.cells(
                from: rect.minY, to: rect.maxY, origin: section.itemsTop, length: itemHeight,
                pitch: itemHeight + rowSpacing, slack: slack, limit: section.rowCount)
        }
        let minY = rect.minY - section.itemsTop - slack, maxY = rect.maxY - section.itemsTop + slack
        var low = 0, high = section.rowCount
        while low < high {
            let middle = (low + high) / 2
            if rowTop(middle, in: section) + rowHeight(middle, in: section) < minY { low = middle + 1 } else { high = middle }
        }
        var end = low
        while end < section.rowCount, rowTop(end, in: section) <= maxY { end += 1 }
        return low..<end
    }
}
