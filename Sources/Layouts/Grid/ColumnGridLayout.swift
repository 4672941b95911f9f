import Foundation
import LayoutKitCore

/// A grid of equal items in columns of equal width, row after row, as a photo library shows
/// them: a fixed number of columns or as many as fit a minimum width, every item as tall as
/// ``ColumnGridConfiguration/itemHeight`` says (a length, or a ratio of the column width).
///
/// Sections stack down the content, separated by their insets; a short last row is filled from
/// the left. Item sizes from the host are not used: every cell of the grid is the same. The
/// layout scrolls vertically (`.transposed()` makes it horizontal), answers left to right and
/// asks a right-to-left host to mirror it. Frame origins are on the display's pixel grid.
///
/// ```swift
/// let layout = ColumnGridLayout(configuration: ColumnGridConfiguration(
///     columns: .fixed(3), itemHeight: .aspectRatio(1), rowSpacing: 2, columnSpacing: 2))
/// try layout.prepare(LayoutContext(
///     bounds: CGRect(x: 0, y: 0, width: 320, height: 568), itemCounts: [1_000], displayScale: 2))
/// // Columns (320 - 4) / 3 = 105.33 pt wide; item 4, second row, second column, at 107.33
/// // either way, on the 2x pixel grid at 107.5:
/// layout.attributes(at: IndexPath(item: 4, section: 0))?.frame // (107.5, 107.5, 105.33, 105.33)
/// ```
///
/// - Complexity: everything is arithmetic: ``prepare(_:)`` is O(sections) and keeps 40 bytes per
///   section, ``attributes(in:)`` O(log sections + found), ``attributes(at:)`` O(1).
public final class ColumnGridLayout: CollectionLayout {
    /// The layout's settings, read by the next ``prepare(_:)``.
    public var configuration: ColumnGridConfiguration

    private var sections: [ColumnGridSection] = []
    /// The columns, resolved against the width of the last pass.
    private var columns = GridColumnMetrics(
        columns: .fixed(1), spacing: 0, insets: .zero, contentWidth: 0, displayScale: 1)
    private var itemHeight: CGFloat = 0
    private var rowSpacing: CGFloat = 0
    public private(set) var contentSize: CGSize = .zero

    /// Creates a column grid with `configuration`.
    public init(configuration: ColumnGridConfiguration = ColumnGridConfiguration()) {
        self.configuration = configuration
    }

    /// Resolves the columns and stacks the sections.
    ///
    /// - Throws: ``LayoutError/invalidParameter(name:value:reason:)`` for a bad configuration or
    ///   context, or rows that add up beyond the largest finite length. The previous layout stays
    ///   in place.
    /// - Complexity: O(sections).
    public func prepare(_ context: LayoutContext) throws {
        try context.validate()
        try configuration.validate()
        let insets = configuration.sectionInsets
        let width = context.insetViewportSize.width
        let columns = GridColumnMetrics(
            columns: configuration.columns, spacing: configuration.columnSpacing, insets: insets,
            contentWidth: width, displayScale: context.displayScale)
        let itemHeight = configuration.itemHeight.height(columnWidth: columns.width)
        let rowSpacing = configuration.rowSpacing
        var sections: [ColumnGridSection] = []
        sections.reserveCapacity(context.numberOfSections)
        var top: CGFloat = 0
        for count in context.itemCounts {
            let rows = (count + columns.count - 1) / columns.count
            let rowsHeight = rows == 0 ? 0 : CGFloat(rows) * itemHeight + CGFloat(rows - 1) * rowSpacing
            let bottom = top + insets.top + rowsHeight + insets.bottom
            sections.append(ColumnGridSection(
                itemCount: count, rowCount: rows, top: top, itemsTop: top + insets.top, bottom: bottom))
            top = bottom
        }
        try GridValidation.requireFiniteContentHeight(top)
        self.sections = sections
        self.columns = columns
        self.itemHeight = itemHeight
        self.rowSpacing = rowSpacing
        contentSize = CGSize(width: width, height: top)
    }

    public func attributes(in rect: CGRect) -> [LayoutAttributes] {
        var result: [LayoutAttributes] = []
        let slack = 1 / columns.displayScale
        for index in sections.indices(crossing: rect, slack: slack) {
            let section = sections[index]
            let rows = GridIndex.cells(
                from: rect.minY, to: rect.maxY, origin: section.itemsTop, length: itemHeight,
                pitch: itemHeight + rowSpacing, slack: slack, limit: section.rowCount)
            let columnRange = columns.columns(crossing: rect, limit: columns.count)
            for row in rows {
                for column in columnRange {
                    let item = row * columns.count + column
                    guard item < section.itemCount else { break }
                    let frame = frame(row: row, column: column, in: section)
                    if frame.overlaps(rect) {
                        result.append(LayoutAttributes(
                            indexPath: IndexPath(item: item, section: index), category: .cell, frame: frame))
                    }
                }
            }
        }
        return result
    }

    public func attributes(at indexPath: IndexPath) -> LayoutAttributes? {
        guard indexPath.count == 2, sections.indices.contains(indexPath.section),
              (0..<sections[indexPath.section].itemCount).contains(indexPath.item) else { return nil }
        let (row, column) = indexPath.item.quotientAndRemainder(dividingBy: columns.count)
        return LayoutAttributes(
            indexPath: indexPath, category: .cell, frame: frame(row: row, column: column, in: sections[indexPath.section]))
    }

    /// Invalidates when the width changes: a vertical scroll or a change of height moves nothing.
    public func shouldInvalidate(forBoundsChange newBounds: CGRect, in context: LayoutContext) -> Bool {
        newBounds.width != context.bounds.width
    }

    /// True: a right-to-left host mirrors the layout, so the first column is on the right.
    public var flipsHorizontallyInOppositeLayoutDirection: Bool { true }

    /// The frame of the cell at `row` and `column` of `section`, on the pixel grid.
    private func frame(row: Int, column: Int, in section: ColumnGridSection) -> CGRect {
        CGRect(
            x: columns.x(ofColumn: column),
            y: (section.itemsTop + CGFloat(row) * (itemHeight + rowSpacing)).roundedToPixel(scale: columns.displayScale),
            width: columns.width, height: itemHeight)
    }
}
