import Foundation

/// The `diff-stdlib` scene: the `diff` scene's data diffed by LayoutKit and, in the same run, by
/// the standard library's `difference(from:).inferringMoves()` (once: it is quadratic-ish in the
/// changes), with the ratio of their times.
enum DiffStandardLibraryBenchmark: BenchmarkScene {
    static let name = "diff-stdlib"
    static let defaultSizes = [100_000, 1_000_000]

    static func run(size: Int, report: (BenchmarkLine) -> Void) {
        do {
            let ours = try DiffBenchmark.measure(size, scene: name, report: report)
            var difference: CollectionDifference<Int>?
            let standard = Stopwatch.nanoseconds { difference = ours.new.difference(from: ours.old).inferringMoves() }
            report(BenchmarkLine(scene: name, metric: "stdlib", count: size, value: standard / 1e6, unit: "ms"))
            report(
                BenchmarkLine(
                    scene: name, metric: "stdlib-changes", count: size, value: Double(difference?.count ?? 0), unit: "changes"))
            report(BenchmarkLine(scene: name, metric: "ratio", count: size, value: standard / ours.median, unit: "x"))
        } catch {
            print("\(name) failed at \(size): \(error)")
        }
    }
}
