import Foundation
import LayoutKitCollectionViewCore
import LayoutKitCore

/// One element's animation in a batch update or a bounds change: from its start attributes to
/// its end attributes along the change's timing curve.
///
/// Frame and alpha animate additively, as Core Animation runs UIKit's view animations: what is
/// shown is the layout's current answer for the element plus what remains of the way from the
/// start to the end. While the answer stays the end (the common case) that is the plain tween;
/// when it moves (a layout change starts, the element's layout animates it), the element follows
/// it without a jump.
struct ElementAnimation {
    var from: LayoutAttributes
    var to: LayoutAttributes
    /// The clock time the animation starts, in seconds.
    var start: TimeInterval
    var animation: HostAnimation

    /// The attributes shown at clock time `time`, over the layout's current answer `base` (the
    /// end attributes when `nil`).
    func attributes(at time: TimeInterval, over base: LayoutAttributes? = nil) -> LayoutAttributes {
        if isFinished(at: time) { return base ?? to }
        let progress = animation.curve.progress(elapsed: time - start, duration: animation.duration)
        var shown = from.interpolated(to: to, progress: CGFloat(progress))
        guard let base, base.frame != to.frame || base.alpha != to.alpha else { return shown }
        let (a, b) = (base.frame, to.frame)
        shown.frame = CGRect(
            x: shown.frame.minX + a.minX - b.minX, y: shown.frame.minY + a.minY - b.minY,
            width: max(0, shown.frame.width + a.width - b.width), height: max(0, shown.frame.height + a.height - b.height))
        shown.alpha = min(1, max(0, shown.alpha + base.alpha - to.alpha))
        return shown
    }

    /// The animation moved by `shift` (points) in the content: it shows the same on screen after
    /// the content offset moved by as much.
    func shifted(by shift: CGPoint) -> ElementAnimation {
        ElementAnimation(from: from.shifted(by: shift), to: to.shifted(by: shift), start: start, animation: animation)
    }

    /// True from the end of the animation on (within ``CollectionViewHost/timeTolerance``).
    func isFinished(at time: TimeInterval) -> Bool {
        time - start >= animation.duration - CollectionViewHost.timeTolerance
    }
}
