/// A boundary as a collision behaviour hands it to the world builder.
struct CollisionBoundary {
    /// The bit of the collision behaviour that holds it.
    var owner: Int
    /// The boundary's identifier; `nil` for the reference bounds.
    var identifier: AnyHashable?
    var path: BoundaryPath
}
