import Foundation
import LayoutKitCore
import LayoutKitHost
import LayoutKitLayouts

/// The `springy-sticky` scene: the springy wrapper over a flow whose section headers pin to the
/// visible bounds, N items in sections of 100 (10 000 sections at 1 000 000), 44 x 44 pt items
/// and 30 pt headers in a 320 x 568 viewport, played in a ``CollectionViewHost``: a finger drags
/// 1 500 pt up in 1 s mid-content, lets go, and the fling and the springs run until the host is
/// idle (at most 600 frames). Every scroll frame invalidates the pinned headers. Measured: the
/// wall time of each frame, median and worst.
enum SpringyStickyBenchmark: BenchmarkScene {
    static let name = "springy-sticky"
    static let defaultSizes = [1_000_000]
    /// Items per section.
    static let sectionSize = 100

    static func run(size: Int, report: (BenchmarkLine) -> Void) {
        do {
            let times = try frameTimes(size: size)
            report(BenchmarkLine(scene: name, metric: "frame-median", count: size, value: times.median / 1e6, unit: "ms"))
            report(BenchmarkLine(scene: name, metric: "frame-worst", count: size, value: times.worst / 1e6, unit: "ms"))
            report(BenchmarkLine(scene: name, metric: "frames", count: size, value: Double(times.count), unit: "frames"))
        } catch {
            print("\(name) failed at \(size): \(error)")
        }
    }

    /// The wall time of each frame, in nanoseconds.
    private static func frameTimes(size: Int) throws -> [Double] {
        var configuration = FlowConfiguration.compactGrid()
        configuration.headerReferenceSize = CGSize(width: 0, height: 30)
        configuration.sectionHeadersPinToVisibleBounds = true
        let counts = Array(repeating: sectionSize, count: max(1, size / sectionSize))
        let host = try CollectionViewHost(
            layout: FlowLayout(configuration: configuration).springy(), frameSize: CGSize(width: 320, height: 568),
            itemCounts: counts)
        try host.setContentOffset(CGPoint(x: 0, y: (host.validContentOffsets.maxY / 2).rounded()))
        try host.drag(.line(from: CGPoint(x: 160, y: 540), to: CGPoint(x: 160, y: -960), duration: 1))
        var times: [Double] = []
        while times.count < 600, times.count < 60 || !host.isIdle {
            times.append(try Stopwatch.nanoseconds { try host.advanceFrame() })
        }
        return times
    }
}
