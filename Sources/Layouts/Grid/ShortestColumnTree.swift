import Foundation

/// The waterfall rule: each item goes to the column whose next top is highest on screen (the
/// least), the leftmost of equals.
///
/// A tournament tree over the columns: each node holds the winner of its two children (the
/// left one on a tie), so the root is the answer and placing an item replays one path.
///
/// - Complexity: O(log columns) per item, O(columns) per section; no allocation once the
///   largest section's columns have been seen.
struct ShortestColumnTree: WaterfallColumnChooser {
    /// Each column's next top; the padding up to a power of two is infinitely low.
    private var tops: [CGFloat] = []
    /// The winning column of each node, the root at 1; the leaves start at `leafBase`.
    private var winners: [Int] = []
    private var leafBase = 1

    mutating func reset(columnCount: Int) {
        leafBase = 1
        while leafBase < columnCount { leafBase *= 2 }
        tops.removeAll(keepingCapacity: true)
        tops.append(contentsOf: repeatElement(0, count: columnCount))
        tops.append(contentsOf: repeatElement(.infinity, count: leafBase - columnCount))
        winners.removeAll(keepingCapacity: true)
        winners.append(contentsOf: repeatElement(0, count: leafBase))
        winners.append(contentsOf: 0..<leafBase)
        tops.withUnsafeBufferPointer { tops in
            winners.withUnsafeMutableBufferPointer { winners in
                for node in stride(from: leafBase - 1, to: 0, by: -1) { Self.replay(node, winners: winners, tops: tops) }
            }
        }
    }

    @inline(__always)
    func nextColumn() -> Int { winners[1] }

    @inline(__always)
    func top(ofColumn column: Int) -> CGFloat { tops[column] }

    @inline(__always)
    mutating func place(inColumn column: Int, nextTop top: CGFloat) {
        tops[column] = top
        let leafBase = leafBase
        tops.withUnsafeBufferPointer { tops in
            winners.withUnsafeMutableBufferPointer { winners in
                var node = (leafBase + column) / 2
                while node > 0 {
                    Self.replay(node, winners: winners, tops: tops)
                    node /= 2
                }
            }
        }
    }

    /// Decides `node` from its two children: the right one only when strictly higher.
    @inline(__always)
    private static func replay(_ node: Int, winners: UnsafeMutableBufferPointer<Int>, tops: UnsafeBufferPointer<CGFloat>) {
        let left = winners[2 * node], right = winners[2 * node + 1]
        winners[node] = tops[right] < tops[left] ? right : left
    }
}
