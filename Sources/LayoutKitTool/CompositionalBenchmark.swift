import Foundation
import LayoutKitCore
import LayoutKitHost
import LayoutKitLayouts

/// The `compositional` scene of Docs/Benchmarks.md: N items in N / 100 sections of 100 items in
/// a 390 x 844 viewport, the sections taking turns: a list of 44 pt rows under a pinned 30 pt
/// header, a grid of three columns of 120 pt rows, a row of cards (80 % wide, 180 pt) paging
/// sideways, and a waterfall of two columns whose natural sizes the host gives (100 pt wide,
/// 60 + (i × 7919) mod 120 pt tall). Measured: prepare, a query of the visible rectangle, the
/// frames of a scroll and of a sideways drag through the headless host, and memory; the flow
/// scene's flow layout prepares the same number of items in the same run.
enum CompositionalBenchmark: BenchmarkScene {
    static let name = "compositional"
    static let defaultSizes = [10_000, 100_000, 1_000_000]
    static let viewport = CGSize(width: 390, height: 844)

    static func run(size: Int, report: (BenchmarkLine) -> Void) {
        let counts = Array(repeating: 100, count: max(1, size / 100))
        let context = LayoutContext(
            bounds: CGRect(origin: .zero, size: viewport), itemCounts: counts,
            itemSizeProvider: photoSize)
        // Memory first, before anything else was allocated and freed (freed pages would hide it).
        let before = ResidentMemory.bytes()
        let layout = prepared(context)
        if let before, let after = ResidentMemory.bytes() {
            report(
                BenchmarkLine(
                    scene: name, metric: "memory", count: size, value: Double(after - before) / Double(size),
                    unit: "bytes/item"))
        }
        let repeats = size >= 1_000_000 ? 5 : 20
        let prepare = Stopwatch.bestNanoseconds(repeats: repeats) { _ = prepared(context) }
        report(BenchmarkLine(scene: name, metric: "prepare", count: size, value: prepare / Double(size), unit: "ns/item"))
        let flowContext = LayoutContext(bounds: CGRect(origin: .zero, size: viewport), itemCounts: [size])
        let flow = Stopwatch.bestNanoseconds(repeats: repeats) {
            do { try FlowLayout(configuration: .compactGrid()).prepare(flowContext) } catch {
                fatalError("the flow scene is valid: \(error)")
            }
        }
        report(BenchmarkLine(scene: name, metric: "prepare-flow", count: size, value: flow / Double(size), unit: "ns/item"))

        let middle = CGRect(
            x: 0, y: layout.contentSize.height / 2 - viewport.height / 2, width: viewport.width, height: viewport.height)
        let query = QueryTiming.measure(layout, in: middle)
        report(BenchmarkLine(scene: name, metric: "query", count: size, value: query.microseconds, unit: "us"))
        report(BenchmarkLine(scene: name, metric: "found", count: size, value: Double(query.found), unit: "elements"))

        for (metric, times) in [
            ("scroll-frame", scrollFrames(counts, from: middle.minY)), ("orthogonal-frame", orthogonalFrames(counts))
        ] {
            report(BenchmarkLine(scene: name, metric: "\(metric)-median", count: size, value: times.median, unit: "us"))
            report(BenchmarkLine(scene: name, metric: "\(metric)-worst", count: size, value: times.worst, unit: "us"))
        }
    }

    /// The frames (µs each) of a drag of 600 pt up in 0.3 s mid-content and the fling after it.
    private static func scrollFrames(_ counts: [Int], from offset: CGFloat) -> [Double] {
        let host = makeHost(counts)
        run { try host.setContentOffset(CGPoint(x: 0, y: offset)) }
        run { try host.drag(.line(from: CGPoint(x: 200, y: 700), to: CGPoint(x: 200, y: 100), duration: 0.3)) }
        return timedFrames(host)
    }

    /// The frames (µs each) of a sideways drag of 250 pt in 0.2 s in a row of cards mid-content
    /// and the fling and paging after it; checks that the row, not the content, moved.
    private static func orthogonalFrames(_ counts: [Int]) -> [Double] {
        let host = makeHost(counts)
        guard let layout = host.layout as? CompositionalLayout else { fatalError("the host shows the compositional layout") }
        let cards = (counts.count / 2) / 4 * 4 + 2
        let top = layout.attributes(at: IndexPath(item: 0, section: cards))?.frame.minY ?? 0
        run { try host.setContentOffset(CGPoint(x: 0, y: top - 200)) }
        let offset = host.contentOffset
        run { try host.drag(.line(from: CGPoint(x: 330, y: 290), to: CGPoint(x: 80, y: 290), duration: 0.2)) }
        let times = timedFrames(host)
        precondition(
            host.contentOffset == offset && (layout.nestedScroller(withID: cards)?.offset ?? 0) > 0,
            "the sideways drag did not scroll the row of cards")
        return times
    }

    /// Advances `host` frame by frame until it rests, timing each frame in µs.
    private static func timedFrames(_ host: CollectionViewHost) -> [Double] {
        var times: [Double] = []
        while !host.isIdle, times.count < 600 {
            times.append(Stopwatch.nanoseconds { run { try host.advanceFrame() } } / 1000)
        }
        return times
    }

    private static func makeHost(_ counts: [Int]) -> CollectionViewHost {
        let layout = makeLayout()
        do {
            let host = try CollectionViewHost(
                layout: layout, frameSize: viewport, itemCounts: counts, itemSizeProvider: photoSize)
            try host.layoutIfNeeded()
            return host
        } catch {
            fatalError("the bench scene is valid: \(error)")
        }
    }

    private static func run(_ body: () throws -> Void) {
        do { try body() } catch { fatalError("the bench scene is valid: \(error)") }
    }

    @Sendable private static func photoSize(_ indexPath: IndexPath) -> CGSize {
        CGSize(width: 100, height: 60 + CGFloat((indexPath.item * 7919) % 120))
    }

    private static func prepared(_ context: LayoutContext) -> CompositionalLayout {
        let layout = makeLayout()
        do { try layout.prepare(context) } catch { fatalError("the bench scene is valid: \(error)") }
        return layout
    }

    /// The scene's layout: the four kinds of section in turn.
    static func makeLayout() -> CompositionalLayout {
        var waterfalls: [Int: WaterfallLayout] = [:]
        let waterfall = WaterfallConfiguration(
            columns: .fixed(2), interItemSpacing: 8, columnSpacing: 8,
            sectionInsets: EdgeInsets(all: 8), estimatedItemHeight: 120)
        let fill = LayoutItem(size: LayoutSize(width: .fractionalWidth(1), height: .fractionalHeight(1)))
        let header = BoundarySupplementaryItem(kind: "header", height: 30, alignment: .top, pinsToVisibleBounds: true)
        var gridRow = LayoutGroup.horizontal(
            size: LayoutSize(width: .fractionalWidth(1), height: .absolute(120)),
            repeating: .item(fill), count: 3)
        gridRow.interItemSpacing = .fixed(8)
        let listRow = LayoutGroup.horizontal(
            size: LayoutSize(width: .fractionalWidth(1), height: .absolute(44)), subitems: [.item(fill)])
        let card = LayoutGroup.horizontal(
            size: LayoutSize(width: .fractionalWidth(0.8), height: .absolute(180)), subitems: [.item(fill)])
        return CompositionalLayout(configuration: CompositionalConfiguration(interSectionSpacing: 16)) { section, _ in
            switch section % 4 {
            case 0: return CompositionalSection(group: listRow, boundaryItems: [header])
            case 1: return CompositionalSection(group: gridRow, interGroupSpacing: 8)
            case 2: return CompositionalSection(group: card, interGroupSpacing: 10, orthogonalScrolling: .groupPaging)
            default:
                let layout = waterfalls[section] ?? WaterfallLayout(configuration: waterfall)
                waterfalls[section] = layout
                return CompositionalSection(layout: layout)
            }
        }
    }
}
