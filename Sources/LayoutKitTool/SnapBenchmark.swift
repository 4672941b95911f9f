import Foundation
import LayoutKitCore
import LayoutKitLayouts

/// The `snap` scene: where a fling comes to rest in a paging flow. The sized flow scene (N items
/// 44 pt wide and 20 to 79 pt tall, spacing 10, inset 10, a 320 x 568 viewport) wrapped in
/// `paging(.leading)`; 500 flings from offsets spread over the content, each
/// proposing a rest up to 5 000 pt away at up to 3 000 pt/s (seeded). Measured: the median
/// time of one `targetContentOffset(forProposed:velocity:)`.
enum SnapBenchmark: BenchmarkScene {
    static let name = "snap"
    static let defaultSizes = [10_000, 1_000_000]
    static let flings = 500

    static func run(size: Int, report: (BenchmarkLine) -> Void) {
        do {
            let paging = FlowLayout(configuration: .compactGrid()).paging(.leading)
            var context = FlowBenchmark.context(size, sized: true)
            try paging.prepare(context)
            let length = paging.contentSize.height
            var random = SeededRandom(seed: 11)
            var times: [Double] = []
            for _ in 0..<flings {
                context.bounds.origin.y = CGFloat(random.unit()) * (length - 568)
                try paging.prepare(context)
                let proposed = CGPoint(x: 0, y: context.bounds.minY + CGFloat(random.unit() - 0.5) * 10_000)
                let velocity = CGPoint(x: 0, y: CGFloat(random.unit() - 0.5) * 6_000)
                times.append(Stopwatch.nanoseconds { _ = paging.targetContentOffset(forProposed: proposed, velocity: velocity) })
            }
            report(BenchmarkLine(scene: name, metric: "target", count: size, value: times.median / 1000, unit: "us"))
        } catch {
            print("\(name) failed at \(size): \(error)")
        }
    }
}
