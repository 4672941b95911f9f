import Dispatch

/// Wall-clock timing for benchmarks, in nanoseconds.
enum Stopwatch {
    /// The nanoseconds `body` takes, best of `repeats` runs (the least disturbed by the machine).
    static func bestNanoseconds(repeats: Int, _ body: () -> Void) -> Double {
        var best = Double.infinity
        for _ in 0..<max(1, repeats) {
            let start = DispatchTime.now().uptimeNanoseconds
            body()
            best = min(best, Double(DispatchTime.now().uptimeNanoseconds - start))
        }
        return best
    }
}
