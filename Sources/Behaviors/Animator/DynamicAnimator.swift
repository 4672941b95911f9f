import Foundation
import LayoutKitCore

/// Runs the physics of its behaviours on their items, as UIKit's `UIDynamicAnimator`.
///
/// Time comes from the host: call ``advance(by:)`` once per displayed frame with the frame's
/// duration. The animator integrates on a fixed internal step of 1/240 s and carries the
/// remainder to the next frame, so the motion does not depend on the frame rate (60 Hz and
/// 120 Hz pacing give identical states at the same time). When every item has been at rest for
/// a quarter of a second, springs settle exactly home, the animator pauses and tells its
/// ``delegate``; any change resumes it.
///
/// Items are values or objects (``DynamicItem``): the animator keeps the state of each item by
/// its identity and hands back updated copies (``item(withID:)``, ``items(in:)``, and for
/// ``LayoutAttributes`` ``attributes(in:)`` and ``attributes(for:)``). It knows nothing of
/// layouts or hosts: it reports to its owner through its ``delegate`` (resumed, paused, stepped),
/// and a layout that drives its elements with it passes that on to its host.
///
/// ```swift
/// let animator = DynamicAnimator(referenceBounds: CGRect(x: 0, y: 0, width: 320, height: 568))
/// let gravity = GravityBehavior(items: [box])
/// try animator.addBehavior(gravity)
/// for _ in 0..<60 { try animator.advance(by: 1.0 / 60) }   // one second
/// let fallen = animator.item(withID: box.dynamicItemID)!.center   // about 500 pt lower
/// ```
public final class DynamicAnimator {
    /// The behaviours added, in order (their children are not listed).
    public private(set) var behaviors: [DynamicBehavior] = []
    /// Told when the animator pauses at rest and when it resumes.
    public weak var delegate: DynamicAnimatorDelegate?
    /// True while the animator steps; false when paused at rest or with nothing to move.
    public internal(set) var isRunning = false
    /// The simulated time the animator has run, in seconds (pauses not counted).
    public internal(set) var elapsedTime: TimeInterval = 0
    /// Why the behaviours could not be built when a query last asked (a parameter changed to an
    /// unusable value after it was added); `nil` once they build. ``advance(by:)`` throws it.
    public internal(set) var buildError: (any Error)?
    /// The coordinate space, in pt: what a collision behaviour's reference-bounds boundary
    /// follows (a layout's content, kept up to date by the layout). A change takes effect at the
    /// next rebuild of the world.
    public var referenceBounds: CGRect {
        didSet {
            guard referenceBounds != oldValue else { return }
            needsRebuild = true
            world.wakeAll()
        }
    }

    var world = World()
    /// The items of the world, with their records and bodies by identity.
    var itemTable = ItemTable()
    /// The records of class items, updated in place after every frame.
    var referenceRecords: [Int] = []
    var needsRebuild = false
    /// Items that joined or left a collision behaviour since the world was last built, while
    /// nothing else changed: the next step or query changes their shapes' collisions in place
    /// (``applyPendingDepartures()``) instead of rebuilding the world.
    var pendingMemberships: [ItemReference] = []
    /// Items new to the world that joined or left a behaviour, and the behaviours added, since
    /// the world was last built while nothing else changed: the next step or query takes the
    /// new items in alone (``applyPendingArrivals()``) instead of rebuilding the world.
    var arrivals: [(behavior: DynamicItemsBehavior, reference: ItemReference)] = []
    var arrivingBehaviors: [DynamicBehavior] = []
    /// Items the world has that left a behaviour other than a collision, and the behaviours
    /// removed, since the world was last built while nothing else changed: the next step or
    /// query takes them out alone (``applyPendingDepartures()``) when it can.
    var departures: [(behavior: DynamicItemsBehavior, reference: ItemReference)] = []
    var departingBehaviors: [DynamicBehavior] = []
    /// The number of behaviours in the tree (children included) of the current world.
    var treeCount = 0
    /// Simulated time received but not yet stepped, in seconds (less than one step).
    var accumulator: TimeInterval = 0
    /// How long every item has been at rest, in seconds.
    var restTime: TimeInterval = 0
    /// The behaviours with an action, in tree order, refreshed at every rebuild.
    var behaviorsWithActions: [DynamicBehavior] = []
    /// The collision behaviours of the current world, by bit.
    var collisionBehaviors: [CollisionBehavior] = []
    /// How many shape contacts make up each contact the delegates were told of.
    var contactCounts: [ContactKey: Int] = [:]
    private var behaviorIdentities: Set<ObjectIdentifier> = []
    private var attachmentOwners: [AttachmentKey: String] = [:]

    /// Creates an animator whose coordinate space is `referenceBounds` (pt), as
    /// `UIDynamicAnimator(referenceView:)`.
    public init(referenceBounds: CGRect = .zero) {
        self.referenceBounds = referenceBounds
    }

    /// Adds `behavior` and its children.
    ///
    /// - Throws: ``DynamicsError/behaviorAlreadyAdded(behavior:)``,
    ///   ``DynamicsError/behaviorOwnedElsewhere(behavior:)``,
    ///   ``DynamicsError/duplicateAttachment(item:existing:)``, and the parameter and geometry
    ///   errors of the behaviours; the animator is then unchanged.
    /// - Complexity: O(items and behaviours added); the world is rebuilt at the next step.
    public func addBehavior(_ behavior: DynamicBehavior) throws {
        if behaviorIdentities.contains(ObjectIdentifier(behavior)) {
            throw DynamicsError.behaviorAlreadyAdded(behavior: behavior.description)
        }
        guard behavior.parent == nil else { throw DynamicsError.behaviorOwnedElsewhere(behavior: behavior.description) }
        try adopt(behavior)
        behaviors.append(behavior)
    }

    /// Removes `behavior` (a behaviour added with ``addBehavior(_:)``) and its children; does
    /// nothing when it is not there. Items no behaviour holds any more leave the animator.
    public func removeBehavior(_ behavior: DynamicBehavior) {
        guard let index = behaviors.firstIndex(where: { $0 === behavior }) else { return }
        behaviors.remove(at: index)
        release(behavior)
    }

    /// Removes every behaviour; the animator then holds no items and pauses.
    public func removeAllBehaviors() {
        for behavior in behaviors { release(behavior) }
        behaviors.removeAll()
    }

    /// Takes `behavior` and its subtree into the animator after checking them all.
    func adopt(_ behavior: DynamicBehavior) throws {
        let subtree = behavior.subtree
        var seen: Set<ObjectIdentifier> = []
        var keys: [AttachmentKey: String] = [:]
        for member in subtree {
            let identity = ObjectIdentifier(member)
            if behaviorIdentities.contains(identity) || !seen.insert(identity).inserted {
                throw DynamicsError.behaviorAlreadyAdded(behavior: member.description)
            }
            if member.dynamicAnimator != nil { throw DynamicsError.behaviorOwnedElsewhere(behavior: member.description) }
            try member.validateParameters()
            for reference in member.itemReferences where itemTable.recordIndex(of: reference.id) == nil {
                try reference.item.validateGeometry()
            }
            for key in member.attachmentKeys {
                if let owner = attachmentOwners[key] ?? keys[key] {
                    throw DynamicsError.duplicateAttachment(
                        item: member.itemReferences.first?.item.itemKey, existing: owner)
                }
                keys[key] = member.description
            }
        }
        behaviorIdentities.formUnion(seen)
        attachmentOwners.merge(keys) { first, _ in first }
        for member in subtree {
            member.dynamicAnimator = self
            // Numbers remembered from another animator (or one since gone) mean nothing here.
            for reference in member.itemReferences { reference.keySlot.key = nil }
        }
        behaviorsArrived(subtree)
    }

    /// Lets go of `behavior` and its subtree.
    func release(_ behavior: DynamicBehavior) {
        for member in behavior.subtree {
            member.refreshItems { itemTable.recordIndex(of: $0).map { current(itemTable.records[$0]) } }
            behaviorIdentities.remove(ObjectIdentifier(member))
            for key in member.attachmentKeys { attachmentOwners[key] = nil }
            member.dynamicAnimator = nil
        }
        behaviorsDeparted(behavior.subtree)
    }
}
