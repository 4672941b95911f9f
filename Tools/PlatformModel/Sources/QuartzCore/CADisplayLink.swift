/// A timer synchronised with the display (Apple: Core Animation › CADisplayLink).
///
/// Modelled rules:
/// - `init(target:selector:)` retains its target (Apple: CADisplayLink › init(target:selector:),
///   "the newly constructed display link retains the target"). Linux has no selectors, so the
///   model's initialiser takes the action as a closure, beside the target it retains.
/// - `add(to:forMode:)` puts it on the run loop, which retains it; `invalidate()` removes it from
///   every mode, releasing it and then its target (Apple: CADisplayLink › invalidate()).
/// - It fires once per frame of ``ModelDisplay`` while added and not paused; `timestamp` is the
///   time of the frame shown last and `targetTimestamp` of the next one (Apple: CADisplayLink ›
///   timestamp, targetTimestamp).
@MainActor
open class CADisplayLink: NSObject {
    private var target: Any?
    private let action: @MainActor (CADisplayLink) -> Void
    /// Pauses the firing without removing the link.
    public var isPaused = false
    public private(set) var timestamp: CFTimeInterval = 0
    public private(set) var targetTimestamp: CFTimeInterval = 0
    /// The model's stand-in for `init(target:selector:)`: `action` plays the selector's method.
    public init(target: Any, action: @escaping @MainActor (CADisplayLink) -> Void) {
        self.target = target
        self.action = action
    }

    /// Adds the link to a run loop: the model's display fires it at every frame from now on.
    public func add(to runLoop: RunLoop, forMode mode: RunLoop.Mode) {
        ModelDisplay.add(self)
    }

    /// Removes the link from the run loop and lets go of its target.
    public func invalidate() {
        ModelDisplay.remove(self)
        target = nil
    }

    /// True until invalidated: the link still holds its target.
    public var isValid: Bool { target != nil }

    func fire(previous: CFTimeInterval, now: CFTimeInterval) {
        guard !isPaused, target != nil else { return }
        (timestamp, targetTimestamp) = (previous, now)
        action(self)
    }
}
