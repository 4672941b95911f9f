import Foundation
import LayoutKitCore

/// The animator's cold record of one item: its latest value from outside, the body that moves
/// it, and where on that body it sits.
struct ItemRecord {
    /// The item as last given (by a behaviour or ``DynamicAnimator/updateItem(usingCurrentState:)``).
    var item: any DynamicItem
    /// The number of the item's identity in its animator.
    let key: Int32
    /// The body that carries the item (its own, or its group's).
    var body: Int32
    /// The item's center relative to the body's center in the body's unrotated frame, in pt
    /// (zero for an item alone).
    var offset: SIMD2<Double>
    /// The body's rotation when `item` was taken, in radians.
    var baseAngle: Double
    /// The item's transform when it was taken: a class item's own transform changes as the
    /// animator moves it, so rotations are applied to this copy.
    var baseTransform: Transform3D {
        didSet { (baseRotation, baseIsIdentity) = (baseTransform.rotationAngle, baseTransform.isIdentity) }
    }
    /// The rotation of ``baseTransform`` about z, in radians, and whether it is the identity.
    private(set) var baseRotation: Double
    private(set) var baseIsIdentity: Bool
    /// True for a class item, which is updated in place after every frame.
    var isReference: Bool
    /// How many behaviours hold the item (counted for an item alone, not for a group's
    /// member): when it comes to none, the item leaves the world.
    var holders: Int32 = 0

    init(item: any DynamicItem, key: Int32, body: Int32, offset: SIMD2<Double>, baseAngle: Double) {
        self.item = item
        self.key = key
        self.body = body
        self.offset = offset
        self.baseAngle = baseAngle
        self.baseTransform = item.transform3D
        (baseRotation, baseIsIdentity) = (baseTransform.rotationAngle, baseTransform.isIdentity)
        self.isReference = type(of: item) is AnyObject.Type
    }

    /// The item with the center and rotation of its body, at `position` (pt) turned by `angle`
    /// (rad).
    func current(position: SIMD2<Double>, angle: Double) -> any DynamicItem {
        var moved = item
        moved.center = center(position: position, angle: angle)
        if angle != baseAngle { moved.transform3D = turnedTransform(angle: angle) }
        return moved
    }

    /// Where the item is with its body at `position` (pt) turned by `angle` (rad), without
    /// copying it; `handle` is the animator's handle on it.
    func placement(position: SIMD2<Double>, angle: Double, handle: ItemHandle) -> ItemPlacement {
        ItemPlacement(
            item: item, center: center(position: position, angle: angle),
            transform3D: angle != baseAngle ? turnedTransform(angle: angle) : item.transform3D, handle: handle)
    }

    /// The item's center with its body at `position` (pt) turned by `angle` (rad), in pt.
    func center(position: SIMD2<Double>, angle: Double) -> CGPoint {
        let center = offset == .zero ? position : position + rotate(offset, by: angle)
        return CGPoint(x: center.x, y: center.y)
    }

    /// The base transform turned by the body's rotation since the item was taken (a rotation
    /// alone when the base is the identity, which the product would leave as it is).
    private func turnedTransform(angle: Double) -> Transform3D {
        let turn = CGFloat(angle - baseAngle)
        return baseIsIdentity ? Transform3D(rotationAngle: turn) : baseTransform.rotated(by: turn)
    }
}
