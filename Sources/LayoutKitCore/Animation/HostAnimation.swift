import Foundation

/// How the host animates a batch update or a bounds change: a duration and a timing curve.
///
/// ```swift
/// try host.performBatchUpdates(update, countsAfter: [121], animation: HostAnimation(duration: 0.5, curve: .easeOut))
/// ```
public struct HostAnimation: Hashable, Sendable {
    /// The length of the animation, in seconds; 0 applies the change at once.
    public var duration: TimeInterval
    /// How progress runs over the duration.
    public var curve: TimingCurve

    /// Creates an animation of `duration` seconds along `curve`.
    public init(duration: TimeInterval, curve: TimingCurve = .easeInEaseOut) {
        self.duration = duration
        self.curve = curve
    }

    /// UIKit's batch-update animation: 0.3 s, ease in and out.
    public static let batchUpdate = HostAnimation(duration: 0.3)
    /// A device rotation: 0.4 s, ease in and out (the iPad rotation; an iPhone turns in 0.3 s).
    public static let rotation = HostAnimation(duration: 0.4)

    /// Throws unless the duration is finite and not negative and the curve is valid.
    ///
    /// - Throws: ``LayoutError/invalidParameter(name:value:reason:)``.
    public func validate() throws {
        guard duration.isFinite, duration >= 0 else {
            throw LayoutError.invalidParameter(
                name: "animation.duration", value: duration, reason: "must be finite and not negative")
        }
        try curve.validate()
    }
}
