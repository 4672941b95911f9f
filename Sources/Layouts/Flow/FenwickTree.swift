import Foundation

/// A Fenwick (binary indexed) tree of numbers: adds to one entry and sums of a prefix, each in
/// O(log n), for line heights that change one at a time among a million.
struct FenwickTree: Sendable {
    /// One-based partial sums; entry 0 is unused.
    private var tree: [Double]

    /// A tree of `count` zeros.
    init(count: Int) {
        tree = Array(repeating: 0, count: count + 1)
    }

    /// The number of entries.
    var count: Int { tree.count - 1 }

    /// Adds `delta` to entry `index`.
    mutating func add(_ delta: Double, at index: Int) {
        var position = index + 1
        while position < tree.count {
            tree[position] += delta
            position += position & -position
        }
    }

    /// The sum of the first `length` entries.
    func prefixSum(_ length: Int) -> Double {
        var position = min(length, count)
        var sum = 0.0
        while position > 0 {
            sum += tree[position]
            position -= position & -position
        }
        return sum
    }

    /// The bytes the tree holds.
    var retainedBytes: Int { tree.capacity * MemoryLayout<Double>.stride }
}
