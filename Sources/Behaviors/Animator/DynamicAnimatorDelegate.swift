/// Told when a ``DynamicAnimator`` stops because everything is at rest, and when it starts
/// again, as UIKit's `UIDynamicAnimatorDelegate`.
public protocol DynamicAnimatorDelegate: AnyObject {
    /// The animator is about to step again after a pause (a behaviour or item changed).
    func dynamicAnimatorWillResume(_ animator: DynamicAnimator)
    /// The animator has paused: every item is at rest; springs settled exactly home.
    func dynamicAnimatorDidPause(_ animator: DynamicAnimator)
}

extension DynamicAnimatorDelegate {
    /// Does nothing.
    public func dynamicAnimatorWillResume(_ animator: DynamicAnimator) {}
    /// Does nothing.
    public func dynamicAnimatorDidPause(_ animator: DynamicAnimator) {}
}
