/// A benchmark scene of Docs/Benchmarks.md, run by `layoutkit-tool bench <name>`.
protocol BenchmarkScene {
    /// The scene's name on the command line, such as `flow` or `springs`.
    static var name: String { get }
    /// The sizes run when the command line names none.
    static var defaultSizes: [Int] { get }
    /// Runs the scene at `size` items and prints each figure as soon as it is measured.
    static func run(size: Int, report: (BenchmarkLine) -> Void)
}
