import Foundation
import LayoutKitCore

/// The time of a query by rectangle, as the flow and grids scenes measure it.
enum QueryTiming {
    /// The µs one `attributes(in: rect)` takes (best of 5 runs of 2 000 queries) and the number
    /// of elements it returns; stops the benchmark when it returns none.
    static func measure(_ layout: some CollectionLayout, in rect: CGRect) -> (microseconds: Double, found: Int) {
        var found = 0
        let queries = 2_000
        let time = Stopwatch.bestNanoseconds(repeats: 5) {
            for _ in 0..<queries { found = layout.attributes(in: rect).count }
        }
        precondition(found > 0, "the query of \(rect) found nothing")
        return (time / Double(queries) / 1000, found)
    }
}
