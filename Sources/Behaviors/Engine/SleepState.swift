/// Whether a body sleeps, and how long it has been at rest.
struct SleepState {
    /// How long the body has moved and turned slower than the rest thresholds, in seconds.
    var restTime = 0.0
    /// The island the body sleeps in, or ``SleepState/awake``.
    var island = SleepState.awake

    /// The island of a body that does not sleep.
    static let awake: Int32 = -1

    /// True when the body sleeps.
    var isAsleep: Bool { island != SleepState.awake }
}
