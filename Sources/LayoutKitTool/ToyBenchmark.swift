import Foundation
import LayoutKitBehaviors
import LayoutKitCore
import LayoutKitHost
import LayoutKitLayouts

/// How a toy scene feeds the toy: its screen and items, and when items arrive and leave.
struct ToyPlan {
    var screen: CGRect
    var itemSize: CGSize
    /// Items inserted together every 6th frame, and deleted together 3 frames after.
    var batch: Int
    /// The first frame with deletes, and the frame count.
    var firstDeletion: Int
    var frames: Int
}

/// The `toy` scene: the physics toy in a 320 x 568 viewport on the headless host; 100 items of
/// 44 x 44 pt inserted one every 0.1 s (every 6th frame); from frame 300 on, 3 frames after each
/// insert, the oldest item of even number still in the data is deleted (it falls out as a
/// departing element and leaves the data with the update) while the rest still arrive; 600
/// frames. Each frame's wall time covers its updates and the host's frame.
enum ToyBenchmark: BenchmarkScene {
    static let name = "toy"
    static let defaultSizes = [100]
    static let plan = ToyPlan(
        screen: CGRect(x: 0, y: 0, width: 320, height: 568), itemSize: CGSize(width: 44, height: 44), batch: 1,
        firstDeletion: 300, frames: 600)

    static func run(size: Int, report: (BenchmarkLine) -> Void) {
        measure(name, size: size, plan: plan, report: report) { run in
            [
                ("frame-median", run.times.median / 1e6, "ms"), ("frame-worst", run.times.worst / 1e6, "ms"),
                ("escaped", Double(run.escaped), "items"), ("leftover", Double(run.leftover), "items"),
                ("departing", Double(run.departing), "items")
            ]
        }
    }

    /// Plays the scene `scene` of `size` items as `plan` says and reports the `figures` of the
    /// run (metric, value, unit).
    static func measure(
        _ scene: String, size: Int, plan: ToyPlan, report: (BenchmarkLine) -> Void,
        figures: (Run) -> [(String, Double, String)]
    ) {
        do {
            for (metric, value, unit) in figures(try play(items: size, plan: plan)) {
                report(BenchmarkLine(scene: scene, metric: metric, count: size, value: value, unit: unit))
            }
        } catch {
            print("\(scene) failed at \(size): \(error)")
        }
    }

    /// What a run of a toy scene measured: the frame times (ns); the items in the data that
    /// left the screen (wholly below it, above it or left of it: not to the right, where items
    /// arrive); the deleted items still in the data or still held by the toy though wholly below
    /// the screen; the deleted items still falling at the end; and, the frame before the first
    /// delete, whether the animator was paused at rest, the items not wholly on screen, and the
    /// deepest overlap between two items or an item and an edge (pt); and the animator's profile
    /// over the run.
    struct Run {
        var times: [Double] = []
        var escaped = 0
        var leftover = 0
        var departing = 0
        var profile = DynamicsProfile()
        var restedBeforeDeletes = false
        var offScreenBeforeDeletes = 0
        var overlapBeforeDeletes = 0.0
    }

    /// Plays `items` items in the toy as `plan` says.
    static func play(items: Int, plan: ToyPlan) throws -> Run {
        let screen = plan.screen
        let toy = PhysicsToyLayout(configuration: PhysicsToyConfiguration(itemSize: plan.itemSize))
        let host = try CollectionViewHost(layout: toy, frameSize: screen.size, itemCounts: [0])
        var live: [Int] = []  // the number of each item in the data, in data order
        var inserted = 0
        var nextDeletion = 0
        var run = Run()
        run.times.reserveCapacity(plan.frames)
        func outside(_ frame: CGRect?) -> Bool {
            guard let frame else { return true }
            return frame.minY >= screen.maxY || frame.maxY <= screen.minY || frame.maxX <= screen.minX
        }
        for frame in 0..<plan.frames {
            if frame == plan.firstDeletion {
                run.restedBeforeDeletes = !toy.animator.isRunning
                run.overlapBeforeDeletes = Double(toy.animator.deepestOverlap)
                run.offScreenBeforeDeletes =
                    live.indices.filter { index in
                        guard let frame = toy.attributes(at: IndexPath(item: index, section: 0))?.frame else { return true }
                        return !screen.insetBy(dx: -0.5, dy: -0.5).contains(frame)
                    }.count
            }
            run.times.append(
                try Stopwatch.nanoseconds {
                    let arriving = min(plan.batch, items - inserted)
                    if frame % 6 == 0, arriving > 0 {
                        var update = BatchUpdate()
                        update.insertItems((live.count..<live.count + arriving).map { IndexPath(item: $0, section: 0) })
                        try host.performBatchUpdates(update, countsAfter: [live.count + arriving])
                        live += inserted..<inserted + arriving
                        inserted += arriving
                    }
                    if frame >= plan.firstDeletion, frame % 6 == 3 {
                        var doomed: [Int] = []
                        while doomed.count < plan.batch, let index = live.firstIndex(of: nextDeletion) {
                            doomed.append(index)
                            nextDeletion += 2
                        }
                        if !doomed.isEmpty {
                            var update = BatchUpdate()
                            update.deleteItems(doomed.map { IndexPath(item: $0, section: 0) })
                            try host.performBatchUpdates(update, countsAfter: [live.count - doomed.count])
                            for index in doomed.sorted(by: >) { live.remove(at: index) }
                        }
                    }
                    try host.advanceFrame()
                })
        }
        run.escaped = live.indices.filter { outside(toy.attributes(at: IndexPath(item: $0, section: 0))?.frame) }.count
        let below = CGRect(x: -1e6, y: screen.maxY, width: 2e6, height: 1e7)
        let lingering = toy.departingElements(in: below).filter { $0.frame.minY >= screen.maxY }.count
        run.leftover = host.itemCounts[0] - (inserted - nextDeletion / 2) + lingering
        run.departing = toy.departingCount
        run.profile = toy.animator.profile
        return run
    }
}

/// The `toy-1000` scene: the toy scaled to an iPad-sized canvas of 1 024 x 1 366 pt and items
/// of 20 x 20 pt; N items (1 000) inserted 20 at a time every 6th frame (all in by frame 300),
/// left to settle until frame 600, then the oldest even-numbered items deleted 20 at a time
/// 3 frames after every 6th frame until frame 900. Measured: the median and worst frame, and
/// at frame 600, before the deletes, whether the toy was at rest, the items not wholly on
/// screen and the deepest overlap.
enum Toy1000Benchmark: BenchmarkScene {
    static let name = "toy-1000"
    static let defaultSizes = [1_000]
    static let plan = ToyPlan(
        screen: CGRect(x: 0, y: 0, width: 1_024, height: 1_366), itemSize: CGSize(width: 20, height: 20), batch: 20,
        firstDeletion: 600, frames: 900)

    static func run(size: Int, report: (BenchmarkLine) -> Void) {
        ToyBenchmark.measure(name, size: size, plan: plan, report: report) { run in
            [
                ("frame-median", run.times.median / 1e6, "ms"), ("frame-worst", run.times.worst / 1e6, "ms"),
                ("at-rest-before-deletes", run.restedBeforeDeletes ? 1 : 0, "bool"),
                ("off-screen-before-deletes", Double(run.offScreenBeforeDeletes), "items"),
                ("overlap-before-deletes", run.overlapBeforeDeletes, "pt"),
                ("escaped", Double(run.escaped), "items"), ("leftover", Double(run.leftover), "items"),
                ("finding-mean", run.profile.findingTime / Double(plan.frames) * 1e3, "ms"),
                ("solving-mean", run.profile.solvingTime / Double(plan.frames) * 1e3, "ms"),
                ("relaxing-mean", run.profile.relaxingTime / Double(plan.frames) * 1e3, "ms"),
                ("steps-other-mean", run.profile.otherTime / Double(plan.frames) * 1e3, "ms"),
                ("frame-mean", run.times.reduce(0, +) / Double(plan.frames) / 1e6, "ms")
            ]
        }
    }
}
