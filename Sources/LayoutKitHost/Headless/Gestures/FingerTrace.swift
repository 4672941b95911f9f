import Foundation
import LayoutKitCollectionViewCore
import LayoutKitCore

/// One finger's path over the collection: touch points over time, from touch-down to lift.
///
/// Locations are in the collection view's own frame (where the finger is on screen, origin at
/// the view's top left), in points; times in seconds from any origin. Between samples the finger
/// moves in a straight line at constant speed, so its velocity is that of the segment it is on,
/// as a pan gesture recognizer derives it from the last touch events.
///
/// ```swift
/// // Drag up by 200 pt over a quarter second, then lift: the content flings on.
/// let trace = FingerTrace.line(from: CGPoint(x: 160, y: 400), to: CGPoint(x: 160, y: 200), duration: 0.25)
/// try host.drag(trace)
/// try host.runUntilIdle()
/// ```
public struct FingerTrace: Hashable, Sendable {
    /// Where the finger is at one moment.
    public struct Sample: Hashable, Sendable {
        /// The time, in seconds.
        public var time: TimeInterval
        /// The touch location in the collection view's frame, in points.
        public var location: CGPoint

        /// Creates a sample at `time` (s) and `location` (pt).
        public init(time: TimeInterval, location: CGPoint) {
            self.time = time
            self.location = location
        }
    }

    /// The samples, in time order: the first is the touch-down, the last the lift.
    public var samples: [Sample]

    /// Creates a trace from its samples.
    public init(_ samples: [Sample]) {
        self.samples = samples
    }

    /// A straight drag from `start` to `end` (pt) over `duration` seconds at constant speed,
    /// sampled at `sampleRate` Hz (the touch rate of the display: 60 or 120).
    ///
    /// At most a million and one samples, however long; a duration or rate that is not finite
    /// and positive gives two samples (touch-down and lift), whose times the host refuses when
    /// they are not finite and increasing (``HostError/invalidTrace(sample:reason:)``).
    public static func line(from start: CGPoint, to end: CGPoint, duration: TimeInterval, sampleRate: Double = 120) -> FingerTrace
    {
        let count = TraceTiming.segmentCount(duration: duration, sampleRate: sampleRate)
        return FingerTrace(
            (0...count).map { index in
                let fraction = CGFloat(index) / CGFloat(count)
                return Sample(
                    time: duration * Double(index) / Double(count),
                    location: CGPoint(x: start.x + (end.x - start.x) * fraction, y: start.y + (end.y - start.y) * fraction))
            })
    }

    /// The time from touch-down to lift, in seconds.
    public var duration: TimeInterval {
        guard let first = samples.first, let last = samples.last else { return 0 }
        return last.time - first.time
    }

    /// Throws unless the trace can be played: at least two samples, finite times and locations,
    /// times strictly increasing.
    ///
    /// - Throws: ``HostError/invalidTrace(sample:reason:)`` naming the first bad sample.
    public func validate() throws {
        try TraceTiming.validate(samples.map(\.time), points: samples.map { [$0.location] })
    }

    /// The finger's location (pt) and velocity (pt/s) `elapsed` seconds after touch-down.
    func motion(at elapsed: TimeInterval) -> (location: CGPoint, velocity: CGPoint) {
        let segment = TraceTiming.segment(in: samples.map(\.time), at: elapsed)
        let (a, b) = (samples[segment.index], samples[segment.index + 1])
        let span = CGFloat(b.time - a.time)
        let fraction = CGFloat(segment.fraction)
        return (
            CGPoint(
                x: a.location.x + (b.location.x - a.location.x) * fraction,
                y: a.location.y + (b.location.y - a.location.y) * fraction),
            CGPoint(x: (b.location.x - a.location.x) / span, y: (b.location.y - a.location.y) / span)
        )
    }
}
