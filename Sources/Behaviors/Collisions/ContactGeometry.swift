/// The geometric result of testing two shapes: the normal from A to B and up to two points,
/// each with its gap (negative when overlapping) and feature identity.
struct ContactGeometry {
    var normal = SIMD2<Double>(0, 1)
    var count = 0
    var point0 = SIMD2<Double>.zero
    var point1 = SIMD2<Double>.zero
    var separation0 = 0.0
    var separation1 = 0.0
    var feature0: UInt32 = 0
    var feature1: UInt32 = 0

    /// Adds a point when its gap is within `margin`.
    mutating func add(_ point: SIMD2<Double>, separation: Double, feature: UInt32, margin: Double) {
        guard separation <= margin, count < 2 else { return }
        if count == 0 {
            (point0, separation0, feature0) = (point, separation, feature)
        } else {
            (point1, separation1, feature1) = (point, separation, feature)
        }
        count += 1
    }
}
