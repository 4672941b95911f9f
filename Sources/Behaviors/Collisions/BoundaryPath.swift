import Foundation

/// The outline of a collision boundary: a chain of straight segments, open or closed, as the
/// `UIBezierPath` UIKit takes (curves are flattened into segments).
///
/// Boundaries are lines, not areas: items collide with the segments from either side. An item
/// that starts across a segment is pushed out to the side its center is on. (The reference
/// bounds are the exception: their segments hold items in, see
/// ``CollisionBehavior/translatesReferenceBoundsIntoBoundary``.)
///
/// ```swift
/// let shelf = BoundaryPath.roundedRect(CGRect(x: 20, y: 450, width: 280, height: 30), cornerRadius: 10)
/// try collision.addBoundary(withIdentifier: "shelf", for: shelf)
/// ```
public struct BoundaryPath: Hashable, Sendable {
    /// The corners of the chain, in pt.
    public private(set) var points: [CGPoint]
    /// Whether the last point joins the first.
    public private(set) var isClosed: Bool

    /// A chain through `points`; `closed` joins the last point back to the first.
    public init(points: [CGPoint], closed: Bool) {
        self.points = points
        self.isClosed = closed
    }

    /// The segment from `start` to `end`.
    public static func segment(from start: CGPoint, to end: CGPoint) -> BoundaryPath {
        BoundaryPath(points: [start, end], closed: false)
    }

    /// The closed polygon through `points` (any simple outline, convex or not).
    public static func polygon(_ points: [CGPoint]) -> BoundaryPath {
        BoundaryPath(points: points, closed: true)
    }

    /// The outline of `rect`.
    public static func rect(_ rect: CGRect) -> BoundaryPath {
        polygon([
            CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
            CGPoint(x: rect.maxX, y: rect.maxY), CGPoint(x: rect.minX, y: rect.maxY)
        ])
    }

    /// The outline of `rect` with corners rounded to `cornerRadius` (pt, at most half the
    /// shorter side), each quarter circle flattened into `segmentsPerCorner` segments.
    public static func roundedRect(_ rect: CGRect, cornerRadius: CGFloat, segmentsPerCorner: Int = 8) -> BoundaryPath {
        let radius = max(0, min(cornerRadius, rect.width / 2, rect.height / 2))
        let centers = [
            CGPoint(x: rect.maxX - radius, y: rect.minY + radius), CGPoint(x: rect.maxX - radius, y: rect.maxY - radius),
            CGPoint(x: rect.minX + radius, y: rect.maxY - radius), CGPoint(x: rect.minX + radius, y: rect.minY + radius)
        ]
        let steps = max(1, segmentsPerCorner)
        var points: [CGPoint] = []
        for (corner, center) in centers.enumerated() {
            for step in 0...steps {
                let angle = -Double.pi / 2 + (Double(corner) + Double(step) / Double(steps)) * Double.pi / 2
                points.append(CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle)))
            }
        }
        return polygon(points)
    }

    /// The ellipse inscribed in `rect`, flattened into `segments` segments.
    public static func ellipse(in rect: CGRect, segments: Int = 48) -> BoundaryPath {
        let count = max(3, segments)
        return polygon(
            (0..<count).map { index in
                let angle = 2 * Double.pi * Double(index) / Double(count)
                return CGPoint(x: rect.midX + rect.width / 2 * cos(angle), y: rect.midY + rect.height / 2 * sin(angle))
            })
    }

    /// The segments of the chain, as pairs of end points, skipping zero-length ones.
    var segments: [(CGPoint, CGPoint)] {
        guard points.count >= 2 else { return [] }
        let ends = isClosed ? points + [points[0]] : points
        return zip(ends, ends.dropFirst()).filter { $0 != $1 }
    }

    /// Throws ``DynamicsError/invalidBoundary(identifier:reason:)`` for a path that cannot be a
    /// boundary: a NaN or infinite point, fewer than two points, or a closed path enclosing no
    /// area (fewer than three points, or all on one line).
    func validate(identifier: AnyHashable?) throws {
        let name = identifier.map { "\($0.base)" } ?? "reference bounds"
        guard points.allSatisfy(\.isFinite) else {
            throw DynamicsError.invalidBoundary(identifier: name, reason: "a point is not finite")
        }
        guard !segments.isEmpty else {
            throw DynamicsError.invalidBoundary(identifier: name, reason: "it needs two distinct points")
        }
        if isClosed, abs(PolygonGeometry.signedArea(points.map(SIMD2.init))) < 1e-9 {
            throw DynamicsError.invalidBoundary(
                identifier: name, reason: "a closed path needs three points enclosing an area")
        }
    }
}
