import Foundation

/// A cubic Bézier from (0, 0) to (1, 1) with two control points, read as a timing function:
/// y as a function of x, as Core Animation's `CAMediaTimingFunction` does.
struct UnitBezier: Hashable, Sendable {
    var x1: Double, y1: Double, x2: Double, y2: Double

    /// The curve's y where its x is `x` (clamped to 0...1), to within 1e-9.
    func value(atX x: Double) -> Double {
        let x = min(1, max(0, x))
        let u = parameter(forX: x)
        return Self.coordinate(u, p1: y1, p2: y2)
    }

    /// One coordinate of the curve at parameter `u`, with control coordinates `p1` and `p2`.
    private static func coordinate(_ u: Double, p1: Double, p2: Double) -> Double {
        let v = 1 - u
        return 3 * v * v * u * p1 + 3 * v * u * u * p2 + u * u * u
    }

    private static func slope(_ u: Double, p1: Double, p2: Double) -> Double {
        let v = 1 - u
        return 3 * v * v * p1 + 6 * v * u * (p2 - p1) + 3 * u * u * (1 - p2)
    }

    /// The parameter whose x is `x`: Newton's method from `x`, falling back on bisection, which
    /// always converges since x grows monotonically for control x in 0...1.
    private func parameter(forX x: Double) -> Double {
        let tolerance = 1e-9
        var u = x
        for _ in 0..<8 {
            let error = Self.coordinate(u, p1: x1, p2: x2) - x
            if abs(error) < tolerance { return u }
            let derivative = Self.slope(u, p1: x1, p2: x2)
            if abs(derivative) < 1e-6 { break }
            u -= error / derivative
        }
        var (low, high) = (0.0, 1.0)
        u = x
        for _ in 0..<64 {
            let value = Self.coordinate(u, p1: x1, p2: x2)
            if abs(value - x) < tolerance { break }
            if value < x { low = u } else { high = u }
            u = (low + high) / 2
        }
        return u
    }
}
