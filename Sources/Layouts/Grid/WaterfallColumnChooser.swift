import Foundation

/// Decides which column each item of a waterfall section goes to while the section is placed,
/// and keeps each column's next free top (relative to the section's first row, in points).
protocol WaterfallColumnChooser {
    /// Starts a section with `columnCount` empty columns, all with their next top at 0.
    mutating func reset(columnCount: Int)
    /// The column the next item goes to.
    func nextColumn() -> Int
    /// Where the next item of `column` goes, in points.
    func top(ofColumn column: Int) -> CGFloat
    /// Records an item placed in `column`, whose column now continues at `top`.
    mutating func place(inColumn column: Int, nextTop top: CGFloat)
}
