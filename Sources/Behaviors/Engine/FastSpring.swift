/// While building: a body that moves on its own: no joint but at most one zero-length spring to a fixed point,
/// no turning. Such bodies are stepped several internal steps at a time, each loaded once.
struct FastSpring {
    /// The body.
    var body: Int32
    /// Where the spring pulls the body's center, in pt; ignored by a group without spring.
    var target: SIMD2<Double>
}
