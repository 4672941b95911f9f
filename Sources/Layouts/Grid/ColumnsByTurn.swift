import Foundation

/// The self-sizing rule: item i of a section goes to column i mod columns, which is where the
/// shortest-column rule puts items that all have the estimated height. Measured heights then
/// move items down their own column only: nothing changes column while the user looks at it.
///
/// - Complexity: O(1) per item.
struct ColumnsByTurn: WaterfallColumnChooser {
    private var tops: [CGFloat] = []
    private var turn = 0

    mutating func reset(columnCount: Int) {
        tops.removeAll(keepingCapacity: true)
        tops.append(contentsOf: repeatElement(0, count: columnCount))
        turn = 0
    }

    @inline(__always)
    func nextColumn() -> Int { turn }

    @inline(__always)
    func top(ofColumn column: Int) -> CGFloat { tops[column] }

    @inline(__always)
    mutating func place(inColumn column: Int, nextTop top: CGFloat) {
        tops[column] = top
        turn = turn + 1 == tops.count ? 0 : turn + 1
    }
}
