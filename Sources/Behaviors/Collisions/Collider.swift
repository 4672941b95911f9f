/// One collision shape on a body: an item's outline (a group has one per member) or one
/// segment of a boundary (on body 0, the world).
struct Collider {
    /// The body the shape moves with.
    var body: Int32
    /// The first of the shape's vertices in the collision world's vertex arrays.
    var firstVertex: Int32
    /// 1 for a circle, 2 for a boundary segment, 3 or more for a convex polygon.
    var vertexCount: Int32
    /// The circle's radius, in pt; 0 otherwise.
    var radius: Double
    /// How much approach speed a collision gives back (0...1), from the item's elasticity.
    var elasticity: Double
    /// The friction coefficient, from the item's friction.
    var friction: Double
    /// The collision behaviours (one bit each) in which this shape meets other items.
    var itemMask: UInt64
    /// The collision behaviours whose boundaries this shape meets (for a segment: its owner).
    var boundaryMask: UInt64
    /// The item record for items, the boundary's index for segments.
    var owner: Int32
    /// True for a segment of the reference bounds: it has one face, turned inwards, so a shape
    /// that got across it is pushed back in, not out.
    var isOneSided = false
    /// True for a boundary segment.
    var isSegment: Bool { vertexCount == 2 }
}
