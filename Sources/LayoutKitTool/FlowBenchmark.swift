import Foundation
import LayoutKitCore
import LayoutKitHost
import LayoutKitLayouts

/// The flow scene of Docs/Benchmarks.md: N items of 44 x 44 pt, spacing 10, inset 10,
/// in a 320 pt wide vertical container.
enum FlowBenchmark: BenchmarkScene {
    static let name = "flow"
    static let defaultSizes = [10_000, 100_000, 1_000_000]

    static func run(size: Int, report: (BenchmarkLine) -> Void) {
        let fixed = context(size, sized: false)
        let sized = context(size, sized: true)
        let repeats = size >= 1_000_000 ? 5 : 20
        let fixedTime = Stopwatch.bestNanoseconds(repeats: repeats) { prepareFresh(fixed) }
        report(BenchmarkLine(scene: name, metric: "prepare-fixed", count: size, value: fixedTime / Double(size), unit: "ns/item"))
        let sizedTime = Stopwatch.bestNanoseconds(repeats: repeats) { prepareFresh(sized) }
        report(BenchmarkLine(scene: name, metric: "prepare-sized", count: size, value: sizedTime / Double(size), unit: "ns/item"))

        let layout = prepareFresh(fixed)
        let middle = CGRect(x: 0, y: layout.contentSize.height / 2 - 284, width: 320, height: 568)
        let query = QueryTiming.measure(layout, in: middle)
        report(BenchmarkLine(scene: name, metric: "query", count: size, value: query.microseconds, unit: "us"))
        let bytes = Double(layout.retainedByteCount)
        report(BenchmarkLine(scene: name, metric: "memory", count: size, value: bytes / Double(size), unit: "bytes/item"))
        report(BenchmarkLine(scene: name, metric: "scroll", count: size, value: scrollFrame(layout, fixed), unit: "us/frame"))
    }

    /// The time of one scrolling frame (bounds-change check and query of the new visible rect),
    /// over 300 frames of a 2 000 pt scroll; checks that the scroll recomputed nothing.
    private static func scrollFrame(_ layout: FlowLayout, _ base: LayoutContext) -> Double {
        var context = base
        let passes = layout.layoutPassCount
        let frames = 300
        let time = Stopwatch.bestNanoseconds(repeats: 3) {
            context.bounds.origin.y = 0
            for _ in 0..<frames {
                var next = context.bounds
                next.origin.y += 2_000 / Double(frames)
                if layout.shouldInvalidate(forBoundsChange: next, in: context) {
                    layout.invalidate(with: layout.invalidationContext(forBoundsChange: next, in: context))
                }
                context.bounds = next
                _ = layout.attributes(in: next)
            }
        }
        precondition(layout.layoutPassCount == passes, "a pure scroll recomputed the layout")
        return time / Double(frames) / 1000
    }

    static func context(_ size: Int, sized: Bool) -> LayoutContext {
        var context = LayoutContext(bounds: CGRect(x: 0, y: 0, width: 320, height: 568), itemCounts: [size])
        if sized {
            context.itemSizeProvider = { CGSize(width: 44, height: 20 + CGFloat(($0.item * 7919) % 60)) }
        }
        return context
    }

    @discardableResult
    private static func prepareFresh(_ context: LayoutContext) -> FlowLayout {
        let layout = FlowLayout(configuration: .compactGrid())
        do { try layout.prepare(context) } catch { fatalError("the bench scene is valid: \(error)") }
        return layout
    }
}
