import Foundation
import LayoutKitBehaviors
import LayoutKitCore

/// The machine inside every ``PhysicsLayout``: the channel to the host, the animator and its
/// bodies, the wait for an update plan, the batch update being set up, and errors met where a
/// hook cannot throw.
///
/// There is one path back to the host. The animator reports to the driver only (as its
/// ``DynamicAnimatorDelegate``), and the driver speaks through the layout's ``LayoutChannel``:
/// animating while the animator runs, "ask again" after every frame it stepped.
final class PhysicsDriver: DynamicAnimatorDelegate {
    /// The layout's channel to its host.
    let channel = LayoutChannel()
    /// The animator running the bodies; it knows no layout.
    let animator = DynamicAnimator()
    /// The bodies, made at the first layout pass.
    private(set) var manager: BehaviorManager?
    /// New item counts wait here for the update plan that explains them.
    private var planWait = UpdatePlanWait()
    /// An error of a hook that cannot throw, thrown by the next one that can.
    private var pendingError = DeferredError()
    /// True while the host sets up a batch update's animations.
    private(set) var isSettingUpUpdate = false
    /// The bounds of the last layout pass.
    private(set) var lastBounds: CGRect?
    /// The last finger position, kept after it lifts so that a fling still moves the bodies.
    private(set) var lastTouch: CGPoint?

    init() {
        animator.delegate = self
    }

    /// True between a change of the item counts and the plan that explains it: the layout then
    /// answers its elements' homes.
    var isWaitingForPlan: Bool { planWait.isWaiting }

    /// What a layout pass found.
    struct Pass {
        /// The bodies.
        let manager: BehaviorManager
        /// True when every body was let go (no update plan will come, or a new viewport size):
        /// the layout gives its elements bodies again, at rest.
        let reset: Bool
        /// True when the bounds moved or resized since the last pass.
        let moved: Bool
    }

    /// Starts a layout pass: throws an error an earlier hook met, makes the bodies at the first
    /// pass (`shared` gives the behaviours they share), sets the animator's reference bounds to
    /// the content, and follows the item counts: an update plan is awaited, or an interactive
    /// move's step carried, or every body is let go (a reset, or a new viewport size).
    ///
    /// - Parameters:
    ///   - boundary: the collision whose boundary is the content; turned off while the content
    ///     has no area (every item deleted), as an empty rectangle is no boundary.
    ///   - resetsOnResize: whether a new viewport size lets every body go (the elements then
    ///     rest on their new places, for the host to animate); false keeps them moving.
    /// - Throws: the kept error; ``LayoutError`` for bad spring settings; the animator's errors.
    func beginPass(
        _ context: LayoutContext, contentSize: CGSize, spring: SpringSettings, boundary: CollisionBehavior? = nil,
        resetsOnResize: Bool = true, shared: () -> [DynamicItemsBehavior] = { [] }
    ) throws -> Pass {
        try pendingError.throwIfAny()
        let manager = try self.manager ?? BehaviorManager(animator: animator, spring: spring, sharedBehaviors: shared())
        self.manager = manager
        animator.referenceBounds = CGRect(origin: .zero, size: contentSize)
        let enclosesArea = contentSize.width > 0 && contentSize.height > 0
        if let boundary, boundary.translatesReferenceBoundsIntoBoundary != enclosesArea {
            boundary.translatesReferenceBoundsIntoBoundary = enclosesArea  // a change wakes the animator
        }
        let resized = lastBounds.map { $0.size != context.bounds.size } ?? false
        let moved = lastBounds != context.bounds
        lastBounds = context.bounds
        var reset = resized && resetsOnResize
        switch planWait.pass(counts: context.itemCounts) {
        case .reset: reset = true
        case let .carry(move): manager.remap(with: move)
        case .keep: break
        }
        if reset { try manager.reconcile(with: []) }
        return Pass(manager: manager, reset: reset, moved: moved)
    }

    /// Notes an invalidation: one of everything (new data without a batch update) starts the
    /// bodies again at rest at the next pass; a step of an interactive move is carried then.
    func invalidate(with context: InvalidationContext) {
        planWait.invalidate(with: context)
    }

    /// Notes the finger of a bounds change, kept after it lifts.
    func noteTouch(of context: LayoutContext) {
        if let touch = context.touch?.location { lastTouch = touch }
    }

    /// Starts setting up the batch update the awaited plan explains.
    ///
    /// - Returns: the bodies, to carry through the plan; `nil` when no plan was awaited (the
    ///   layout has nothing to carry) or before the first pass.
    func beginUpdate() -> BehaviorManager? {
        guard planWait.planArrived(), let manager, lastBounds != nil else { return nil }
        isSettingUpUpdate = true
        return manager
    }

    /// The batch update is set up.
    func endUpdate() {
        isSettingUpUpdate = false
    }

    /// Runs `body`, a step of a hook that cannot throw; what it throws is kept for the next hook
    /// that can.
    func keepingErrors(_ body: () throws -> Void) {
        do {
            try body()
        } catch {
            pendingError.keep(error)
        }
    }

    /// Steps the bodies by one frame of `duration` seconds.
    ///
    /// - Throws: an error an earlier hook met, then the animator's.
    func advance(by duration: TimeInterval) throws {
        try pendingError.throwIfAny()
        try animator.advance(by: duration)
    }

    func dynamicAnimatorWillResume(_ animator: DynamicAnimator) {
        channel.setAnimating(true)
    }

    func dynamicAnimatorDidPause(_ animator: DynamicAnimator) {
        channel.setAnimating(false)
    }

    func dynamicAnimatorDidStep(_ animator: DynamicAnimator) {
        channel.invalidate()
    }
}
