import Foundation
import LayoutKitCollectionViewCore
import LayoutKitCore

/// The visible rectangle of an animated bounds change, travelling from where it was to the
/// bounds: the bounds as they are at each moment, so that a scroll during the change (a finger,
/// an offset set, content moved to keep an element in place) is where it arrives.
struct ViewportAnimation {
    /// The visible rectangle when the change began.
    let from: CGRect
    let start: TimeInterval
    let animation: HostAnimation

    /// When the viewport arrives, in clock seconds.
    var end: TimeInterval { start + animation.duration }

    /// The visible rectangle at clock time `time`, on its way to `bounds`.
    func visibleRect(at time: TimeInterval, toward bounds: CGRect) -> CGRect {
        let progress = animation.curve.progress(elapsed: time - start, duration: animation.duration)
        return from.interpolated(to: bounds, progress: CGFloat(progress))
    }
}
