import Foundation
import LayoutKitCore

/// Smooth, seeded two-channel value noise: random vectors on a square lattice, blended with a
/// smoothstep, so the same seed gives the same field on every platform.
enum ValueNoise {
    /// A vector with components in −1...1 at `point`, varying over `cell` pt.
    static func vector(at point: SIMD2<Double>, seed: UInt64, cell: Double) -> SIMD2<Double> {
        let scaled = point / max(cell, 1e-9)
        let base = scaled.rounded(.down)
        let blend = smoothstep(scaled - base)
        let (x, y) = (Int64(base.x), Int64(base.y))
        let top = mix(lattice(x, y, seed), lattice(x + 1, y, seed), blend.x)
        let bottom = mix(lattice(x, y + 1, seed), lattice(x + 1, y + 1, seed), blend.x)
        return mix(top, bottom, blend.y)
    }

    /// The noise at `point` at `phase` layers into an animation: layer k = ⌊phase⌋ (seed
    /// `seed + k`) blended into layer k + 1 with a smoothstep of the fraction, so the field turns
    /// into a new one at each whole phase without a jump.
    static func vector(at point: SIMD2<Double>, seed: UInt64, cell: Double, phase: Double) -> SIMD2<Double> {
        let layer = phase.rounded(.down)
        let current = vector(at: point, seed: seed &+ UInt64(layer), cell: cell)
        let fraction = phase - layer
        guard fraction > 0 else { return current }
        let next = vector(at: point, seed: seed &+ UInt64(layer) &+ 1, cell: cell)
        return mix(current, next, smoothstep(SIMD2(repeating: fraction)).x)
    }

    /// 3t² − 2t³ of each component: 0 at 0, 1 at 1, flat at both.
    private static func smoothstep(_ t: SIMD2<Double>) -> SIMD2<Double> { t * t * (3 - 2 * t) }

    private static func mix(_ a: SIMD2<Double>, _ b: SIMD2<Double>, _ t: Double) -> SIMD2<Double> {
        a + (b - a) * t
    }

    /// The random vector of lattice point (x, y).
    private static func lattice(_ x: Int64, _ y: Int64, _ seed: UInt64) -> SIMD2<Double> {
        var random = SeededRandom(seed: seed ^ UInt64(bitPattern: x &* 73_856_093 ^ y &* 19_349_663))
        return SIMD2(Double.random(in: -1...1, using: &random), Double.random(in: -1...1, using: &random))
    }
}
