import Foundation

/// One section of a column grid: its items and rows, where they are in the flat arrays, and its
/// extent down the content (pt).
struct ColumnGridSection: GridSectionFrame, Sendable {
    /// The flat index of the section's first item.
    let firstItem: Int
    let itemCount: Int
    /// The flat index of the section's first row (among the rows of every section).
    let firstRow: Int
    let rowCount: Int
    /// The top of the section's top inset.
    var top: CGFloat = 0
    /// The top of the section's first row.
    var itemsTop: CGFloat = 0
    /// The bottom of the section's bottom inset.
    var bottom: CGFloat = 0
}
