import Foundation
import LayoutKitBehaviors
import LayoutKitCore
import LayoutKitHost

/// The `pile` scene of Docs/Benchmarks.md: N boxes of 20 x 20 pt (density 1,
/// elasticity 0.2, friction 0.5) in a grid of √N columns with 2 pt gaps, dropped under
/// 1 000 pt/s² into an open-topped container just wide enough, stepped 300 frames of 1/60 s.
enum PileBenchmark: BenchmarkScene {
    static let name = "pile"
    static let defaultSizes = [500, 2_000]
    /// Frames stepped, as the reference engines do.
    static let frames = 300
    /// Timed runs; the fastest counts.
    static let runs = 3

    /// The scene of `size` boxes: the animator, the item behaviour (to read velocities), the
    /// boxes and the container's size. With `shake`, each box is moved up to 1 pt sideways and
    /// turned up to 0.05 rad, so that the columns do not land exactly upright.
    /// The open-topped container of the scene of `size` boxes, in points.
    static func containerSize(for size: Int) -> CGSize {
        let columns = max(1, Int(Double(size).squareRoot()))
        return CGSize(width: CGFloat(columns) * 22 + 40, height: CGFloat(size / columns + 2) * 22 + 40)
    }

    static func makeScene(
        size: Int, shake: SeededRandom?
    ) throws -> (DynamicAnimator, DynamicItemBehavior, [LayoutAttributes], CGSize) {
        var shake = shake
        let columns = max(1, Int(Double(size).squareRoot()))
        let container = containerSize(for: size)
        let boxes = (0..<size).map { index in
            var box = LayoutAttributes(forCellAt: IndexPath(item: index, section: 0))
            box.size = CGSize(width: 20, height: 20)
            let (row, column) = index.quotientAndRemainder(dividingBy: columns)
            box.center = CGPoint(
                x: 20 + CGFloat(column) * 22 + 11, y: container.height - 20 - CGFloat(row) * 22 - 11 - 200)
            if var random = shake {
                box.center.x += CGFloat.random(in: -1...1, using: &random)
                box.transform3D = Transform3D(rotationAngle: CGFloat.random(in: -0.05...0.05, using: &random))
                shake = random
            }
            return box
        }
        let collision = CollisionBehavior(items: boxes)
        let corners = [
            CGPoint(x: 0, y: 0), CGPoint(x: 0, y: container.height),
            CGPoint(x: container.width, y: container.height), CGPoint(x: container.width, y: 0)
        ]
        try collision.addBoundary(withIdentifier: "container", for: BoundaryPath(points: corners, closed: false))
        let properties = DynamicItemBehavior(items: boxes)
        properties.elasticity = 0.2
        properties.friction = 0.5
        let animator = DynamicAnimator(referenceBounds: CGRect(origin: .zero, size: container))
        for behavior in [GravityBehavior(items: boxes), collision, properties] { try animator.addBehavior(behavior) }
        try animator.advance(by: 0)
        return (animator, properties, boxes, container)
    }

    static func run(size: Int, report: (BenchmarkLine) -> Void) {
        measure(size: size, shake: nil, frames: frames, as: name, report: report)
    }

    /// Runs the scene for at most `frames` frames, shaken with `shake` if given, and reports its
    /// figures under `scene`.
    static func measure(size: Int, shake: SeededRandom?, frames: Int, as scene: String, report: (BenchmarkLine) -> Void) {
        do {
            // The best of three runs of a fresh scene: the runs are identical, the machine is not.
            var built = try makeScene(size: size, shake: shake)
            var (nanoseconds, stepped) = try AnimatorTiming.run(built.0, frames: frames)
            for _ in 1..<runs {
                built = try makeScene(size: size, shake: shake)
                nanoseconds = min(nanoseconds, try AnimatorTiming.run(built.0, frames: frames).nanoseconds)
            }
            let (animator, properties, boxes, container) = built
            func line(_ metric: String, _ value: Double, _ unit: String) {
                report(BenchmarkLine(scene: scene, metric: metric, count: size, value: value, unit: unit))
            }
            line("step", nanoseconds / stepped / Double(size), "ns/body-step")
            line("overlap", Double(animator.deepestOverlap), "pt")
            let inside = CGRect(origin: .zero, size: container)
            let escaped = boxes.filter { !inside.contains(animator.attributes(for: $0.key)!.center) }.count
            line("escaped", Double(escaped), "boxes")
            line("kinetic", try kineticEnergy(of: boxes, in: properties) / Double(size), "pt2/s2")
            line("frames", stepped, "frames")
            // Where the last run's steps went (its animator's profile).
            let profile = animator.profile
            let perBodyStep = 1e9 / stepped / Double(size)
            line("step-finding", profile.findingTime * perBodyStep, "ns/body-step")
            line("step-solving", profile.solvingTime * perBodyStep, "ns/body-step")
            line("step-relaxing", profile.relaxingTime * perBodyStep, "ns/body-step")
            line("step-other", profile.otherTime * perBodyStep, "ns/body-step")
            line("contacts-solved", Double(profile.activeContactSteps) / Double(max(profile.contactSteps, 1)), "share")
            let asleep = try frameWithThePileAsleep(animator, beside: container)
            line("asleep-step", asleep / Double(size + 1), "ns/body-step")
            line("asleep-kinetic", try kineticEnergy(of: boxes, in: properties) / Double(size), "pt2/s2")
        } catch {
            print("\(scene) failed at \(size): \(error)")
        }
    }

    /// The kinetic energy of `boxes` (pt²/s² per unit mass, summed).
    private static func kineticEnergy(of boxes: [LayoutAttributes], in properties: DynamicItemBehavior) throws -> Double {
        try boxes.reduce(0) { sum, box in
            let velocity = try properties.linearVelocity(for: box)
            return sum + Double(velocity.x * velocity.x + velocity.y * velocity.y) / 2
        }
    }

    /// The time of one frame (ns) of `animator`, whose pile came to rest, while a pendulum
    /// swings beside the container and keeps the animator running: 120 frames, the pile asleep.
    private static func frameWithThePileAsleep(_ animator: DynamicAnimator, beside container: CGSize) throws -> Double {
        var bob = LayoutAttributes(forCellAt: IndexPath(item: 0, section: 1))
        bob.size = CGSize(width: 10, height: 10)
        bob.center = CGPoint(x: container.width + 200, y: 100)
        try animator.addBehavior(GravityBehavior(items: [bob]))
        try animator.addBehavior(AttachmentBehavior(item: bob, attachedToAnchor: CGPoint(x: container.width + 100, y: 0)))
        let frames = 120
        let start = animator.elapsedTime
        let nanoseconds = try Stopwatch.nanoseconds {
            for _ in 0..<frames { try animator.advance(by: 1.0 / 60) }
        }
        precondition(abs(animator.elapsedTime - start - Double(frames) / 60) < 1e-6, "the pendulum kept every frame running")
        return nanoseconds / Double(frames)
    }
}
