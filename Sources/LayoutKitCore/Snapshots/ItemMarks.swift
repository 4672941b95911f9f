/// A set of the items of a ``DataSnapshot``, one bit per item, all sections in one array: the old
/// items a diff met away from its cursor. Reading a mark costs a shift and a load; a million items
/// take 125 kB.
@usableFromInline
struct ItemMarks {
    /// The marks, 64 to a word.
    @usableFromInline var words: [UInt64]
    /// The number of the first bit of each section.
    @usableFromInline let first: [Int]

    /// No item marked, in sections of `counts` items.
    @inlinable
    init(counts: [Int]) {
        var first: [Int] = []
        first.reserveCapacity(counts.count)
        var total = 0
        for count in counts {
            first.append(total)
            total += count
        }
        self.first = first
        words = [UInt64](repeating: 0, count: (total + 63) / 64)
    }

    /// Whether item `item` of section `section` is marked.
    @inlinable
    func contains(section: Int, item: Int) -> Bool {
        let bit = first[section] + item
        return words[bit >> 6] & (1 << UInt64(bit & 63)) != 0
    }

    /// Marks the item at `location`.
    @inlinable
    mutating func insert(_ location: ItemLocation) {
        let bit = first[location.section] + location.item
        words[bit >> 6] |= 1 << UInt64(bit & 63)
    }
}
