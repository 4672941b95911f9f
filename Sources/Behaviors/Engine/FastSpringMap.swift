/// What one or several internal steps of the fast spring path do to a body, as an affine map of
/// its offset from the target `x` and its velocity `v` (the same map on both axes):
/// `x' = xx·x + xv·v + cx`, `v' = vx·x + vv·v + cv`.
///
/// One step is `v ← keep·v + kick − pull·x`, then `x ← x + h·v`. Composing the map with itself
/// `n` times gives the result of `n` steps in one update per body, so a frame of four internal
/// steps reads and writes each body once. It equals stepping `n` times up to rounding (about
/// 1e-16 relative), so results still do not depend on the frame rate.
struct FastSpringMap {
    var xx: Double, xv: Double, vx: Double, vv: Double
    var cx: SIMD2<Double>, cv: SIMD2<Double>

    /// The map of one step of `h` seconds.
    init(keep: Double, kick: SIMD2<Double>, pull: Double, h: Double) {
        vx = -pull
        vv = keep
        cv = kick
        xx = 1 - h * pull
        xv = h * keep
        cx = h * kick
    }

    /// This map applied `count` times (at least once).
    func repeated(_ count: Int) -> FastSpringMap {
        var result = self
        for _ in 1..<max(1, count) { result = then(result) }
        return result
    }

    /// `next` applied after `self`.
    private func then(_ next: FastSpringMap) -> FastSpringMap {
        var map = self
        map.xx = next.xx * xx + next.xv * vx
        map.xv = next.xx * xv + next.xv * vv
        map.vx = next.vx * xx + next.vv * vx
        map.vv = next.vx * xv + next.vv * vv
        map.cx = next.xx * cx + next.xv * cv + next.cx
        map.cv = next.vx * cx + next.vv * cv + next.cv
        return map
    }

    /// Moves a body whose target is `target`.
    @inline(__always)
    func apply(position: inout SIMD2<Double>, velocity: inout SIMD2<Double>, target: SIMD2<Double>) {
        let x = position - target
        let v = velocity
        position = target + (xx * x + xv * v + cx)
        velocity = vx * x + vv * v + cv
    }
}
