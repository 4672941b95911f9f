import Foundation
import LayoutKitCore

/// Smooth, seeded two-channel value noise: random vectors on a square lattice, blended with a
/// smoothstep, so the same seed gives the same field on every platform.
enum ValueNoise {
    /// A vector with components in −1...1 at `point`, varying over `cell` pt.
    static func vector(at point: SIMD2<Double>, seed: UInt64, cell: Double) -> SIMD2<Double> {
        let scaled = point / max(cell, 1e-9)
        let base = scaled.rounded(.down)
        let t = scaled - base
        let blend = t * t * (3 - 2 * t)
        let (x, y) = (Int64(base.x), Int64(base.y))
        let top = mix(lattice(x, y, seed), lattice(x + 1, y, seed), blend.x)
        let bottom = mix(lattice(x, y + 1, seed), lattice(x + 1, y + 1, seed), blend.x)
        return mix(top, bottom, blend.y)
    }

    private static func mix(_ a: SIMD2<Double>, _ b: SIMD2<Double>, _ t: Double) -> SIMD2<Double> {
        a + (b - a) * t
    }

    /// The random vector of lattice point (x, y).
    private static func lattice(_ x: Int64, _ y: Int64, _ seed: UInt64) -> SIMD2<Double> {
        var random = SeededRandom(seed: seed ^ UInt64(bitPattern: x &* 73_856_093 ^ y &* 19_349_663))
        return SIMD2(Double.random(in: -1...1, using: &random), Double.random(in: -1...1, using: &random))
    }
}
