import Foundation
import LayoutKitCore

/// An animated change under way: a batch update or a bounds change, until `end` (clock seconds).
struct HostTransition {
    /// What kind of change, in words for ``HostError/busy(operation:running:)``.
    let kind: String
    let end: TimeInterval
    /// For a bounds change, the visible rectangle animating from the old bounds to the new.
    let viewport: (from: CGRect, to: CGRect, start: TimeInterval, animation: HostAnimation)?

    /// The visible rectangle at clock time `time`, or `nil` when the change does not move it.
    func visibleRect(at time: TimeInterval) -> CGRect? {
        guard let viewport else { return nil }
        let progress = viewport.animation.curve.progress(elapsed: time - viewport.start, duration: viewport.animation.duration)
        return viewport.from.interpolated(to: viewport.to, progress: CGFloat(progress))
    }

    static let batchUpdate = "a batch update"
    static let boundsChange = "an animated bounds change"
}
