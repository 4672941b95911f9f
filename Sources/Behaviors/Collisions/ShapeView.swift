/// A collider's shape in world coordinates for one step: borrowed pointers into the collision
/// world's vertex and normal arrays.
struct ShapeView {
    /// World vertices; for a circle, its center.
    var vertices: UnsafePointer<SIMD2<Double>>
    /// Outward unit normal of the edge from vertex i to vertex i + 1 (unused for circles).
    var normals: UnsafePointer<SIMD2<Double>>
    var count: Int
    /// The faces that collide: `count`, or 1 for a one-sided segment (its first face only).
    var faces: Int
    var radius: Double
}
