import Foundation

/// The shape an item collides with, in its unrotated frame relative to its center: a circle
/// (one vertex and a radius) or a convex polygon (vertices in positive orientation, radius 0).
struct CollisionOutline {
    /// Vertices in pt, relative to the item's center.
    var vertices: [SIMD2<Double>]
    /// The radius of a circle, in pt; 0 for polygons.
    var radius: Double

    /// Vertices an ellipse that is not a circle is flattened into: its outline is then within
    /// 0.5% of the radius (the polygon's corners lie just outside the ellipse, its edges just
    /// inside, so its area matches).
    static let ellipseVertices = 24

    /// The outline of `item` from its ``DynamicItem/collisionBoundsType``.
    ///
    /// - Throws: ``DynamicsError/invalidItemGeometry(item:reason:)`` for a `.path` that is not a
    ///   convex polygon with an area, or has a NaN point.
    init(of item: any DynamicItem) throws {
        let (w, h) = (Double(item.bounds.width), Double(item.bounds.height))
        switch item.collisionBoundsType {
        case .rectangle:
            vertices = [SIMD2(-w / 2, -h / 2), SIMD2(w / 2, -h / 2), SIMD2(w / 2, h / 2), SIMD2(-w / 2, h / 2)]
            radius = 0
        case .ellipse where abs(w - h) <= 1e-9 * max(w, h):
            vertices = [.zero]
            radius = w / 2
        case .ellipse:
            let count = Self.ellipseVertices
            let scale = (1 + 1 / cos(Double.pi / Double(count))) / 2
            vertices = (0..<count).map { index in
                let angle = 2 * Double.pi * Double(index) / Double(count)
                return SIMD2(w / 2 * cos(angle), h / 2 * sin(angle)) * scale
            }
            radius = 0
        case let .path(points):
            guard let outline = PolygonGeometry.convexOutline(points.map(SIMD2.init)) else {
                throw DynamicsError.invalidItemGeometry(
                    item: item.itemKey,
                    reason: "the collision path must be a convex polygon of three or more finite points enclosing an area")
            }
            vertices = outline
            radius = 0
        }
    }

    /// The outline moved by `offset` (a group member's place on its body).
    func offset(by offset: SIMD2<Double>) -> CollisionOutline {
        offset == .zero ? self : CollisionOutline(vertices: vertices.map { $0 + offset }, radius: radius)
    }

    private init(vertices: [SIMD2<Double>], radius: Double) {
        self.vertices = vertices
        self.radius = radius
    }
}
