import Foundation

/// Plane geometry of outlines: area, orientation, convexity.
enum PolygonGeometry {
    /// The signed area of the closed outline through `points`, in pt²: positive when the
    /// outline turns from x toward y (clockwise on a y-down screen).
    ///
    /// - Complexity: O(n).
    static func signedArea(_ points: [SIMD2<Double>]) -> Double {
        guard points.count >= 3 else { return 0 }
        var twice = 0.0
        for index in points.indices {
            twice += cross(points[index], points[(index + 1) % points.count])
        }
        return twice / 2
    }

    /// `points` turned to positive orientation, or `nil` unless they form a convex polygon
    /// with an area (collinear corners are allowed and dropped).
    ///
    /// - Complexity: O(n).
    static func convexOutline(_ points: [SIMD2<Double>]) -> [SIMD2<Double>]? {
        guard points.count >= 3, points.allSatisfy({ $0.x.isFinite && $0.y.isFinite }) else { return nil }
        let area = signedArea(points)
        guard abs(area) > 1e-9 else { return nil }
        let oriented = area > 0 ? points : points.reversed()
        var kept: [SIMD2<Double>] = []
        let count = oriented.count
        for index in 0..<count {
            let previous = oriented[(index + count - 1) % count], point = oriented[index], next = oriented[(index + 1) % count]
            let turn = cross(point - previous, next - point)
            if turn < -1e-9 { return nil }
            if turn > 1e-9 { kept.append(point) }
        }
        return kept.count >= 3 ? kept : nil
    }
}

/// The cross product of an angular velocity (rad/s) with an offset: the velocity of the point.
func cross(_ w: Double, _ r: SIMD2<Double>) -> SIMD2<Double> {
    SIMD2(-w * r.y, w * r.x)
}

/// The dot product.
func dot(_ a: SIMD2<Double>, _ b: SIMD2<Double>) -> Double {
    (a * b).sum()
}
