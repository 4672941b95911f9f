/// The heaviest strictly increasing subsequence of a sequence of distinct numbers, each with a
/// weight: the elements that keep their relative order through a change, which need not move.
/// With every weight 1 it is the longest increasing subsequence; the diff weighs each stretch of
/// items that stayed together by its length, so a long unchanged stretch counts as one element.
@usableFromInline
enum IncreasingRun {
    /// The positions in `values` of one strictly increasing subsequence whose weights add up to
    /// the most, in order. `weights` are positive, one per value.
    ///
    /// - Complexity: O(n log n) time (a binary indexed tree of the best total ending below each
    ///   value's rank), O(n) memory.
    @usableFromInline
    static func heaviest(in values: [Int], weights: [Int]) -> [Int] {
        let count = values.count
        var rank = [Int](repeating: 0, count: count)
        for (place, position) in values.indices.sorted(by: { values[$0] < values[$1] }).enumerated() {
            rank[position] = place
        }
        // tree[i] (1-based, i covering ranks i - (i & -i) ..< i): the best total and the position
        // that ends it, among the positions seen so far.
        var tree = [(total: Int, position: Int)](repeating: (0, -1), count: count + 1)
        var previous = [Int](repeating: -1, count: count)
        var best = (total: 0, position: -1)
        for position in 0..<count {
            var below = (total: 0, position: -1)
            var index = rank[position]
            while index > 0 {
                if tree[index].total > below.total { below = tree[index] }
                index &= index - 1
            }
            previous[position] = below.position
            let ending = (total: below.total + weights[position], position: position)
            if ending.total > best.total { best = ending }
            index = rank[position] + 1
            while index <= count {
                if tree[index].total < ending.total { tree[index] = ending }
                index += index & -index
            }
        }
        var run: [Int] = []
        var position = best.position
        while position >= 0 {
            run.append(position)
            position = previous[position]
        }
        return run.reversed()
    }
}
