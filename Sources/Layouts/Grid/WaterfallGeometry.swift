import Foundation
import LayoutKitCore

/// The computed geometry of a waterfall: every item's column, top and height in flat arrays,
/// each column's items in order for lookups by rectangle, and each section's extent.
///
/// Tops are kept relative to their section's first row, so a measured height moves the items
/// below it in its column and the sections after it without touching their items.
///
/// - Complexity: 22 bytes per item (top, height, column, and its place in its column's list).
struct WaterfallGeometry: Sendable {
    let columns: GridColumnMetrics
    let interItemSpacing: CGFloat
    let insets: EdgeInsets
    let contentWidth: CGFloat
    private(set) var sections: [WaterfallSection] = []
    /// Each item's top, relative to its section's first row, in points.
    private var tops: [CGFloat] = []
    /// Each item's height, in points.
    private(set) var heights: [CGFloat] = []
    /// Each item's column.
    private var itemColumns: [UInt16] = []
    /// The items (indexes in their section) of every column from top to bottom, column after
    /// column, section after section.
    private var columnItems: [Int32] = []
    /// Where each column's items start in `columnItems`: per section, one more entry than it
    /// has columns.
    private var columnStarts: [Int] = []

    /// Places every item with `chooser`'s rule and the heights `source` gives.
    ///
    /// - Throws: what `source` throws; ``LayoutError/invalidParameter(name:value:reason:)`` for
    ///   a section too large to index or heights that add up beyond the largest finite length.
    /// - Complexity: O(items × the chooser's cost per item); one allocation per array.
    init<Chooser: WaterfallColumnChooser, Heights: WaterfallItemHeights>(
        itemCounts: [Int], columns: GridColumnMetrics, interItemSpacing: CGFloat, insets: EdgeInsets,
        contentWidth: CGFloat, chooser: Chooser, heights source: Heights
    ) throws {
        self.columns = columns
        self.interItemSpacing = interItemSpacing
        self.insets = insets
        self.contentWidth = contentWidth
        let total = itemCounts.reduce(0, +)
        tops.reserveCapacity(total)
        heights.reserveCapacity(total)
        itemColumns.reserveCapacity(total)
        columnItems.reserveCapacity(total)
        sections.reserveCapacity(itemCounts.count)
        var chooser = chooser
        var cursors: [Int] = []
        for (section, count) in itemCounts.enumerated() {
            guard count <= Int(Int32.max) else {
                throw LayoutError.invalidParameter(
                    name: "itemCounts[\(section)]", value: Double(count), reason: "must be less than 2^31 in a waterfall")
            }
            let firstItem = tops.count
            let columnCount = min(columns.count, count)
            chooser.reset(columnCount: columnCount)
            for item in 0..<count {
                let height = try source.height(item: item, section: section, flatIndex: firstItem + item)
                let column = chooser.nextColumn()
                let top = chooser.top(ofColumn: column)
                chooser.place(inColumn: column, nextTop: top + height + interItemSpacing)
                tops.append(top)
                self.heights.append(height)
                itemColumns.append(UInt16(truncatingIfNeeded: column))
            }
            sections.append(
                WaterfallSection(
                    firstItem: firstItem, itemCount: count, columnCount: columnCount, firstColumn: columnStarts.count))
            listColumnItems(of: sections[section], cursors: &cursors)
        }
        restack(from: 0)
        try GridValidation.requireFiniteContentHeight(contentSize.height)
    }

    /// The size of the whole content, in points.
    var contentSize: CGSize { CGSize(width: contentWidth, height: sections.last?.bottom ?? 0) }

    /// The number of items in every section.
    var itemCount: Int { tops.count }

    /// The bytes the geometry's arrays hold (their capacity, not their count).
    var retainedBytes: Int {
        tops.capacity * MemoryLayout<CGFloat>.stride + heights.capacity * MemoryLayout<CGFloat>.stride
            + itemColumns.capacity * MemoryLayout<UInt16>.stride + columnItems.capacity * MemoryLayout<Int32>.stride
            + columnStarts.capacity * MemoryLayout<Int>.stride + sections.capacity * MemoryLayout<WaterfallSection>.stride
    }

    /// Appends the column lists and column starts of `section`, whose items are placed: a
    /// counting sort of its items by column, which keeps them in item order (top to bottom).
    private mutating func listColumnItems(of section: WaterfallSection, cursors: inout [Int]) {
        let items = section.firstItem..<(section.firstItem + section.itemCount)
        cursors.removeAll(keepingCapacity: true)
        cursors.append(contentsOf: repeatElement(0, count: section.columnCount + 1))
        for index in items { cursors[Int(itemColumns[index]) + 1] += 1 }
        cursors[0] = section.firstItem
        for column in 0..<section.columnCount { cursors[column + 1] += cursors[column] }
        columnStarts.append(contentsOf: cursors)
        columnItems.append(contentsOf: repeatElement(0, count: section.itemCount))
        itemColumns.withUnsafeBufferPointer { itemColumns in
            columnItems.withUnsafeMutableBufferPointer { columnItems in
                cursors.withUnsafeMutableBufferPointer { cursors in
                    for index in items {
                        let column = Int(itemColumns[index])
                        columnItems[cursors[column]] = Int32(truncatingIfNeeded: index - section.firstItem)
                        cursors[column] += 1
                    }
                }
            }
        }
    }

    /// Sets each section's extent from `first` on: each starts where the one before ends, its
    /// first row below its top inset, its bottom below its tallest column and its bottom inset.
    ///
    /// - Complexity: O(sections from `first` × their columns).
    mutating func restack(from first: Int) {
        var top = first > 0 ? sections[first - 1].bottom : 0
        for index in first..<sections.count {
            let section = sections[index]
            var tallest: CGFloat = 0
            for column in 0..<section.columnCount {
                let item = section.firstItem + Int(columnItems[columnStarts[section.firstColumn + column + 1] - 1])
                tallest = max(tallest, tops[item] + heights[item])
            }
            sections[index].top = top
            sections[index].itemsTop = top + insets.top
            top += insets.top + tallest + insets.bottom
            sections[index].bottom = top
        }
    }

    /// Records the measured `height` of the item at flat index `item`; ``reflow(section:from:)``
    /// and ``restack(from:)`` then move what follows.
    mutating func setHeight(_ height: CGFloat, ofItem item: Int) {
        heights[item] = height
    }

    /// Moves down their columns the items of section `index` from `item` on (index in the
    /// section) after measured heights; items keep their columns (the self-sizing rule,
    /// ``ColumnsByTurn``). The sections' extents wait for ``restack(from:)``.
    ///
    /// - Complexity: O(items of the section from `item`).
    mutating func reflow(section index: Int, from item: Int) {
        let section = sections[index]
        let columnCount = section.columnCount
        for flat in (section.firstItem + max(item, columnCount))..<(section.firstItem + section.itemCount) {
            tops[flat] = tops[flat - columnCount] + heights[flat - columnCount] + interItemSpacing
        }
    }

    /// The frame of the item at flat index `item` of `section`, on the pixel grid.
    @inline(__always)
    func frame(ofItem item: Int, in section: WaterfallSection) -> CGRect {
        CGRect(
            x: columns.x(ofColumn: Int(itemColumns[item])),
            y: (section.itemsTop + tops[item]).roundedToPixel(scale: columns.displayScale),
            width: columns.width, height: heights[item])
    }

    /// Calls `body` with the section, the index in it and the frame of every item that
    /// overlaps `rect`, column by column.
    ///
    /// - Complexity: O(log items) per column of each section crossing `rect`, plus the items
    ///   found: each column's items go down the content, so a binary search finds the first.
    func forEachItem(crossing rect: CGRect, _ body: (Int, Int, CGRect) -> Void) {
        // Frames are rounded to the pixel grid: search a pixel beyond the rectangle, then test.
        let slack = 1 / columns.displayScale
        for index in sections.indices(crossing: rect, slack: slack) {
            let section = sections[index]
            let minY = rect.minY - section.itemsTop - slack, maxY = rect.maxY - section.itemsTop + slack
            for column in columns.columns(crossing: rect, limit: section.columnCount) {
                var low = columnStarts[section.firstColumn + column]
                var high = columnStarts[section.firstColumn + column + 1]
                let end = high
                while low < high {
                    let middle = (low + high) / 2
                    let item = section.firstItem + Int(columnItems[middle])
                    if tops[item] + heights[item] < minY { low = middle + 1 } else { high = middle }
                }
                while low < end {
                    let item = section.firstItem + Int(columnItems[low])
                    guard tops[item] <= maxY else { break }
                    let frame = frame(ofItem: item, in: section)
                    if frame.overlaps(rect) { body(index, item - section.firstItem, frame) }
                    low += 1
                }
            }
        }
    }
}

extension WaterfallGeometry {
    /// The flat index of the item `indexPath` names, or `nil` when there is none.
    func flatIndex(of indexPath: IndexPath) -> Int? {
        guard indexPath.count == 2, sections.indices.contains(indexPath.section) else { return nil }
        let section = sections[indexPath.section]
        guard (0..<section.itemCount).contains(indexPath.item) else { return nil }
        return section.firstItem + indexPath.item
    }
}
