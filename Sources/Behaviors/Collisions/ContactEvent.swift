/// A contact that began or ended in an internal step, for the collision delegates.
struct ContactEvent {
    var began: Bool
    var colliderA: Int32
    var colliderB: Int32
    /// The contact point, in pt (for a contact that began).
    var point: SIMD2<Double>
}
