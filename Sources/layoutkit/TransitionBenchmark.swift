import Foundation
import LayoutKitCore
import LayoutKitLayouts

/// The `transition` scene of Docs/Benchmarks.md: N items going from the flow scene to
/// a two-column grid of 150 x 150 pt items; the time to produce the attributes of the visible
/// rect at progress 0.5, median over 300 frames.
enum TransitionBenchmark: BenchmarkScene {
    static let name = "transition"
    static let defaultSizes = [10_000]

    static func run(size: Int, report: (BenchmarkLine) -> Void) {
        let grid = FlowLayout.Configuration(metrics: FlowSectionMetrics(
            itemSize: CGSize(width: 150, height: 150), minimumInteritemSpacing: 10, minimumLineSpacing: 10,
            sectionInset: EdgeInsets(all: 5)))
        let transition = TransitionLayout(from: FlowLayout(configuration: .springy()), to: FlowLayout(configuration: grid))
        let context = FlowBenchmark.context(size, sized: false)
        do {
            try transition.prepare(context)
            try transition.updateInteractiveTransition(0.5)
        } catch {
            fatalError("the bench scene is valid: \(error)")
        }
        var times: [Double] = []
        for _ in 0..<300 {
            times.append(Stopwatch.nanoseconds {
                precondition(!transition.attributes(in: context.visibleRect).isEmpty, "nothing visible")
            })
        }
        let median = times.sorted()[times.count / 2]
        report(BenchmarkLine(scene: name, metric: "query", count: size, value: median / 1000, unit: "us"))
    }
}
