import Dispatch

/// Wall-clock timing for benchmarks, in nanoseconds.
enum Stopwatch {
    /// The nanoseconds `body` takes once.
    static func nanoseconds(_ body: () throws -> Void) rethrows -> Double {
        let start = DispatchTime.now().uptimeNanoseconds
        try body()
        return Double(DispatchTime.now().uptimeNanoseconds - start)
    }

    /// The nanoseconds `body` takes, best of `repeats` runs (the least disturbed by the machine).
    static func bestNanoseconds(repeats: Int, _ body: () -> Void) -> Double {
        (0..<max(1, repeats)).map { _ in nanoseconds(body) }.min() ?? 0
    }
}
