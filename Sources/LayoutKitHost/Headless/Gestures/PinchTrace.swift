import Foundation
import LayoutKitCollectionViewCore
import LayoutKitCore

/// Two fingers' paths over the collection, from touch-down to lift: the input of a pinch.
///
/// Locations are in the collection view's frame, in points; times in seconds. The scale the
/// layout sees is the distance between the fingers over their distance at touch-down, as
/// `UIPinchGestureRecognizer` reports it.
///
/// ```swift
/// let trace = PinchTrace.spread(center: CGPoint(x: 160, y: 300), from: 40, to: 120, duration: 0.5)
/// try host.pinch(trace)
/// try host.runUntilIdle()
/// ```
public struct PinchTrace: Hashable, Sendable {
    /// Where both fingers are at one moment.
    public struct Sample: Hashable, Sendable {
        /// The time, in seconds.
        public var time: TimeInterval
        /// The first finger, in the collection view's frame, in points.
        public var first: CGPoint
        /// The second finger, in the collection view's frame, in points.
        public var second: CGPoint

        /// Creates a sample at `time` (s) with both finger locations (pt).
        public init(time: TimeInterval, first: CGPoint, second: CGPoint) {
            self.time = time
            self.first = first
            self.second = second
        }
    }

    /// The samples, in time order.
    public var samples: [Sample]

    /// Creates a trace from its samples.
    public init(_ samples: [Sample]) {
        self.samples = samples
    }

    /// Two fingers on a horizontal line through `center`, moving apart (or together) from
    /// `startDistance` to `endDistance` points over `duration` seconds, sampled at `sampleRate` Hz.
    ///
    /// At most a million and one samples, however long; a duration or rate that is not finite
    /// and positive gives two samples (touch-down and lift), whose times the host refuses when
    /// they are not finite and increasing (``HostError/invalidTrace(sample:reason:)``).
    public static func spread(
        center: CGPoint, from startDistance: CGFloat, to endDistance: CGFloat,
        duration: TimeInterval, sampleRate: Double = 120
    ) -> PinchTrace {
        let count = TraceTiming.segmentCount(duration: duration, sampleRate: sampleRate)
        return PinchTrace(
            (0...count).map { index in
                let half = (startDistance + (endDistance - startDistance) * CGFloat(index) / CGFloat(count)) / 2
                return Sample(
                    time: duration * Double(index) / Double(count),
                    first: CGPoint(x: center.x - half, y: center.y), second: CGPoint(x: center.x + half, y: center.y))
            })
    }

    /// The time from touch-down to lift, in seconds.
    public var duration: TimeInterval {
        guard let first = samples.first, let last = samples.last else { return 0 }
        return last.time - first.time
    }

    /// Throws unless the trace can be played: at least two samples, finite, strictly increasing
    /// times, finite locations, and fingers apart at touch-down (the scale divides by that distance).
    ///
    /// - Throws: ``HostError/invalidTrace(sample:reason:)`` naming the first bad sample.
    public func validate() throws {
        try TraceTiming.validate(samples.map(\.time), points: samples.map { [$0.first, $0.second] })
        guard Self.distance(samples[0]) > 0 else {
            throw HostError.invalidTrace(sample: 0, reason: "the two fingers touch down at the same point")
        }
    }

    /// Both fingers (pt, view frame), the scale and its velocity (1/s) `elapsed` seconds after
    /// touch-down.
    func motion(at elapsed: TimeInterval) -> (first: CGPoint, second: CGPoint, scale: CGFloat, velocity: CGFloat) {
        let segment = TraceTiming.segment(in: samples.map(\.time), at: elapsed)
        let (a, b) = (samples[segment.index], samples[segment.index + 1])
        let fraction = CGFloat(segment.fraction)
        func lerp(_ p: CGPoint, _ q: CGPoint) -> CGPoint {
            CGPoint(x: p.x + (q.x - p.x) * fraction, y: p.y + (q.y - p.y) * fraction)
        }
        let start = Self.distance(samples[0])
        let (scaleA, scaleB) = (Self.distance(a) / start, Self.distance(b) / start)
        let first = lerp(a.first, b.first), second = lerp(a.second, b.second)
        return (
            first, second, hypot(second.x - first.x, second.y - first.y) / start,
            (scaleB - scaleA) / CGFloat(b.time - a.time)
        )
    }

    private static func distance(_ sample: Sample) -> CGFloat {
        hypot(sample.second.x - sample.first.x, sample.second.y - sample.first.y)
    }
}
