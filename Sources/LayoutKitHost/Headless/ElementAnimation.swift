import Foundation
import LayoutKitCore

/// One element's animation in a batch update or a bounds change: from its start attributes to
/// its end attributes along the change's timing curve.
struct ElementAnimation {
    var from: LayoutAttributes
    var to: LayoutAttributes
    /// The clock time the animation starts, in seconds.
    var start: TimeInterval
    var animation: HostAnimation

    /// The attributes shown at clock time `time`.
    func attributes(at time: TimeInterval) -> LayoutAttributes {
        if isFinished(at: time) { return to }
        let progress = animation.curve.progress(elapsed: time - start, duration: animation.duration)
        return from.interpolated(to: to, progress: CGFloat(progress))
    }

    /// True from the end of the animation on (within ``CollectionViewHost/timeTolerance``).
    func isFinished(at time: TimeInterval) -> Bool {
        time - start >= animation.duration - CollectionViewHost.timeTolerance
    }
}
