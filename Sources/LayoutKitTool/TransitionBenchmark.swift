import Foundation
import LayoutKitCore
import LayoutKitHost
import LayoutKitLayouts

/// The `transition` scene of Docs/Benchmarks.md: N items going from the springy flow scene to a two-column grid of
/// 150 x 150 pt items in a 320 x 568 viewport.
///
/// - `query`: producing the attributes of the visible rect at progress 0.5, median over 300
///   queries, the two ends' viewports known (as in the host), the elements near them gathered;
/// - `gather`: the first query after a preparation, which gathers them, median over 30;
/// - `frame-median` (from 100 000 items): the wall time of each frame of a whole 0.35 s animated
///   change played in a ``CollectionViewHost`` (``CollectionViewHost/setLayout(_:itemCounts:anchor:animation:path:)``),
///   median over its frames.
enum TransitionBenchmark: BenchmarkScene {
    static let name = "transition"
    static let defaultSizes = [10_000, 1_000_000]

    static func run(size: Int, report: (BenchmarkLine) -> Void) {
        do {
            let transition = TransitionLayout(
                from: FlowLayout(configuration: .compactGrid()), to: FlowLayout(configuration: TransitionScenes.grid))
            let context = FlowBenchmark.context(size, sized: false)
            try transition.prepare(context)
            try transition.updateInteractiveTransition(0.5)
            let rect = context.visibleRect
            let gathers = (0..<30).map { _ in
                Stopwatch.nanoseconds {
                    transition.setViewports(from: rect, to: rect)
                    precondition(!transition.attributes(in: rect).isEmpty, "nothing visible")
                }
            }
            let queries = (0..<300).map { _ in
                Stopwatch.nanoseconds { precondition(!transition.attributes(in: rect).isEmpty, "nothing visible") }
            }
            report(BenchmarkLine(scene: name, metric: "query", count: size, value: queries.median / 1000, unit: "us"))
            report(BenchmarkLine(scene: name, metric: "gather", count: size, value: gathers.median / 1000, unit: "us"))
            if size >= 100_000 {
                report(
                    BenchmarkLine(
                        scene: name, metric: "frame-median", count: size, value: try frameTimes(size: size).median / 1e6,
                        unit: "ms"))
            }
        } catch {
            print("\(name) failed at \(size): \(error)")
        }
    }

    /// The wall time of each frame of an animated change from the flow to the grid in a host
    /// scrolled half way down, the item at the middle of the screen kept in place, in nanoseconds.
    private static func frameTimes(size: Int) throws -> [Double] {
        let host = try CollectionViewHost(
            layout: FlowLayout(configuration: .compactGrid()), frameSize: CGSize(width: 320, height: 568), itemCounts: [size])
        try host.layoutIfNeeded()
        try host.setContentOffset(CGPoint(x: 0, y: host.layout.contentSize.height / 2))
        let shown = host.visibleElements
        precondition(!shown.isEmpty, "nothing visible")
        let middle = shown[shown.count / 2].key
        try host.setLayout(FlowLayout(configuration: TransitionScenes.grid), anchor: .element(middle), animation: .navigation)
        var times: [Double] = []
        while host.isChangingLayout {
            times.append(try Stopwatch.nanoseconds { try host.advanceFrame() })
        }
        return times
    }
}
