import Foundation

/// One section of a waterfall: where its items and columns are in the geometry's flat arrays,
/// and its extent down the content (pt).
struct WaterfallSection: GridSectionFrame, Sendable {
    /// The flat index of the section's first item.
    let firstItem: Int
    let itemCount: Int
    /// The columns that hold items: the resolved count, or the item count when smaller.
    let columnCount: Int
    /// The index in the geometry's column starts of the section's first column.
    let firstColumn: Int
    /// The top of the section's top inset.
    var top: CGFloat = 0
    /// The top of the section's first row.
    var itemsTop: CGFloat = 0
    /// The bottom of the section's bottom inset.
    var bottom: CGFloat = 0
}
