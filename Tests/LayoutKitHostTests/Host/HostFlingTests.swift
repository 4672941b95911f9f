import Foundation
import LayoutKitCollectionViewCore
import LayoutKitCore
import LayoutKitHost
import Testing

/// The fling after a drag against UIScrollView's deceleration, computed here independently by
/// stepping it one millisecond at a time (velocity times the rate, then position plus velocity
/// times 1 ms), and the rubber band and bounce at the edges.
///
/// Tolerances: positions within 1e-6 pt of the stepped model (the host evaluates the same sum
/// in closed form; a million millisecond steps accumulate well under 1e-9 pt of rounding);
/// durations within one frame (the host stops at the first frame after the model does).
struct HostFlingTests {
    /// The deceleration stepped by whole milliseconds from (x0 pt, v0 pt/s): position after `ms`.
    static func stepped(from x0: Double, velocity v0: Double, rate: Double, milliseconds: Int) -> Double {
        var (x, v) = (x0, v0)
        for _ in 0..<milliseconds {
            v *= rate
            x += v / 1000
        }
        return x
    }

    /// The whole milliseconds until the stepped model has less than `threshold` pt left to go,
    /// and where it comes to rest (the limit of the sum, reached by stepping until it stops moving).
    static func steppedStop(from x0: Double, velocity v0: Double, rate: Double, threshold: Double) -> (ms: Int, rest: Double) {
        var (x, v, previous) = (x0, v0, Double.nan)
        while x != previous {
            previous = x
            v *= rate
            x += v / 1000
        }
        let rest = x
        (x, v) = (x0, v0)
        var ms = 0
        while abs(rest - x) > threshold {
            v *= rate
            x += v / 1000
            ms += 1
        }
        return (ms, rest)
    }

    /// A host scrolled by a 0.2 s drag of 200 pt upwards (1000 pt/s), released at offset 200.
    static func flung(
        rate: DecelerationRate = .normal, step: TimeInterval? = nil, spy: SpyLayout = SpyLayout(),
        startOffset: CGFloat = 0
    ) throws -> CollectionViewHost {
        let host = try CollectionViewHost(
            layout: spy, frameSize: CGSize(width: 320, height: 480), itemCounts: [100],
            contentOffset: CGPoint(x: 0, y: startOffset), physics: ScrollPhysics(decelerationRate: rate))
        try host.drag(.line(from: CGPoint(x: 160, y: 400), to: CGPoint(x: 160, y: 200), duration: 0.2))
        while host.isDragging {
            if let step { try host.advance(by: step) } else { try host.advanceFrame() }
        }
        return host
    }

    @Test func theFlingFollowsTheMillisecondModelFrameByFrame() throws {
        let host = try Self.flung(step: 0.001)
        #expect(abs(host.time - 0.2) < 1e-9)
        for ms in 1...1500 {
            try host.advance(by: 0.001)
            let expected = Self.stepped(from: 200, velocity: 1000, rate: 0.998, milliseconds: ms)
            #expect(abs(Double(host.contentOffset.y) - expected) < 1e-6, "at \(ms) ms")
            if abs(Double(host.contentOffset.y) - expected) >= 1e-6 { return }
        }
    }

    @Test(arguments: [(DecelerationRate.normal, 0.998), (.fast, 0.99)])
    func theFlingEndsAtTheProjectionAfterTheModelsDuration(rate: DecelerationRate, value: Double) throws {
        let host = try Self.flung(rate: rate)
        let release = 0.2
        let model = Self.steppedStop(from: 200, velocity: 1000, rate: value, threshold: 0.5)
        // The WWDC 2018 projection: v0 / 1000 * rate / (1 - rate).
        #expect(abs(model.rest - (200 + value / (1 - value))) < 1e-6)
        while host.isDecelerating { try host.advanceFrame() }
        #expect(abs(Double(host.contentOffset.y) - model.rest) < 1e-6)
        let duration = host.time - release
        let modelDuration = Double(model.ms) / 1000
        #expect(
            duration >= modelDuration - 0.001 && duration <= modelDuration + 1.0 / 60 + 1e-9,
            "host stopped after \(duration) s, the model after \(modelDuration) s")
    }

    @Test func aLayoutTargetReshapesTheDecelerationToEndThere() throws {
        let spy = SpyLayout()
        spy.snapInterval = 100
        let host = try Self.flung(spy: spy)
        var previous = host.contentOffset.y
        while host.isDecelerating {
            try host.advanceFrame()
            #expect(host.contentOffset.y >= previous - 1e-9 && host.contentOffset.y <= 700 + 1e-9)
            previous = host.contentOffset.y
        }
        #expect(host.contentOffset.y == 700, "the natural end 699 snapped to 700")
    }

    @Test func aFlingPastTheEndOvershootsAndSpringsBack() throws {
        let host = try Self.flung(startOffset: 4300)
        let maximum = host.validContentOffsets.maxY
        #expect(maximum == 4510)
        var peak = host.contentOffset.y
        while host.isDecelerating {
            try host.advanceFrame()
            peak = max(peak, host.contentOffset.y)
        }
        #expect(host.contentOffset.y == maximum)
        // Reaching the edge at about 980 pt/s, the overdamped spring (2.25 Hz, ratio 1.1) goes
        // out less than a critically damped one would: v / (omega * e) = 25.5 pt.
        #expect(peak > maximum && peak - maximum < 25.5)
    }

    @Test func draggingPastTheTopRubberBandsThenBouncesBack() throws {
        let host = try CollectionViewHost(layout: SpyLayout(), frameSize: CGSize(width: 320, height: 480), itemCounts: [100])
        try host.drag(.line(from: CGPoint(x: 160, y: 100), to: CGPoint(x: 160, y: 220), duration: 0.5))
        try host.advance(frames: 25)
        // The finger has moved 100 pt down: the content shows (1 - 1 / (100 * 0.55 / 480 + 1)) * 480.
        let banded = (1 - 1 / (100 * 0.55 / 480 + 1)) * 480
        #expect(abs(Double(host.contentOffset.y) + banded) < 1e-6)
        try host.runUntilIdle()
        #expect(host.contentOffset.y == 0)
    }

    @Test func withoutBouncingTheOffsetStopsAtTheEdge() throws {
        let host = try CollectionViewHost(
            layout: SpyLayout(), frameSize: CGSize(width: 320, height: 480), itemCounts: [100],
            physics: ScrollPhysics(bounces: false))
        try host.drag(.line(from: CGPoint(x: 160, y: 100), to: CGPoint(x: 160, y: 220), duration: 0.5))
        var lowest = CGFloat.infinity
        while !host.isIdle {
            try host.advanceFrame()
            lowest = min(lowest, host.contentOffset.y)
        }
        #expect(lowest == 0 && host.contentOffset.y == 0)
    }

    @Test func anAxisWithNothingToScrollStaysPut() throws {
        let host = try CollectionViewHost(layout: SpyLayout(), frameSize: CGSize(width: 320, height: 480), itemCounts: [100])
        try host.drag(.line(from: CGPoint(x: 100, y: 400), to: CGPoint(x: 300, y: 300), duration: 0.2))
        try host.runUntilIdle()
        #expect(host.contentOffset.x == 0 && host.contentOffset.y > 100)
    }
}
