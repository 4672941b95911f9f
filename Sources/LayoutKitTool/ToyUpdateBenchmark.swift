import Foundation
import LayoutKitCore
import LayoutKitHost
import LayoutKitLayouts

/// The `toy-update` scene: what one batch update costs a physics toy of N items (1 000) on the
/// `toy-1000` canvas. The N items arrive as in `toy-1000` (20 every 6th frame) and settle until
/// frame 600; then 60 times, an item is inserted at the end (timed: the batch update alone) and
/// 5 frames pass; then 60 times, the item in the middle of the data is deleted (timed) and 5
/// frames pass. Measured: the median and worst insert and delete, in microseconds, and how many
/// times the animator rebuilt its world in those 120 updates and the frames between them.
enum ToyUpdateBenchmark: BenchmarkScene {
    static let name = "toy-update"
    static let defaultSizes = [1_000]
    static let rounds = 60

    static func run(size: Int, report: (BenchmarkLine) -> Void) {
        do {
            let (inserts, deletes, rebuilds) = try play(items: size)
            for (metric, times) in [("insert", inserts), ("delete", deletes)] {
                report(BenchmarkLine(scene: name, metric: "\(metric)-median", count: size, value: times.median / 1e3, unit: "us"))
                report(BenchmarkLine(scene: name, metric: "\(metric)-worst", count: size, value: times.worst / 1e3, unit: "us"))
            }
            report(BenchmarkLine(scene: name, metric: "rebuilds", count: size, value: Double(rebuilds), unit: "rebuilds"))
        } catch {
            print("\(name) failed at \(size): \(error)")
        }
    }

    /// The nanoseconds of each single insert and each single delete, and the rebuilds of the
    /// animator's world from the first insert timed on.
    static func play(items: Int) throws -> (inserts: [Double], deletes: [Double], rebuilds: Int) {
        let plan = Toy1000Benchmark.plan
        let toy = PhysicsToyLayout(configuration: PhysicsToyConfiguration(itemSize: plan.itemSize))
        let host = try CollectionViewHost(layout: toy, frameSize: plan.screen.size, itemCounts: [0])
        var count = 0
        for frame in 0..<plan.firstDeletion {
            let arriving = min(plan.batch, items - count)
            if frame % 6 == 0, arriving > 0 {
                try update(host, inserting: count..<count + arriving, countAfter: count + arriving)
                count += arriving
            }
            try host.advanceFrame()
        }
        let rebuildsBefore = toy.animator.profile.rebuilds
        var inserts: [Double] = []
        for _ in 0..<rounds {
            inserts.append(try Stopwatch.nanoseconds { try update(host, inserting: count..<count + 1, countAfter: count + 1) })
            count += 1
            try host.advance(frames: 5)
        }
        var deletes: [Double] = []
        for _ in 0..<rounds {
            var delete = BatchUpdate()
            delete.deleteItems([IndexPath(item: count / 2, section: 0)])
            deletes.append(try Stopwatch.nanoseconds { try host.performBatchUpdates(delete, countsAfter: [count - 1]) })
            count -= 1
            try host.advance(frames: 5)
        }
        return (inserts, deletes, toy.animator.profile.rebuilds - rebuildsBefore)
    }

    /// Inserts the items `range` into the one section, which then holds `countAfter`.
    private static func update(_ host: CollectionViewHost, inserting range: Range<Int>, countAfter: Int) throws {
        var insert = BatchUpdate()
        insert.insertItems(range.map { IndexPath(item: $0, section: 0) })
        try host.performBatchUpdates(insert, countsAfter: [countAfter])
    }
}
