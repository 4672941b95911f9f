import Foundation
import LayoutKitCollectionViewCore
import LayoutKitCore

/// What finger and pinch traces share: the checks on their samples and the search for the
/// segment a moment falls in.
enum TraceTiming {
    /// Throws unless there are at least two samples, times are finite and strictly increasing
    /// and every point is finite.
    ///
    /// - Parameters:
    ///   - times: the sample times, in seconds.
    ///   - points: the touch locations of each sample.
    static func validate(_ times: [TimeInterval], points: [[CGPoint]]) throws {
        guard times.count >= 2 else {
            throw HostError.invalidTrace(sample: times.count, reason: "a trace needs at least two samples, touch-down and lift")
        }
        for (index, time) in times.enumerated() {
            guard time.isFinite else { throw HostError.invalidTrace(sample: index, reason: "time \(time) is not finite") }
            if let bad = points[index].first(where: { !$0.isFinite }) {
                throw HostError.invalidTrace(sample: index, reason: "location (\(bad.x), \(bad.y)) is not finite")
            }
            if index > 0, time <= times[index - 1] {
                throw HostError.invalidTrace(
                    sample: index, reason: "time \(time) s does not come after \(times[index - 1]) s")
            }
        }
    }

    /// The segment `[index, index + 1]` holding the moment `elapsed` seconds after the first
    /// sample, and how far along it the moment is (0...1). Moments outside the trace fall on its
    /// first or last segment, clamped.
    static func segment(in times: [TimeInterval], at elapsed: TimeInterval) -> (index: Int, fraction: Double) {
        let time = times[0] + elapsed
        var low = 0, high = times.count - 1
        while high - low > 1 {
            let middle = (low + high) / 2
            if times[middle] < time { low = middle } else { high = middle }
        }
        let fraction = (time - times[low]) / (times[low + 1] - times[low])
        return (low, min(1, max(0, fraction)))
    }

    /// The most segments a made trace (``FingerTrace/line(from:to:duration:sampleRate:)``,
    /// ``PinchTrace/spread(center:from:to:duration:sampleRate:)``) has: a day of touches at
    /// 120 Hz would need ten million samples.
    static let maximumSegments = 1_000_000

    /// How many segments a made trace of `duration` seconds sampled at `sampleRate` Hz has: one
    /// per sample period, at least one, at most ``maximumSegments``; one for a duration or rate
    /// that is not finite and positive (the host then refuses the trace's times, or plays it as
    /// one step).
    static func segmentCount(duration: TimeInterval, sampleRate: Double) -> Int {
        let periods = (duration * sampleRate).rounded(.up)
        guard periods.isFinite, periods > 1 else { return 1 }
        return Int(min(periods, Double(maximumSegments)))
    }
}
