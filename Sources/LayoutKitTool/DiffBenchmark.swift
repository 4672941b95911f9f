import Foundation
import LayoutKitCore

/// The `diff` scene: two snapshots of one section of N items, the new one with changes spread at
/// random (seeded): at 100 000 items 10 000 deletes, 10 000 inserts and 1 000 moves; otherwise 1 %
/// of N of each kind less the moves, and N / 300 moves. Measured: the median time of
/// `batchUpdate(from:)` over 5 runs; the median time of building the new snapshot over 5 runs,
/// per item, beside a `[Int: Int]` of the same identifiers with reserved capacity built in the
/// same run (the peer), and their ratio; building the new snapshot and diffing it, as an app pays
/// for every change; the moves it makes beside the moves planted (the fewest possible is at most
/// that); and memory, as the growth of the process's resident set (Linux) while the two
/// snapshots are built, in bytes per item of each. The `diff-stdlib` scene adds the standard
/// library on the same data.
enum DiffBenchmark: BenchmarkScene {
    static let name = "diff"
    static let defaultSizes = [10_000, 100_000, 1_000_000]

    static func run(size: Int, report: (BenchmarkLine) -> Void) {
        do {
            _ = try measure(size, scene: name, report: report)
        } catch {
            print("\(name) failed at \(size): \(error)")
        }
    }

    /// Diffs the scene's data at `size` and reports it under `scene`.
    ///
    /// - Returns: the data and the median time of one diff, in ns.
    static func measure(_ size: Int, scene: String, report: (BenchmarkLine) -> Void) throws -> (
        old: [Int], new: [Int], median: Double
    ) {
        let (old, new, planted) = data(size)
        let resident = ResidentMemory.bytes()
        let before = try snapshot(old), after = try snapshot(new)
        let snapshots = ResidentMemory.bytes()
        var update = BatchUpdate()
        let times = (0..<5).map { _ in Stopwatch.nanoseconds { update = after.batchUpdate(from: before) } }
        _ = try update.validated(countsBefore: before.itemCounts, countsAfter: after.itemCounts)
        report(BenchmarkLine(scene: scene, metric: "diff", count: size, value: times.median / 1e6, unit: "ms"))
        var kept = 0  // what each build made is read, so that none is optimized away
        let build = try (0..<5).map { _ in try Stopwatch.nanoseconds { kept &+= try snapshot(new).itemCounts[0] } }.median
        let dictionary = (0..<5).map { _ in Stopwatch.nanoseconds { kept &+= reservedDictionary(new).count } }.median
        precondition(kept == 10 * new.count, "every build holds every identifier")
        report(BenchmarkLine(scene: scene, metric: "build", count: size, value: build / Double(size), unit: "ns/item"))
        report(
            BenchmarkLine(
                scene: scene, metric: "dictionary-build", count: size, value: dictionary / Double(size), unit: "ns/item"))
        report(BenchmarkLine(scene: scene, metric: "build-ratio", count: size, value: build / dictionary, unit: "x"))
        report(BenchmarkLine(scene: scene, metric: "build+diff", count: size, value: (build + times.median) / 1e6, unit: "ms"))
        let moves = update.items.filter { if case .moveItem = $0 { true } else { false } }.count
        report(BenchmarkLine(scene: scene, metric: "moves", count: size, value: Double(moves), unit: "moves"))
        report(BenchmarkLine(scene: scene, metric: "moves-planted", count: size, value: Double(planted), unit: "moves"))
        if let resident, let snapshots {
            let perItem = Double(snapshots - resident) / Double(2 * size)
            report(BenchmarkLine(scene: scene, metric: "memory-snapshot", count: size, value: perItem, unit: "bytes/item"))
        }
        return (old, new, times.median)
    }

    /// The old and new identifiers, and the number of moves planted.
    static func data(_ size: Int) -> (old: [Int], new: [Int], planted: Int) {
        let changes = size == 100_000 ? 10_000 : size / 100 / 3
        let moves = size == 100_000 ? 1_000 : size / 300
        var random = SeededRandom(seed: 5)
        let old = Array(0..<size)
        var new = old
        for _ in 0..<changes { new.remove(at: random.next(below: new.count)) }
        for index in 0..<changes { new.insert(size + index, at: random.next(below: new.count + 1)) }
        for _ in 0..<moves {
            let moved = new.remove(at: random.next(below: new.count))
            new.insert(moved, at: random.next(below: new.count + 1))
        }
        return (old, new, moves)
    }

    /// The peer of a snapshot's build: each identifier to its place, in a dictionary with room
    /// reserved for all of them.
    static func reservedDictionary(_ identifiers: [Int]) -> [Int: Int] {
        var places: [Int: Int] = [:]
        places.reserveCapacity(identifiers.count)
        for (place, identifier) in identifiers.enumerated() { places[identifier] = place }
        return places
    }

    static func snapshot(_ identifiers: [Int]) throws -> DataSnapshot<Int, Int> {
        var snapshot = DataSnapshot<Int, Int>()
        try snapshot.appendSections([0])
        try snapshot.appendItems(identifiers)
        return snapshot
    }
}
