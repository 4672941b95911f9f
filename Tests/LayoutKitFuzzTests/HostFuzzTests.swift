import Foundation
import LayoutKit
import Testing

/// Seeded sequences of valid and invalid updates, rotations, drags, flings, pinches, moves and
/// animated and interactive layout changes over every layout, effect and composition, checked
/// after every step and at rest (see `FuzzRun`). `LAYOUTKIT_FUZZ_SEQUENCES` sets how many
/// sequences each subject plays (Docs/Reliability.md reports a long run).
struct HostFuzzTests {
    static let sequences = ProcessInfo.processInfo.environment["LAYOUTKIT_FUZZ_SEQUENCES"].flatMap(Int.init) ?? 16
    /// One sequence to replay, as "<subject index>:<seed>" (from a failure's message).
    static let replay = ProcessInfo.processInfo.environment["LAYOUTKIT_FUZZ_REPLAY"]

    @Test(arguments: FuzzSubject.all.indices)
    func randomSequencesHoldAndComeToRest(subject index: Int) throws {
        let subject = FuzzSubject.all[index]
        var seeds = (0..<UInt64(Self.sequences)).map { $0 &* 7919 &+ UInt64(index) }
        if let replay = Self.replay?.split(separator: ":").compactMap({ UInt64($0) }), replay.count == 2 {
            guard replay[0] == UInt64(index) else { return }
            seeds = [replay[1]]
        }
        var (operations, slowest) = (0, 0.0)
        var refusals: [HostOperation: Int] = [:]
        for seed in seeds {
            let run = try FuzzRun(subject, seed: seed)
            run.play(steps: 24)
            #expect(
                run.failures.isEmpty,
                "replay with LAYOUTKIT_FUZZ_REPLAY=\(index):\(seed)\n\(run.failures.joined(separator: "\n"))")
            if !run.failures.isEmpty { return }
            operations += run.operations
            refusals.merge(run.busyRefusals, uniquingKeysWith: +)
            slowest = max(slowest, run.secondsToIdle ?? 0)
        }
        // Refused only while a finger holds something (Docs/Reliability.md): never because an
        // animation, a fling or an animated layout change runs.
        let fingers: Set<HostOperation> = [.interactiveMove, .interactiveTransition, .drag, .pinch]
        #expect(Set(refusals.keys).isSubset(of: fingers), "refused while \(refusals)")
        // The figures Docs/Reliability.md reports for the long run.
        let byCause = refusals.sorted { $0.key.rawValue < $1.key.rawValue }.map { "\($0.value) while \($0.key)" }
        print(
            "FUZZ \(subject.name): \(seeds.count) sequences, \(operations) operations, refused as busy: "
                + "\(byCause.isEmpty ? "none" : byCause.joined(separator: ", ")); idle at most \(String(format: "%.2f", slowest)) s after the last one"
        )
    }

    /// Sequences the long runs found (Docs/Reliability.md). A list row flung open, then deleted
    /// or moved by a batch update, left its fling playing on for seconds with no row to move, so
    /// the host stayed busy with nothing moving. A Cover Flow fling aimed by paging at the first
    /// card kept the host decelerating for 18 s, crawling the last fraction of a point to an edge
    /// it overshot by rounding. Each comes to rest within a few seconds of its last operation.
    @Test(
        arguments: [
            ("list inset grouped, swipes", 720_649), ("list right to left, swipes", 17_461_416),
            ("cover flow", 14_570_982), ("cover flow", 13_082_210)
        ] as [(String, UInt64)])
    func sequencesTheLongRunFoundHoldAndComeToRest(subject name: String, seed: UInt64) throws {
        let subject = try #require(FuzzSubject.all.first { $0.name == name })
        let run = try FuzzRun(subject, seed: seed)
        run.play(steps: 24)
        #expect(run.failures.isEmpty, "\(run.failures.joined(separator: "\n"))")
        let idle = try #require(run.secondsToIdle)
        #expect(idle < 5, "busy for \(idle) s after the last operation")
    }
}
