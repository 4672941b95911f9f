import Foundation

/// An error the dynamics engine reports for input it cannot use.
///
/// Every case names the item (by its key, a value to compare), the behaviour or the parameter at
/// fault. A call that throws one
/// leaves the animator as it was: no item moves and no behaviour is half added.
public enum DynamicsError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The behaviour is already in this animator, or appears twice in the behaviours added.
    case behaviorAlreadyAdded(behavior: String)
    /// The behaviour belongs to another animator or is the child of another behaviour.
    case behaviorOwnedElsewhere(behavior: String)
    /// The item is already attached at the same point to the same anchor or item by another
    /// attachment: the second spring would silently double the first (article 000's trap).
    case duplicateAttachment(item: DynamicItemKey?, existing: String)
    /// An attachment joins an item to itself.
    case itemAttachedToItself(item: DynamicItemKey)
    /// The item's center, size or transform is unusable (NaN, infinite, zero or negative size).
    case invalidItemGeometry(item: DynamicItemKey, reason: String)
    /// A numeric parameter of a behaviour is NaN, infinite or outside its allowed range.
    case invalidParameter(behavior: String, name: String, value: Double, reason: String)
    /// The animator does not hold the item.
    case unknownItem(item: DynamicItemKey)
    /// The behaviour does not hold the item.
    case itemNotInBehavior(item: DynamicItemKey, behavior: String)
    /// The item cannot be removed because a behaviour that cannot drop it (an attachment, a
    /// snap) still holds it.
    case itemHeldByBehavior(item: DynamicItemKey, behavior: String)
    /// An item that is a member of a group is also used alone by a behaviour.
    case groupMemberUsedAlone(item: DynamicItemKey, group: String)
    /// The frame duration given to the animator is NaN, infinite or negative.
    case invalidFrameDuration(Double)
    /// A boundary path cannot collide: a NaN point, fewer than two distinct points, or a closed
    /// path enclosing no area.
    case invalidBoundary(identifier: String, reason: String)
    /// A collision behaviour already has a boundary with this identifier.
    case duplicateBoundary(identifier: String)
    /// More collision behaviours than the engine can tell apart (64) hold items at once.
    case tooManyCollisionBehaviors(count: Int)

    public var description: String {
        switch self {
        case let .behaviorAlreadyAdded(behavior):
            return "The behaviour \(behavior) is already added; add each behaviour once."
        case let .behaviorOwnedElsewhere(behavior):
            return "The behaviour \(behavior) belongs to another animator or parent behaviour; remove it there first."
        case let .duplicateAttachment(item, existing):
            return "The item \(item.map(\.description) ?? "?") is already attached at the same point by \(existing); "
                + "remove that attachment first."
        case let .itemAttachedToItself(item):
            return "The item \(item) cannot be attached to itself."
        case let .invalidItemGeometry(item, reason):
            return "The item \(item) has unusable geometry: \(reason)."
        case let .invalidParameter(behavior, name, value, reason):
            return "Invalid parameter \(name) = \(value) of \(behavior): \(reason)."
        case let .unknownItem(item):
            return "The animator holds no item \(item)."
        case let .itemNotInBehavior(item, behavior):
            return "The behaviour \(behavior) does not hold the item \(item)."
        case let .itemHeldByBehavior(item, behavior):
            return "The item \(item) is still held by \(behavior); remove that behaviour first."
        case let .groupMemberUsedAlone(item, group):
            return "The item \(item) is a member of the group \(group) and cannot also be used alone."
        case let .invalidFrameDuration(value):
            return "Invalid frame duration \(value) s: it must be finite and not negative."
        case let .invalidBoundary(identifier, reason):
            return "The boundary \(identifier) is unusable: \(reason)."
        case let .duplicateBoundary(identifier):
            return "A boundary with the identifier \(identifier) already exists; remove it first."
        case let .tooManyCollisionBehaviors(count):
            return "\(count) collision behaviours are active; at most 64 can be told apart."
        }
    }
}
