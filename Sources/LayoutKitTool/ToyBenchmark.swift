import Foundation
import LayoutKitCore
import LayoutKitHost
import LayoutKitLayouts

/// The `toy` scene: the physics toy in a 320 x 568 viewport on the headless host; 100 items of
/// 44 x 44 pt inserted one every 0.1 s (every 6th frame); from frame 300 on, 3 frames after each
/// insert, the oldest item of even number still in the data is deleted (it falls out as a
/// departing element and leaves the data with the update) while the rest still arrive; 600
/// frames. Each frame's wall time covers its updates and the host's frame.
enum ToyBenchmark: BenchmarkScene {
    static let name = "toy"
    static let defaultSizes = [100]
    static let frames = 600

    static func run(size: Int, report: (BenchmarkLine) -> Void) {
        do {
            let run = try play(items: size)
            report(BenchmarkLine(scene: name, metric: "frame-median", count: size, value: run.times.median / 1e6, unit: "ms"))
            report(BenchmarkLine(scene: name, metric: "frame-worst", count: size, value: run.times.worst / 1e6, unit: "ms"))
            report(BenchmarkLine(scene: name, metric: "escaped", count: size, value: Double(run.escaped), unit: "items"))
            report(BenchmarkLine(scene: name, metric: "leftover", count: size, value: Double(run.leftover), unit: "items"))
            report(BenchmarkLine(scene: name, metric: "departing", count: size, value: Double(run.departing), unit: "items"))
        } catch {
            print("\(name) failed at \(size): \(error)")
        }
    }

    /// The frame times (ns); the items in the data that left the screen (wholly below it, above
    /// it or left of it: not to the right, where items arrive); the deleted items still in the
    /// data or still held by the toy though wholly below the screen; the deleted items still
    /// falling at the end.
    private static func play(items: Int) throws -> (times: [Double], escaped: Int, leftover: Int, departing: Int) {
        let screen = CGRect(x: 0, y: 0, width: 320, height: 568)
        let toy = PhysicsToyLayout()
        let host = try CollectionViewHost(layout: toy, frameSize: screen.size, itemCounts: [0])
        var live: [Int] = []  // the number of each item in the data, in data order
        var inserted = 0
        var nextDeletion = 0
        var times: [Double] = []
        times.reserveCapacity(frames)
        for frame in 0..<frames {
            times.append(
                try Stopwatch.nanoseconds {
                    if frame % 6 == 0, inserted < items {
                        var update = BatchUpdate()
                        update.insertItems([IndexPath(item: live.count, section: 0)])
                        try host.performBatchUpdates(update, countsAfter: [live.count + 1])
                        live.append(inserted)
                        inserted += 1
                    }
                    if frame >= 300, frame % 6 == 3, let index = live.firstIndex(of: nextDeletion) {
                        var update = BatchUpdate()
                        update.deleteItems([IndexPath(item: index, section: 0)])
                        try host.performBatchUpdates(update, countsAfter: [live.count - 1])
                        live.remove(at: index)
                        nextDeletion += 2
                    }
                    try host.advanceFrame()
                })
        }
        let escaped = live.indices.filter { index in
            guard let frame = toy.attributes(at: IndexPath(item: index, section: 0))?.frame else { return true }
            return frame.minY >= screen.maxY || frame.maxY <= screen.minY || frame.maxX <= screen.minX
        }.count
        let below = CGRect(x: -1e6, y: screen.maxY, width: 2e6, height: 1e7)
        let lingering = toy.departingElements(in: below).filter { $0.frame.minY >= screen.maxY }.count
        let leftover = host.itemCounts[0] - (inserted - nextDeletion / 2) + lingering
        return (times, escaped, leftover, toy.departingCount)
    }
}
