import Foundation
import LayoutKitCore

/// The rows of a ``ListLayout`` that are swiped: how far each is moved (pt, positive when slid
/// toward the leading edge, showing its trailing actions), those closing on their own, the full
/// swipes whose action waits for the row to slide off, and the numbers of the rows' swipe regions.
///
/// A region's number stays with its row through batch updates and is given up when the row is
/// deleted or its full swipe handed over: what is still on its way to that number (the rest of a
/// fling) moves nothing else.
struct ListSwipes {
    /// The length of a row's closing, in seconds.
    static let closingDuration: TimeInterval = 0.25

    private(set) var offsets: [IndexPath: CGFloat] = [:]
    /// Rows closing on their own: the offset they close from and the seconds since.
    private(set) var closing: [IndexPath: (from: CGFloat, elapsed: TimeInterval)] = [:]
    /// Full swipes under way: the action to hand over once the row has slid off.
    var fullSwipes: [IndexPath: SwipeAction] = [:]
    /// The number of each row's swipe region, the row of each number, and the next one to give.
    private var numbers: [IndexPath: Int] = [:]
    private var rows: [Int: IndexPath] = [:]
    private var nextNumber = 0

    /// The number of `row`'s swipe region, given it now if it has none.
    mutating func number(of row: IndexPath) -> Int {
        if let known = numbers[row] { return known }
        defer { nextNumber += 1 }
        (numbers[row], rows[nextNumber]) = (nextNumber, row)
        return nextNumber
    }

    /// The row whose swipe region is numbered `number`, if any.
    func row(numbered number: Int) -> IndexPath? { rows[number] }

    /// Gives up `row`'s number: what still moves that number moves nothing.
    mutating func retireNumber(of row: IndexPath) {
        if let number = numbers.removeValue(forKey: row) { rows[number] = nil }
    }

    /// How far `row` is moved, in points.
    func offset(of row: IndexPath) -> CGFloat { offsets[row] ?? 0 }

    /// True while a row closes on its own.
    var isClosing: Bool { !closing.isEmpty }

    /// Moves `row` to `offset` (pt), by a finger or a fling: it stops closing.
    mutating func move(_ row: IndexPath, to offset: CGFloat) {
        closing[row] = nil
        offsets[row] = abs(offset) < 0.001 ? nil : offset
    }

    /// Starts closing every row moved but `kept`; true when one started.
    @discardableResult
    mutating func close(allBut kept: IndexPath? = nil) -> Bool {
        var started = false
        for (row, offset) in offsets where row != kept && closing[row] == nil {
            closing[row] = (offset, 0)
            fullSwipes[row] = nil
            started = true
        }
        return started
    }

    /// Moves the closing rows on by `duration` seconds, easing out; rows that closed are at rest.
    mutating func advance(by duration: TimeInterval) {
        for (row, state) in closing {
            let elapsed = state.elapsed + duration
            guard elapsed < Self.closingDuration - 1e-9 else {
                (closing[row], offsets[row]) = (nil, nil)
                continue
            }
            let progress = elapsed / Self.closingDuration
            let eased = 1 - (1 - progress) * (1 - progress)
            closing[row] = (state.from, elapsed)
            offsets[row] = state.from * (1 - eased)
        }
    }

    /// Ends every swipe at once (new data), keeping the numbers given so far retired.
    mutating func endAll() {
        follow { _ in nil }
    }

    /// Carries the rows through `plan`: a deleted row's swipe ends, the others follow their rows.
    mutating func carry(through plan: UpdatePlan) {
        follow { plan.indexPathAfterUpdate(for: $0) }
    }

    /// Forgets the swipes of rows that `counts` no longer has.
    mutating func keepRows(of counts: [Int]) {
        follow { row in counts.indices.contains(row.section) && row.item < counts[row.section] ? row : nil }
    }

    /// Moves every row's state to the row `place` says, or drops it where it says `nil`.
    private mutating func follow(_ place: (IndexPath) -> IndexPath?) {
        func moved<Value>(_ values: [IndexPath: Value]) -> [IndexPath: Value] {
            Dictionary(
                values.compactMap { row, value in place(row).map { ($0, value) } }, uniquingKeysWith: { first, _ in first })
        }
        (offsets, closing, fullSwipes, numbers) = (moved(offsets), moved(closing), moved(fullSwipes), moved(numbers))
        rows = Dictionary(uniqueKeysWithValues: numbers.map { ($0.value, $0.key) })
    }
}
