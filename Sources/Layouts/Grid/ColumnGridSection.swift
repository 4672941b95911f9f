import Foundation

/// One section of a column grid: its items and rows, and its extent down the content (pt).
struct ColumnGridSection: GridSectionFrame, Sendable {
    let itemCount: Int
    let rowCount: Int
    /// The top of the section's top inset.
    let top: CGFloat
    /// The top of the section's first row.
    let itemsTop: CGFloat
    /// The bottom of the section's bottom inset.
    let bottom: CGFloat
}
