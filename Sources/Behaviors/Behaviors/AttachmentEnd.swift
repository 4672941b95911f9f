import Foundation

/// One item end of an attachment: the item and the attachment point's offset from its center,
/// in the item's unrotated coordinates (pt).
struct AttachmentEnd {
    var reference: ItemReference
    var offset: CGPoint

    /// The end at `offset` from the center of `item`.
    init(_ item: any DynamicItem, offset: CGPoint) {
        reference = ItemReference(item)
        self.offset = offset
    }

    /// The end at the world point `point` on `item`, as the item stands now.
    init(_ item: any DynamicItem, at point: CGPoint) {
        let local = rotate(SIMD2(point) - SIMD2(item.center), by: -item.rotationAngle)
        self.init(item, offset: CGPoint(x: local.x, y: local.y))
    }

    /// Where the attachment point is now, in world coordinates.
    var position: SIMD2<Double> {
        SIMD2(reference.item.center) + rotate(SIMD2(offset), by: reference.item.rotationAngle)
    }
}
