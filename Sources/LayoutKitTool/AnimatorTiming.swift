import LayoutKitBehaviors

/// Times an animator through a benchmark's frames of 1/60 s.
enum AnimatorTiming {
    /// The wall time of `frames` frames, in nanoseconds, and the frames really simulated: a scene
    /// that came to rest early does not count the frames it skipped.
    static func run(_ animator: DynamicAnimator, frames: Int) throws -> (nanoseconds: Double, stepped: Double) {
        var failure: Error?
        let nanoseconds = Stopwatch.bestNanoseconds(repeats: 1) {
            do {
                for _ in 0..<frames { try animator.advance(by: 1.0 / 60) }
            } catch {
                failure = error
            }
        }
        if let failure { throw failure }
        return (nanoseconds, max(1, (animator.elapsedTime * 60).rounded()))
    }
}
