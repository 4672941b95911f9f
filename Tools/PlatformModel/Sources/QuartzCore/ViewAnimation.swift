/// One animation of a view's frame and alpha, from the values it had to the ones it was given,
/// as Core Animation runs a UIKit or AppKit view animation: additively, so the view shows its
/// current (model) values plus what remains of the difference (Apple: UIView ›
/// animate(withDuration:animations:), and the additive animations UIKit uses for `frame` and
/// `alpha` since iOS 8; NSAnimationContext for AppKit's animator proxies).
@MainActor
package final class ViewAnimation {
    package weak var view: AnyObject?
    /// Where the view was, less where it goes: what is left to travel at the start.
    let frameDelta: CGRect
    let alphaDelta: CGFloat
    package let start: CFTimeInterval
    package let duration: CFTimeInterval
    /// What runs when the animation ends.
    package var completions: [() -> Void] = []

    package init(view: AnyObject, frameDelta: CGRect, alphaDelta: CGFloat, start: CFTimeInterval, duration: CFTimeInterval) {
        (self.view, self.frameDelta, self.alphaDelta, self.start, self.duration) = (view, frameDelta, alphaDelta, start, duration)
    }

    /// The fraction of the difference still shown at `time`: 1 at the start, 0 at the end, eased
    /// in and out (the default curve).
    func remaining(at time: CFTimeInterval) -> CGFloat {
        guard duration > 0 else { return 0 }
        let progress = min(1, max(0, (time - start) / duration))
        let eased = progress * progress * (3 - 2 * progress)
        return CGFloat(1 - eased)
    }

    func isFinished(at time: CFTimeInterval) -> Bool {
        time >= start + duration - 1e-9
    }

    func complete() {
        let pending = completions
        completions = []
        for completion in pending { completion() }
    }
}
