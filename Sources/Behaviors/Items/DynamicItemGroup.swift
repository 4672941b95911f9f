import Foundation
import LayoutKitCore

/// Items that move as one rigid body, as UIKit's `UIDynamicItemGroup`.
///
/// Add the group to behaviours instead of its members: its mass is the sum of theirs, its
/// center the middle of their frames, and every member keeps its place in the group as the
/// group moves and turns. A member used alone by another behaviour is an error
/// (``DynamicsError/groupMemberUsedAlone(item:group:)``).
///
/// ```swift
/// let pair = DynamicItemGroup(items: [left, right])
/// let gravity = GravityBehavior(items: [pair])
/// ```
public struct DynamicItemGroup: DynamicItem {
    /// The members, in the order given.
    public private(set) var items: [any DynamicItem]
    /// The group's own transform; the engine writes its rotation here and to the members.
    public var transform3D: Transform3D = .identity

    /// Creates a group of `items`.
    public init(items: [any DynamicItem]) {
        self.items = items
    }

    /// The smallest rectangle holding the members' untransformed frames, in points.
    public var frame: CGRect {
        items.reduce(CGRect.null) { union, item in
            let size = item.bounds.size
            return union.union(
                CGRect(
                    x: item.center.x - size.width / 2, y: item.center.y - size.height / 2,
                    width: size.width, height: size.height))
        }
    }

    /// The middle of ``frame``; setting it moves every member by the same amount.
    public var center: CGPoint {
        get { CGPoint(x: frame.midX, y: frame.midY) }
        set {
            let old = center
            for index in items.indices {
                items[index].center.x += newValue.x - old.x
                items[index].center.y += newValue.y - old.y
            }
        }
    }

    /// The size of ``frame`` at the origin.
    public var bounds: CGRect { CGRect(origin: .zero, size: frame.size) }

    /// The members' identities, in order.
    public var dynamicItemID: AnyHashable { AnyHashable(items.map(\.dynamicItemID)) }
}
