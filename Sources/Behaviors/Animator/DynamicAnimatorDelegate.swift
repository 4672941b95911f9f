/// Told when a ``DynamicAnimator`` stops because everything is at rest, when it starts again, as
/// UIKit's `UIDynamicAnimatorDelegate`, and after every frame it stepped: how the animator
/// reports to its owner (a layout driving its elements passes these on to its host).
public protocol DynamicAnimatorDelegate: AnyObject {
    /// The animator is about to step again after a pause (a behaviour or item changed).
    func dynamicAnimatorWillResume(_ animator: DynamicAnimator)
    /// The animator has paused: every item is at rest; springs settled exactly home.
    func dynamicAnimatorDidPause(_ animator: DynamicAnimator)
    /// The animator stepped the items during ``DynamicAnimator/advance(by:)``: their new state
    /// can be read.
    func dynamicAnimatorDidStep(_ animator: DynamicAnimator)
}

extension DynamicAnimatorDelegate {
    /// Does nothing.
    public func dynamicAnimatorWillResume(_ animator: DynamicAnimator) {}
    /// Does nothing.
    public func dynamicAnimatorDidPause(_ animator: DynamicAnimator) {}
    /// Does nothing.
    public func dynamicAnimatorDidStep(_ animator: DynamicAnimator) {}
}
