import CollectionModel

/// Whether a touch lands on a view, as a hit test judges it (Apple: UIView › hitTest(_:with:):
/// it "ignores view objects that are hidden, that have disabled user interactions, or have an
/// alpha level less than 0.01", and asks point(inside:with:), which reads the point in the
/// view's own coordinates, so through its transform: Apple: UIView › convert(_:from:), and
/// UIView › transform, "the origin of the transform is the value of the center property").
extension UIView {
    /// True when a hit test can land on the view at all: shown, and at least 1 % opaque.
    var isHitTestable: Bool { !isHidden && alpha >= 0.01 }

    /// Whether `point`, in the superview's coordinates, lies inside the view's bounds as drawn:
    /// the bounds' corners moved by the layer's 3D transform about the center, with the
    /// perspective divide (a transform that turns the view edge-on covers no point).
    func drawnBoundsContain(_ point: CGPoint) -> Bool {
        let (middle, half) = (center, CGPoint(x: bounds.width / 2, y: bounds.height / 2))
        let t = transform3D
        var corners: [CGPoint] = []
        for (u, v) in [(-1.0, -1.0), (1, -1), (1, 1), (-1, 1)] as [(CGFloat, CGFloat)] {
            let (x, y) = (u * half.x, v * half.y)
            let w = x * t.m14 + y * t.m24 + t.m44
            guard w > 0 else { return false }  // a corner turned past the eye: nothing is drawn there
            let moved = CGPoint(x: x * t.m11 + y * t.m21 + t.m41, y: x * t.m12 + y * t.m22 + t.m42)
            corners.append(CGPoint(x: middle.x + moved.x / w, y: middle.y + moved.y / w))
        }
        var turn: CGFloat = 0
        for index in corners.indices {
            let (a, b) = (corners[index], corners[(index + 1) % 4])
            let side = (b.x - a.x) * (point.y - a.y) - (b.y - a.y) * (point.x - a.x)
            guard side.isFinite else { return false }
            if side == 0 { continue }
            if turn == 0 { turn = side > 0 ? 1 : -1 } else if (side > 0) != (turn > 0) { return false }
        }
        return turn != 0
    }
}
