/// The hot angular state of one body: rotation (radians) and angular velocity (rad/s).
struct AngularState {
    var angle: Double
    var velocity: Double
}
