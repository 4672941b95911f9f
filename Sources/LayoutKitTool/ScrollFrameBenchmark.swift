import Foundation
import LayoutKitCore
import LayoutKitHost
import LayoutKitLayouts

/// The `scroll-frame` scene of the benchmark list (Docs/Performance.md): the springy flow layout
/// over N items in a 320 x 568 viewport, springs tiled to the visible rect grown by 100 pt, a pan
/// that scrolls 2 000 pt at 1 500 pt/s with the finger at (160, 300) in the viewport, then lets
/// go. Each of 300 frames of 1/60 s is a bounds change, a physics step and the query of the
/// visible rect. Reported: the median and worst frame, and how many times the animator rebuilt
/// its world over the run (springs tiled in and out are taken in and out alone).
/// ``HorizontalScrollFrameBenchmark`` runs the same on its side.
enum ScrollFrameBenchmark: BenchmarkScene {
    static let name = "scroll-frame"
    static let defaultSizes = [1_000_000]
    static let frames = 300

    static func run(size: Int, report: (BenchmarkLine) -> Void) {
        run(scene: name, direction: .vertical, size: size, report: report)
    }

    /// Runs the scene along `direction` and reports its lines under the name `scene`.
    static func run(scene: String, direction: ScrollDirection, size: Int, report: (BenchmarkLine) -> Void) {
        do {
            let (times, rebuilds) = try frameTimes(size: size, direction: direction)
            report(BenchmarkLine(scene: scene, metric: "median", count: size, value: times.median / 1e6, unit: "ms/frame"))
            report(BenchmarkLine(scene: scene, metric: "worst", count: size, value: times.worst / 1e6, unit: "ms/frame"))
            report(BenchmarkLine(scene: scene, metric: "rebuilds", count: size, value: Double(rebuilds), unit: "rebuilds"))
        } catch {
            print("\(scene) failed at \(size): \(error)")
        }
    }

    /// The wall time of each frame, in nanoseconds, and the animator's rebuilds after the first
    /// frame's.
    private static func frameTimes(size: Int, direction: ScrollDirection) throws -> (times: [Double], rebuilds: Int) {
        let vertical = direction == .vertical
        let layout = FlowLayout(configuration: .compactGrid(scrollDirection: direction)).springy()
        var context = FlowBenchmark.context(size, sized: false)
        if !vertical { context.bounds = CGRect(x: 0, y: 0, width: 568, height: 320) }
        try layout.prepare(context)
        let step: CGFloat = 1_500.0 / 60
        let panFrames = Int((2_000 / step).rounded())
        var times: [Double] = []
        times.reserveCapacity(frames)
        var firstRebuilds = 0
        for frame in 0..<frames {
            times.append(
                try Stopwatch.nanoseconds {
                    var next = context.bounds
                    if frame < panFrames {
                        let finger =
                            vertical
                            ? CGPoint(x: 160, y: context.bounds.minY + 300) : CGPoint(x: context.bounds.minX + 300, y: 160)
                        let velocity = vertical ? CGPoint(x: 0, y: -1_500) : CGPoint(x: -1_500, y: 0)
                        context.touch = TouchState(location: finger, velocity: velocity)
                        if vertical { next.origin.y += step } else { next.origin.x += step }
                    } else {
                        context.touch = nil
                    }
                    let invalidates = layout.shouldInvalidate(forBoundsChange: next, in: context)
                    if invalidates { layout.invalidate(with: layout.invalidationContext(forBoundsChange: next, in: context)) }
                    context.bounds = next
                    if invalidates { try layout.prepare(context) }
                    try layout.advanceAnimations(by: 1.0 / 60)
                    try layout.prepare(context)  // the animator asked its host to ask again
                    precondition(!layout.attributes(in: next).isEmpty, "the visible rect is empty")
                })
            if frame == 0 { firstRebuilds = layout.animator.profile.rebuilds }
        }
        return (times, layout.animator.profile.rebuilds - firstRebuilds)
    }
}
