/// The longest strictly increasing subsequence of a sequence of distinct numbers (patience
/// sorting): the elements that keep their relative order through a change, which need not move.
@usableFromInline
enum IncreasingRun {
    /// The positions in `values` of one longest strictly increasing subsequence, in order.
    ///
    /// - Complexity: O(n log n) time, O(n) for input that is already nearly in order; O(n) memory.
    @usableFromInline
    static func longest(in values: [Int]) -> [Int] {
        var tails: [Int] = []                        // positions: the smallest tail of each run length
        var previous = [Int](repeating: -1, count: values.count)
        for (position, value) in values.enumerated() {
            // Mostly increasing input (few changes) extends the longest run: no search then.
            if let last = tails.last, values[last] < value {
                previous[position] = last
                tails.append(position)
                continue
            }
            var (low, high) = (0, tails.count)
            while low < high {
                let middle = (low + high) / 2
                if values[tails[middle]] < value { low = middle + 1 } else { high = middle }
            }
            if low > 0 { previous[position] = tails[low - 1] }
            if low == tails.count { tails.append(position) } else { tails[low] = position }
        }
        var run: [Int] = []
        var position = tails.last ?? -1
        while position >= 0 {
            run.append(position)
            position = previous[position]
        }
        return run.reversed()
    }
}
