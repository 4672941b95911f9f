import Foundation

/// The broadphase: a uniform grid hashed into a flat table, rebuilt at every detection from the
/// shapes' boxes, so finding the pairs that may touch costs O(shapes) instead of O(shapes²).
///
/// A shape is listed in every cell its box covers (usually one to four: the cell is as large as
/// the largest ordinary shape). A pair found in several cells (or in a bucket two cells share)
/// is reported once, in the cell of its overlap's lower corner. Shapes covering more than
/// ``maximumSpan`` cells a side (a fast or huge one) are kept aside and tested against all.
struct SpatialGrid {
    /// Cells a shape may cover per side before it is kept aside.
    static let maximumSpan = 8

    /// The side of a cell, in pt.
    private(set) var cellSize = 1.0
    private var inverseCell = 1.0
    private var tableMask = 0
    /// Per bucket, where its entries start in ``entries`` (one more entry than buckets).
    private var starts: [Int32] = []
    /// Where the next entry of each bucket goes while filling.
    private var cursors: [Int32] = []
    private var entries: [Int32] = []
    /// Shapes kept aside, in increasing order.
    private(set) var large: [Int32] = []
    /// Per shape, whether it is kept aside.
    private var isLarge: [Bool] = []

    /// Sets the cell side (pt) from the shapes' sizes; call when shapes change.
    mutating func configure(cellSize: Double) {
        self.cellSize = max(cellSize, 1e-3)
        inverseCell = 1 / self.cellSize
    }

    /// The cell coordinate of `value`, clamped so that far-away shapes cannot overflow.
    ///
    /// Rounds down by truncating and stepping back below zero, exact within the clamp (under
    /// 2⁵³), where `rounded(.down)` is a library call on a baseline x86-64 build.
    @inline(__always)
    func cell(_ value: Double) -> Int { Self.cell(value, inverseCell: inverseCell) }

    @inline(__always)
    private static func cell(_ value: Double, inverseCell: Double) -> Int {
        let scaled = min(max(value * inverseCell, -1e15), 1e15)
        let truncated = Int(scaled)
        return Double(truncated) > scaled ? truncated - 1 : truncated
    }

    @inline(__always)
    private func bucket(_ x: Int, _ y: Int) -> Int { Self.bucket(x, y, mask: tableMask) }

    @inline(__always)
    private static func bucket(_ x: Int, _ y: Int, mask: Int) -> Int {
        (x &* 73_856_093 ^ y &* 19_349_663) & mask
    }

    /// Lists the `count` shapes whose boxes are `lower[i]...upper[i]`.
    ///
    /// - Complexity: O(count + cells covered); allocates only when the scene grows.
    mutating func rebuild(lower: UnsafeBufferPointer<SIMD2<Double>>, upper: UnsafeBufferPointer<SIMD2<Double>>) {
        let count = lower.count
        large.removeAll(keepingCapacity: true)
        if isLarge.count != count { isLarge = Array(repeating: false, count: count) }
        var total = 0
        for index in 0..<count {
            let spanX = cell(upper[index].x) - cell(lower[index].x), spanY = cell(upper[index].y) - cell(lower[index].y)
            isLarge[index] = spanX >= Self.maximumSpan || spanY >= Self.maximumSpan
            if isLarge[index] { large.append(Int32(index)) } else { total += (spanX + 1) * (spanY + 1) }
        }
        var size = 16
        while size < 2 * total { size *= 2 }
        tableMask = size - 1
        if starts.count != size + 1 {
            starts = Array(repeating: 0, count: size + 1)
            cursors = starts
        } else {
            for index in starts.indices { starts[index] = 0 }
        }
        if entries.count < total { entries = Array(repeating: 0, count: total) }
        let (inverseCell, mask) = (inverseCell, tableMask)
        isLarge.withUnsafeBufferPointer { isLarge in
            starts.withUnsafeMutableBufferPointer { starts in
                cursors.withUnsafeMutableBufferPointer { cursors in
                    entries.withUnsafeMutableBufferPointer { entries in
                        Self.fill(
                            starts: starts, cursors: cursors, entries: entries, skipping: isLarge,
                            lower: lower, upper: upper, inverseCell: inverseCell, mask: mask)
                    }
                }
            }
        }
    }

    /// Counts the entries of each bucket into `starts` (zeroed, one more than the buckets
    /// `mask + 1`), sums them into where each bucket starts, then writes the number of each
    /// shape not `skipping` into the buckets of the cells it covers.
    private static func fill(
        starts: UnsafeMutableBufferPointer<Int32>, cursors: UnsafeMutableBufferPointer<Int32>,
        entries: UnsafeMutableBufferPointer<Int32>, skipping isLarge: UnsafeBufferPointer<Bool>,
        lower: UnsafeBufferPointer<SIMD2<Double>>, upper: UnsafeBufferPointer<SIMD2<Double>>, inverseCell: Double,
        mask: Int
    ) {
        @inline(__always) func cell(_ value: Double) -> Int { Self.cell(value, inverseCell: inverseCell) }
        @inline(__always) func bucket(_ x: Int, _ y: Int) -> Int { Self.bucket(x, y, mask: mask) }
        let size = mask + 1
        for index in 0..<lower.count where !isLarge[index] {
            for x in cell(lower[index].x)...cell(upper[index].x) {
                for y in cell(lower[index].y)...cell(upper[index].y) { starts[bucket(x, y) + 1] += 1 }
            }
        }
        for index in 0..<size { starts[index + 1] += starts[index] }
        for index in 0...size { cursors[index] = starts[index] }
        for index in 0..<lower.count where !isLarge[index] {
            for x in cell(lower[index].x)...cell(upper[index].x) {
                for y in cell(lower[index].y)...cell(upper[index].y) {
                    let slot = bucket(x, y)
                    entries[Int(cursors[slot])] = Int32(index)
                    cursors[slot] += 1
                }
            }
        }
    }

    /// Appends to `partners` every shape after `shape` whose box overlaps its box, each once, in
    /// increasing order.
    ///
    /// A pair is taken only in the cell holding the lower corner of the two boxes' overlap, which
    /// both boxes cover, so a pair sharing several cells is found once; a shape listed twice in
    /// one bucket (two of its cells hashed together) is listed in a row, and skipped the second
    /// time.
    ///
    /// - Complexity: O(shapes in the cells of `shape` + shapes kept aside).
    func partners(
        of shape: Int, lower: UnsafeBufferPointer<SIMD2<Double>>, upper: UnsafeBufferPointer<SIMD2<Double>>,
        into partners: inout [Int32]
    ) {
        partners.removeAll(keepingCapacity: true)
        let (low, high) = (lower[shape], upper[shape])
        func overlaps(_ other: Int) -> Bool {
            lower[other].x <= high.x && low.x <= upper[other].x && lower[other].y <= high.y && low.y <= upper[other].y
        }
        if isLarge[shape] {
            for other in (shape + 1)..<lower.count where overlaps(other) { partners.append(Int32(other)) }
            return
        }
        for other in large where Int(other) > shape && overlaps(Int(other)) { partners.append(other) }
        let (lowX, lowY) = (cell(low.x), cell(low.y))
        starts.withUnsafeBufferPointer { starts in
            entries.withUnsafeBufferPointer { entries in
                for x in lowX...cell(high.x) {
                    for y in lowY...cell(high.y) {
                        let slot = bucket(x, y)
                        var previous = -1
                        for entry in Int(starts[slot])..<Int(starts[slot + 1]) {
                            let other = Int(entries[entry])
                            guard other > shape, other != previous else { continue }
                            previous = other
                            guard overlaps(other), x == max(lowX, cell(lower[other].x)), y == max(lowY, cell(lower[other].y))
                            else { continue }
                            partners.append(Int32(other))
                        }
                    }
                }
            }
        }
        partners.withUnsafeMutableBufferPointer(Self.sortByInsertion)
    }

    /// Sorts a short list by insertion: a shape's partners, a handful at most.
    private static func sortByInsertion(_ list: inout UnsafeMutableBufferPointer<Int32>) {
        guard list.count > 1 else { return }
        for index in 1..<list.count {
            let value = list[index]
            var slot = index
            while slot > 0, list[slot - 1] > value {
                list[slot] = list[slot - 1]
                slot -= 1
            }
            list[slot] = value
        }
    }
}
