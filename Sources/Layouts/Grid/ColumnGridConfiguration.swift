import Foundation
import LayoutKitCore

/// Everything that configures a ``ColumnGridLayout``: a cheap, comparable value.
///
/// Lengths are in points. Every section has the same columns, item height, spacings and insets;
/// sections stack down the content with nothing between them but their insets.
///
/// ```swift
/// var configuration = ColumnGridConfiguration()
/// configuration.columns = .minimumWidth(100)
/// configuration.itemHeight = .aspectRatio(1)   // square tiles
/// configuration.sectionInsets = EdgeInsets(all: 2)
/// ```
public struct ColumnGridConfiguration: Hashable, Sendable {
    /// How many columns each section has.
    public var columns: GridColumns
    /// The height of every item.
    public var itemHeight: GridItemHeight
    /// The vertical space between two rows, in points.
    public var rowSpacing: CGFloat
    /// The horizontal space between two columns, in points.
    public var columnSpacing: CGFloat
    /// The margins around each section's rows, in points; they are also what separates two
    /// sections.
    public var sectionInsets: EdgeInsets

    /// Creates a configuration; the defaults are three columns of square items, 2 pt apart
    /// either way, without insets (a photo library's grid).
    public init(
        columns: GridColumns = .fixed(3),
        itemHeight: GridItemHeight = .aspectRatio(1),
        rowSpacing: CGFloat = 2,
        columnSpacing: CGFloat = 2,
        sectionInsets: EdgeInsets = .zero
    ) {
        self.columns = columns
        self.itemHeight = itemHeight
        self.rowSpacing = rowSpacing
        self.columnSpacing = columnSpacing
        self.sectionInsets = sectionInsets
    }

    /// Checks every value: the columns, the item height, spacings and insets finite and not
    /// negative.
    ///
    /// - Throws: ``LayoutError/invalidParameter(name:value:reason:)`` naming the bad value.
    public func validate() throws {
        try GridValidation.validate(
            columns: columns, spacings: ["rowSpacing": rowSpacing, "columnSpacing": columnSpacing],
            sectionInsets: sectionInsets)
        try itemHeight.validate(named: "itemHeight")
    }
}
