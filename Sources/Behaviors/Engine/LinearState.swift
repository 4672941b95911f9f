/// The hot linear state of one body: position (pt) and velocity (pt/s) of its center.
struct LinearState {
    var position: SIMD2<Double>
    var velocity: SIMD2<Double>
}
