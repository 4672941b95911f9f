import Foundation
import LayoutKitBehaviors
import LayoutKitCore
import LayoutKitHost
import LayoutKitLayouts

/// The `rebuild` scene: what one rebuild of the animator's world costs. The physics toy on the
/// headless host (320 x 568) takes N items of 44 x 44 pt, one every 6th frame, and settles for 300
/// frames more; then an empty gravity behaviour is added and removed 1 000 times, each change
/// followed by a query: the addition rebuilds the world (N hanging items, each in three shared
/// behaviours and an attachment, with their contacts carried over), the removal of a behaviour
/// with no items needs no rebuild. The time of the rounds is shared among the rebuilds counted.
enum RebuildBenchmark: BenchmarkScene {
    static let name = "rebuild"
    static let defaultSizes = [60]
    static let rounds = 1_000

    static func run(size: Int, report: (BenchmarkLine) -> Void) {
        do {
            let toy = PhysicsToyLayout()
            let host = try CollectionViewHost(layout: toy, frameSize: CGSize(width: 320, height: 568), itemCounts: [0])
            for item in 0..<size {
                var update = BatchUpdate()
                update.insertItems([IndexPath(item: item, section: 0)])
                try host.performBatchUpdates(update, countsAfter: [item + 1])
                try host.advance(frames: 6)
            }
            try host.advance(frames: 300)
            let change = GravityBehavior()
            let nowhere = CGRect(x: 0, y: 0, width: 1, height: 1)
            let rebuildsBefore = toy.animator.profile.rebuilds
            let total = try Stopwatch.nanoseconds {
                for _ in 0..<rounds {
                    try toy.animator.addBehavior(change)
                    _ = toy.animator.items(in: nowhere)
                    toy.animator.removeBehavior(change)
                    _ = toy.animator.items(in: nowhere)
                }
            }
            let rebuilds = max(toy.animator.profile.rebuilds - rebuildsBefore, 1)
            report(BenchmarkLine(scene: name, metric: "time", count: size, value: total / Double(rebuilds) / 1e6, unit: "ms"))
        } catch {
            print("\(name) failed at \(size): \(error)")
        }
    }
}
