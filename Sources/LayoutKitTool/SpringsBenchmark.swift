import Foundation
import LayoutKitBehaviors
import LayoutKitCore
import LayoutKitHost
import LayoutKitLayouts

/// The `springs` scene of Docs/Benchmarks.md: every item of the flow scene (laid out
/// by ``FlowLayout`` with the springy configuration) hangs on a
/// zero-length spring (1 Hz, damping ratio 0.8) at its flow position, starts displaced in y by
/// 40 × min(1, y / 1500) pt, and the animator steps 120 frames of 1/60 s.
enum SpringsBenchmark: BenchmarkScene {
    static let name = "springs"
    static let defaultSizes = [1_000, 10_000, 1_000_000]
    /// Frames stepped, as the reference engines do.
    static let frames = 120

    /// An animator holding the scene of `size` springs, built and ready to step.
    static func makeScene(size: Int) throws -> DynamicAnimator {
        let flow = FlowLayout(configuration: .compactGrid())
        try flow.prepare(FlowBenchmark.context(size, sized: false))
        let animator = DynamicAnimator(referenceBounds: CGRect(x: 0, y: 0, width: 320, height: 568))
        for index in 0..<size {
            guard var item = flow.attributes(at: IndexPath(item: index, section: 0)) else { continue }
            let home = item.center
            item.center = CGPoint(x: home.x, y: home.y + 40 * min(1, home.y / 1500))
            let spring = AttachmentBehavior(item: item, attachedToAnchor: home)
            spring.length = 0
            spring.damping = 0.8
            spring.frequency = 1
            try animator.addBehavior(spring)
        }
        try animator.advance(by: 0)
        return animator
    }

    static func run(size: Int, report: (BenchmarkLine) -> Void) {
        do {
            // Best of a few fresh scenes (one at a million, whose build takes seconds): the
            // least disturbed run on a shared machine.
            var best = Double.infinity
            for _ in 0..<(size > 100_000 ? 1 : 5) {
                best = min(best, try nanosecondsPerBodyStep(makeScene(size: size), size: size))
            }
            report(BenchmarkLine(scene: name, metric: "step", count: size, value: best, unit: "ns/body-step"))
        } catch {
            print("\(name) failed at \(size): \(error)")
        }
    }

    /// Steps `animator` through the scene's frames; the wall time per frame and body.
    private static func nanosecondsPerBodyStep(_ animator: DynamicAnimator, size: Int) throws -> Double {
        let (nanoseconds, stepped) = try AnimatorTiming.run(animator, frames: frames)
        return nanoseconds / stepped / Double(size)
    }
}
