import Foundation
import LayoutKitCore

/// Something the dynamics engine can move: a position, a size and a rotation, as UIKit's
/// `UIDynamicItem`.
///
/// ``LayoutAttributes`` adopts it, so a layout can hand its attributes to a
/// ``DynamicAnimator`` and read them back moved. A host class with `center`, `bounds` and
/// `transform3D` adopts it with an empty extension: its identity then comes from the object.
///
/// Items may be values: the animator keeps its own state for each item, keyed by
/// ``dynamicItemID``, and hands back an updated copy (``DynamicAnimator/item(withID:)``); a
/// class item is also updated in place after every frame.
///
/// ```swift
/// final class Card: DynamicItem {
///     var center = CGPoint(x: 100, y: 100)
///     var bounds = CGRect(x: 0, y: 0, width: 80, height: 120)
///     var transform3D = Transform3D.identity
/// }
/// ```
public protocol DynamicItem {
    /// The center of the item in the animator's coordinates, in points.
    var center: CGPoint { get set }
    /// The untransformed bounds of the item; only the size is used, in points.
    var bounds: CGRect { get }
    /// The transform about the center; the engine reads and writes its rotation about z.
    var transform3D: Transform3D { get set }
    /// The shape collisions use; a rectangle by default.
    var collisionBoundsType: DynamicItemCollisionBoundsType { get }
    /// What identifies the item across behaviours and frames. Class items default to their
    /// object identity; ``LayoutAttributes`` uses its ``ElementKey``.
    var dynamicItemID: AnyHashable { get }
}
