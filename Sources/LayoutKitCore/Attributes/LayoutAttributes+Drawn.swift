import Foundation

extension LayoutAttributes {
    /// The four corners of the element as drawn, in content coordinates (pt): its untransformed
    /// frame's corners, moved by ``transform3D`` about the center with the perspective divide, as
    /// a view's layer draws them (top left, top right, bottom right, bottom left); `nil` when a
    /// corner is turned past the eye (a perspective that divides by zero or less), which no
    /// screen draws.
    ///
    /// ```swift
    /// var card = LayoutAttributes(forCellAt: IndexPath(item: 0, section: 0))
    /// card.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
    /// card.transform3D = Transform3D(scaleX: 0.5, y: 0.5)
    /// card.drawnBounds  // (25, 25, 50, 50)
    /// ```
    public var drawnCorners: [CGPoint]? {
        let (center, half) = (self.center, CGPoint(x: size.width / 2, y: size.height / 2))
        let t = transform3D
        var corners: [CGPoint] = []
        for (x, y) in [(-half.x, -half.y), (half.x, -half.y), (half.x, half.y), (-half.x, half.y)] {
            let w = x * t.m14 + y * t.m24 + t.m44
            guard w > 0, w.isFinite else { return nil }
            let moved = CGPoint(x: (x * t.m11 + y * t.m21 + t.m41) / w, y: (x * t.m12 + y * t.m22 + t.m42) / w)
            corners.append(CGPoint(x: center.x + moved.x, y: center.y + moved.y))
        }
        return corners
    }

    /// The smallest rectangle holding the element as drawn (``drawnCorners``), in points; the
    /// frame itself without a transform, or for one that turns a corner past the eye.
    public var drawnBounds: CGRect {
        guard !transform3D.isIdentity, let corners = drawnCorners else { return frame }
        let (xs, ys) = (corners.map(\.x), corners.map(\.y))
        guard let minX = xs.min(), let maxX = xs.max(), let minY = ys.min(), let maxY = ys.max() else { return frame }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// Whether `point` (content coordinates, pt) lies on the element as drawn: inside the
    /// quadrilateral of its ``drawnCorners`` (a transform that folds the element flat, or turns a
    /// corner past the eye, covers no point).
    public func drawnShapeContains(_ point: CGPoint) -> Bool {
        guard !transform3D.isIdentity else { return frame.contains(point) }
        guard let corners = drawnCorners else { return false }
        var sign: CGFloat = 0
        for index in corners.indices {
            let (a, b) = (corners[index], corners[(index + 1) % corners.count])
            let side = (b.x - a.x) * (point.y - a.y) - (b.y - a.y) * (point.x - a.x)
            guard side.isFinite else { return false }
            if side == 0 { continue }
            if sign == 0 { sign = side > 0 ? 1 : -1 } else if (side > 0) != (sign > 0) { return false }
        }
        return sign != 0
    }
}
