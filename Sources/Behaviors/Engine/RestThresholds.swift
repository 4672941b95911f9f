/// When a body counts as at rest, and for how long everything must be at rest before the
/// animator settles and pauses.
enum RestThresholds {
    /// Linear speed below which a body is at rest, in pt/s (a hundredth of a point per
    /// 60 Hz frame is invisible).
    static let speed = 1.0
    /// Angular speed below which a body is at rest, in rad/s (1 pt/s at 100 pt from the center).
    static let angularSpeed = 0.01
    /// Distance from its spring's target below which a resting body is snapped onto it, in pt.
    static let displacement = 0.5
    /// How long every body must stay at rest before the animator pauses, in seconds: longer
    /// than a pendulum or spring lingers at the turn of its swing.
    static let duration = 0.25
}
