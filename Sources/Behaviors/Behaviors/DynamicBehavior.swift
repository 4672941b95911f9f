import Foundation

/// A behaviour of a ``DynamicAnimator``: the base of gravity, pushes, attachments, snaps and
/// item properties, and a container of child behaviours, as UIKit's `UIDynamicBehavior`.
///
/// Subclass it (or use it as is) to compose behaviours: add children, and set an ``action``
/// the animator calls after every internal step.
///
/// ```swift
/// let drop = DynamicBehavior()
/// try drop.addChildBehavior(GravityBehavior(items: [card]))
/// try drop.addChildBehavior(DynamicItemBehavior(items: [card]))
/// drop.action = { print("stepped") }
/// try animator.addBehavior(drop)
/// ```
open class DynamicBehavior: CustomStringConvertible {
    /// The child behaviours, in the order added.
    public private(set) var childBehaviors: [DynamicBehavior] = []
    /// Called after every internal step (240 per second of simulated time) while the animator
    /// runs; changes made in it take effect from the next step.
    public var action: (() -> Void)? {
        didSet { setNeedsRebuild() }
    }
    /// The animator the behaviour is in, directly or through its parent.
    public internal(set) weak var dynamicAnimator: DynamicAnimator?
    /// The behaviour this one is a child of.
    weak var parent: DynamicBehavior?
    /// Where the behaviour came in its animator's tree of behaviours (depth first) when the
    /// world was built: the order in which behaviours apply to an item.
    var treePosition = 0

    /// Creates a behaviour with no children and no action.
    public init() {}

    /// Adds `child` as a child behaviour; if this behaviour is in an animator, so is the child.
    ///
    /// - Throws: ``DynamicsError/behaviorOwnedElsewhere(behavior:)`` when `child` already has a
    ///   parent or an animator, or is this behaviour or one of its ancestors; the errors of
    ///   ``DynamicAnimator/addBehavior(_:)`` when this behaviour is in an animator.
    public func addChildBehavior(_ child: DynamicBehavior) throws {
        var ancestor: DynamicBehavior? = self
        while let current = ancestor {
            if current === child { throw DynamicsError.behaviorOwnedElsewhere(behavior: child.description) }
            ancestor = current.parent
        }
        guard child.parent == nil, child.dynamicAnimator == nil else {
            throw DynamicsError.behaviorOwnedElsewhere(behavior: child.description)
        }
        try dynamicAnimator?.adopt(child)
        child.parent = self
        childBehaviors.append(child)
        setNeedsRebuild()
    }

    /// Removes `child` from the children; does nothing when it is not a child.
    public func removeChildBehavior(_ child: DynamicBehavior) {
        guard let index = childBehaviors.firstIndex(where: { $0 === child }) else { return }
        childBehaviors.remove(at: index)
        child.parent = nil
        dynamicAnimator?.release(child)
        setNeedsRebuild()
    }

    /// The behaviour's kind and what it acts on, for errors and logs.
    open var description: String { "\(type(of: self))" }

    /// This behaviour and all its descendants, depth first.
    var subtree: [DynamicBehavior] {
        [self] + childBehaviors.flatMap(\.subtree)
    }

    /// Tells the animator that the behaviour changed: it rebuilds its world before the next
    /// step and resumes if paused; the islands of the behaviour's items wake.
    func setNeedsRebuild() {
        setNeedsRebuild(waking: itemReferences)
    }

    /// Tells the animator that the behaviour changed for the items of `references` only: their
    /// islands wake.
    func setNeedsRebuild(waking references: [ItemReference]) {
        dynamicAnimator?.setNeedsRebuild(waking: references)
    }

    // MARK: Hooks for the behaviours of this module

    /// The items the behaviour acts on; the animator registers them in this order.
    var itemReferences: [ItemReference] { [] }

    /// True when the behaviour's only effect on its items is its joints (an attachment, a
    /// snap): taking it away takes those joints away and leaves the items' forces as they were.
    var actsThroughJointsOnly: Bool { false }

    /// Identities of the attachments this behaviour makes, to refuse duplicates.
    var attachmentKeys: [AttachmentKey] { [] }

    /// Throws ``DynamicsError/invalidParameter(behavior:name:value:reason:)`` for a parameter
    /// that cannot be simulated.
    func validateParameters() throws {}

    /// Sets the item properties of `bodies` (one per item reference).
    func applyProperties(to builder: inout WorldBuilder, bodies: [Int32]) {}

    /// Adds forces, impulses and joints for `bodies` (one per item reference).
    func applyEffects(to builder: inout WorldBuilder, bodies: [Int32]) {}

    /// Called once the world built with this behaviour is in use (an instantaneous push is
    /// then spent).
    func didApply() {}

    /// Replaces the snapshots of the items with their state in the animator the behaviour is
    /// leaving, so that it takes them up where they were if added again.
    func refreshItems(_ current: (AnyHashable) -> (any DynamicItem)?) {}
}
