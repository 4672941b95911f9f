import Foundation
import LayoutKitCore
import LayoutKitHost
import LayoutKitLayouts

/// The `self-sizing` scene: N items in one column of a 320 x 568 viewport, estimated 44 pt tall,
/// truly 20 + (i × 7919) mod 100 pt, measured by the host only when about to show them. The
/// content jumps to its middle (as a scroll indicator drag does), a finger scrolls 50 screens
/// up at 3 000 pt/s, so every size above resolves under the finger, then 50 screens back down.
/// Each stroke moves 450 pt in 0.15 s and holds still before lifting (no fling).
enum SelfSizingBenchmark: BenchmarkScene {
    static let name = "self-sizing"
    static let defaultSizes = [1_000_000]
    static let screens = 50

    /// What one run measured.
    private struct Run {
        var frameTimes: [Double] = []
        var shown = Set<Int>()
        var drift: CGFloat = 0
    }

    static func run(size: Int, report: (BenchmarkLine) -> Void) {
        do {
            var measured = 0
            let layout = FlowLayout { configuration in
                configuration.estimatedItemSize = CGSize(width: 300, height: 44)
                configuration.sectionInset = EdgeInsets(all: 10)
            }
            let host = try CollectionViewHost(layout: layout, frameSize: CGSize(width: 320, height: 568), itemCounts: [size])
            host.preferredLayoutAttributesFitting = { attributes in
                measured += 1
                var preferred = attributes
                preferred.frame.size.height = 20 + CGFloat((attributes.indexPath.item * 7919) % 100)
                return preferred
            }
            try host.layoutIfNeeded()
            try host.setContentOffset(CGPoint(x: 0, y: (layout.contentSize.height / 2).rounded()))
            var run = Run()
            let start = host.contentOffset.y
            let distance = CGFloat(screens) * host.frameSize.height
            guard start >= distance else {
                throw UsageError("the self-sizing scene needs more than \(2 * screens) screens of items")
            }
            while host.contentOffset.y > start - distance { try stroke(on: host, from: 70, to: 520, run: &run) }
            while host.contentOffset.y < start { try stroke(on: host, from: 520, to: 70, run: &run) }
            report(BenchmarkLine(scene: name, metric: "measured", count: size, value: Double(measured), unit: "items"))
            report(BenchmarkLine(scene: name, metric: "on-screen", count: size, value: Double(run.shown.count), unit: "items"))
            report(
                BenchmarkLine(scene: name, metric: "frame-median", count: size, value: run.frameTimes.median / 1e6, unit: "ms"))
            report(BenchmarkLine(scene: name, metric: "frame-worst", count: size, value: run.frameTimes.worst / 1e6, unit: "ms"))
            report(BenchmarkLine(scene: name, metric: "anchor-drift", count: size, value: Double(run.drift), unit: "pt"))
        } catch {
            print("\(name) failed at \(size): \(error)")
        }
    }

    /// One stroke of the finger from `from` to `to` (viewport y, pt) and a still moment before
    /// it lifts; times every frame and follows the cell first under the finger.
    private static func stroke(on host: CollectionViewHost, from: CGFloat, to: CGFloat, run: inout Run) throws {
        let moving = FingerTrace.line(from: CGPoint(x: 160, y: from), to: CGPoint(x: 160, y: to), duration: 0.15)
        let held = FingerTrace.Sample(time: 0.25, location: CGPoint(x: 160, y: to))
        try host.drag(FingerTrace(moving.samples + [held]))
        var followed: (key: ElementKey, offset: CGFloat)?
        while !host.isIdle {
            run.frameTimes.append(try Stopwatch.nanoseconds { try host.advanceFrame() })
            for element in host.visibleElements where element.category == .cell { run.shown.insert(element.indexPath.item) }
            guard let finger = host.context.touch?.location else { continue }
            if let (key, offset) = followed, let now = host.visibleElements.first(where: { $0.key == key }) {
                run.drift = max(run.drift, abs(now.frame.minY - finger.y - offset))
            } else if let under = host.visibleElements.first(where: { $0.category == .cell && $0.frame.contains(finger) }) {
                followed = (under.key, under.frame.minY - finger.y)
            }
        }
    }
}
