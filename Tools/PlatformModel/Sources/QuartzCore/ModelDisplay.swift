/// A view the model's run loop lays out at each frame.
@MainActor
package protocol FrameLaidOut: AnyObject {
    /// Lays the view out if it needs it.
    func layoutIfNeeded()
}

/// The model's display and main run loop: time passes only when a test asks, one frame at a
/// time, as on a device the display refreshes and the run loop turns.
///
/// Each frame, in the order Core Animation and the run loop give them on a device: the display
/// links fire (Apple: CADisplayLink, "called when the screen is about to be updated"), the views
/// that need layout are laid out (Apple: UIView › setNeedsLayout(), NSView › needsLayout: "the
/// layout update happens at the next update cycle"), and the animations move on to the frame's
/// time.
@MainActor
public enum ModelDisplay {
    /// The clock, in seconds.
    public private(set) static var time: CFTimeInterval = 0
    /// The refresh rate, in frames per second.
    public static let framesPerSecond: Double = 60
    /// The display links added to the run loop (the run loop retains them).
    public private(set) static var links: [CADisplayLink] = []
    /// The views laid out at each frame, held weakly.
    private static var views: [WeakView] = []
    /// The animations under way.
    package static var animations: [ViewAnimation] = []

    /// Moves the clock on by `count` frames.
    public static func advance(frames count: Int = 1) {
        for _ in 0..<count { advanceFrame() }
    }

    /// Moves the clock on frame by frame until `condition` holds, at most `limit` frames.
    ///
    /// - Returns: true when the condition held.
    @discardableResult
    public static func advance(until condition: () -> Bool, limit: Int = 3600) -> Bool {
        for _ in 0..<limit {
            if condition() { return true }
            advanceFrame()
        }
        return condition()
    }

    /// Forgets every link, view and animation: a new test starts on a clean display.
    public static func reset() {
        links = []
        views = []
        animations = []
    }

    static func add(_ link: CADisplayLink) {
        if !links.contains(where: { $0 === link }) { links.append(link) }
    }

    static func remove(_ link: CADisplayLink) {
        links.removeAll { $0 === link }
    }

    /// Lays `view` out at the next frames, as long as it lives.
    package static func watch(_ view: any FrameLaidOut) {
        views.removeAll { $0.view == nil }
        if !views.contains(where: { $0.view === view }) { views.append(WeakView(view: view)) }
    }

    /// The frame and alpha `view` shows now: `frame` and `alpha` plus what remains of its
    /// animations.
    package static func presented(_ view: AnyObject, frame: CGRect, alpha: CGFloat) -> (frame: CGRect, alpha: CGFloat) {
        animations.filter { $0.view === view }.reduce((frame, alpha)) { shown, animation in
            let left = animation.remaining(at: time)
            let delta = animation.frameDelta
            return (CGRect(x: shown.0.minX + delta.minX * left, y: shown.0.minY + delta.minY * left,
                           width: shown.0.width + delta.width * left, height: shown.0.height + delta.height * left),
                    shown.1 + animation.alphaDelta * left)
        }
    }

    private static func advanceFrame() {
        let previous = time
        time += 1 / framesPerSecond
        for link in links { link.fire(previous: previous, now: time) }
        for entry in views { entry.view?.layoutIfNeeded() }
        let finished = animations.filter { $0.isFinished(at: time) }
        animations.removeAll { $0.isFinished(at: time) }
        for animation in finished { animation.complete() }
    }
}

/// A view held weakly by the model's run loop.
struct WeakView {
    weak var view: (any FrameLaidOut)?
}
