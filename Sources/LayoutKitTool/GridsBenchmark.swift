import Foundation
import LayoutKitCore
import LayoutKitLayouts

/// The `grids` scene of Docs/Benchmarks.md: N items in one section of a 390 x 844 viewport, laid
/// out by the waterfall (natural sizes 300 pt wide, 150 + (i × 7919) mod 300 pt tall, in columns
/// at least 160 pt wide, spacing and insets 8: two columns), by the waterfall without sizes
/// (estimated 200 pt), by the column grid (3 square columns, 2 apart; then self-sizing,
/// estimated 130 pt) and by the flow scene's flow layout (44 x 44 items, spacing and inset 10),
/// one after the other in the same run.
enum GridsBenchmark: BenchmarkScene {
    static let name = "grids"
    static let defaultSizes = [100_000, 1_000_000]

    static let waterfall = WaterfallConfiguration(
        columns: .minimumWidth(160), interItemSpacing: 8, columnSpacing: 8, sectionInsets: EdgeInsets(all: 8),
        estimatedItemHeight: 200)

    static func run(size: Int, report: (BenchmarkLine) -> Void) {
        let plain = LayoutContext(bounds: CGRect(x: 0, y: 0, width: 390, height: 844), itemCounts: [size])
        var sized = plain
        sized.itemSizeProvider = { CGSize(width: 300, height: 150 + CGFloat(($0.item * 7919) % 300)) }
        let layouts: [(metric: String, context: LayoutContext, make: () -> any CollectionLayout)] = [
            ("waterfall", sized, { WaterfallLayout(configuration: waterfall) }),
            ("waterfall-estimated", plain, { WaterfallLayout(configuration: waterfall) }),
            ("grid", plain, { ColumnGridLayout() }),
            ("grid-estimated", plain, { ColumnGridLayout(configuration: ColumnGridConfiguration(itemHeight: .estimated(130))) }),
            ("flow", plain, { FlowLayout(configuration: .compactGrid()) })
        ]
        let repeats = size >= 1_000_000 ? 5 : 20
        for (metric, context, make) in layouts {
            let time = Stopwatch.bestNanoseconds(repeats: repeats) { prepareFresh(make(), context) }
            report(
                BenchmarkLine(scene: name, metric: "prepare-\(metric)", count: size, value: time / Double(size), unit: "ns/item"))
        }
        for (metric, context, make) in layouts {
            let layout = prepareFresh(make(), context)
            let middle = CGRect(x: 0, y: layout.contentSize.height / 2 - 422, width: 390, height: 844)
            let query = QueryTiming.measure(layout, in: middle)
            report(BenchmarkLine(scene: name, metric: "query-\(metric)", count: size, value: query.microseconds, unit: "us"))
            report(BenchmarkLine(scene: name, metric: "found-\(metric)", count: size, value: Double(query.found), unit: "items"))
        }
        let memory = prepareFresh(WaterfallLayout(configuration: waterfall), sized)
        report(
            BenchmarkLine(
                scene: name, metric: "memory-waterfall", count: size, value: Double(memory.retainedByteCount) / Double(size),
                unit: "bytes/item"))
    }

    @discardableResult
    private static func prepareFresh<Layout: CollectionLayout>(_ layout: Layout, _ context: LayoutContext) -> Layout {
        do { try layout.prepare(context) } catch { fatalError("the bench scene is valid: \(error)") }
        return layout
    }
}
