/// The `scroll-frame` scene on its side: the springy wrapper over a horizontal flow in a 568 x 320
/// viewport, the pan along x with the finger at (300, 160).
enum HorizontalScrollFrameBenchmark: BenchmarkScene {
    static let name = "scroll-frame-horizontal"
    static let defaultSizes = [1_000_000]

    static func run(size: Int, report: (BenchmarkLine) -> Void) {
        ScrollFrameBenchmark.run(scene: name, direction: .horizontal, size: size, report: report)
    }
}
