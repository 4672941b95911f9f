import Foundation

/// The moment of inertia of a polygon about the origin, from its triangles fanned from the
/// origin.
enum PolygonInertia {
    /// Square points per unit of mass, or `nil` when the polygon has no area.
    ///
    /// - Complexity: O(n) in the number of vertices.
    static func perMass(_ points: [CGPoint]) -> Double? {
        guard points.count >= 3 else { return nil }
        var area = 0.0
        var moment = 0.0
        for index in points.indices {
            let p = points[index]
            let q = points[(index + 1) % points.count]
            let cross = Double(p.x * q.y - q.x * p.y)
            area += cross / 2
            moment += cross * Double(p.x * p.x + p.x * q.x + q.x * q.x + p.y * p.y + p.y * q.y + q.y * q.y) / 12
        }
        guard abs(area) > 0, moment.isFinite else { return nil }
        return moment / area
    }
}
