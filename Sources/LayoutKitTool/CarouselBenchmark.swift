import Foundation
import LayoutKitCore
import LayoutKitHost
import LayoutKitLayouts

/// The `carousel` scene: the spring carousel over N items of 100 x 100 pt in a 320 x 568
/// viewport on the headless host; a pan of 3 000 pt at 1 500 pt/s (the finger at mid-height),
/// then a fling; an item inserted right of the center item every 30 frames; 600 frames. Each
/// frame's wall time covers its insertion, if any, and the host's frame.
enum CarouselBenchmark: BenchmarkScene {
    static let name = "carousel"
    static let defaultSizes = [10_000, 1_000_000]
    static let frames = 600

    static func run(size: Int, report: (BenchmarkLine) -> Void) {
        do {
            let times = try frameTimes(size: size)
            report(BenchmarkLine(scene: name, metric: "frame-median", count: size, value: times.all.median / 1e6, unit: "ms"))
            report(BenchmarkLine(scene: name, metric: "frame-worst", count: size, value: times.all.worst / 1e6, unit: "ms"))
            report(
                BenchmarkLine(
                    scene: name, metric: "insert-frame-median", count: size, value: times.insertions.median / 1e6, unit: "ms"))
        } catch {
            print("\(name) failed at \(size): \(error)")
        }
    }

    /// The wall time of every frame and of the frames with an insertion, in nanoseconds.
    private static func frameTimes(size: Int) throws -> (all: [Double], insertions: [Double]) {
        let carousel = SpringCarouselLayout()
        let host = try CollectionViewHost(layout: carousel, frameSize: CGSize(width: 320, height: 568), itemCounts: [size])
        try host.advanceFrame()
        try host.drag(.line(from: CGPoint(x: 300, y: 284), to: CGPoint(x: -2_700, y: 284), duration: 2))
        var all: [Double] = []
        var insertions: [Double] = []
        all.reserveCapacity(frames)
        for frame in 0..<frames {
            let inserts = frame % 30 == 29
            let time = try Stopwatch.nanoseconds {
                if inserts {
                    var update = BatchUpdate()
                    update.insertItems([carousel.indexPathForInsertion()])
                    try host.performBatchUpdates(update, countsAfter: [host.itemCounts[0] + 1])
                }
                try host.advanceFrame()
            }
            all.append(time)
            if inserts { insertions.append(time) }
        }
        return (all, insertions)
    }
}
