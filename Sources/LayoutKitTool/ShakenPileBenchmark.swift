import LayoutKitCore
import LayoutKitHost

/// The `pile` scene with every box moved up to 1 pt sideways and turned up to 0.05 rad (seeded):
/// the exact grid can land in upright columns, this one topples and wedges, as real piles do.
/// Not a scene of Docs/Benchmarks.md; it shows how the solver fares off the ideal.
enum ShakenPileBenchmark: BenchmarkScene {
    static let name = "pile-shaken"
    static let defaultSizes = PileBenchmark.defaultSizes
    /// Frames stepped at most: twice the exact scene's, since a toppling pile takes longer to
    /// come to rest.
    static let frames = 2 * PileBenchmark.frames

    static func run(size: Int, report: (BenchmarkLine) -> Void) {
        PileBenchmark.measure(size: size, shake: SeededRandom(seed: 2_026), frames: frames, as: name, report: report)
    }
}
