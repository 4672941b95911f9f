import Foundation

extension Transform3D {
    /// The transform a fraction `progress` of the way from `self` to `target`.
    ///
    /// When both ends are flat 2D transforms without shear (any mix of translation, scale and
    /// rotation about z, the transforms layouts use), the interpolation runs on their parts, as
    /// Core Animation does: translation and scale linearly, rotation along the shorter way round.
    /// Any other pair is interpolated entry by entry. Progress 0 gives `self` and 1 gives
    /// `target`, up to rounding; values outside 0...1 extrapolate.
    ///
    /// ```swift
    /// let half = Transform3D.identity.interpolated(to: Transform3D(rotationAngle: .pi / 2), progress: 0.5)
    /// // a rotation by pi / 4
    /// ```
    public func interpolated(to target: Transform3D, progress: CGFloat) -> Transform3D {
        if let from = PlanarParts(self), let to = PlanarParts(target) {
            return from.interpolated(to: to, progress: progress).transform
        }
        func lerp(_ a: CGFloat, _ b: CGFloat) -> CGFloat { a + (b - a) * progress }
        return Transform3D(
            m11: lerp(m11, target.m11), m12: lerp(m12, target.m12), m13: lerp(m13, target.m13), m14: lerp(m14, target.m14),
            m21: lerp(m21, target.m21), m22: lerp(m22, target.m22), m23: lerp(m23, target.m23), m24: lerp(m24, target.m24),
            m31: lerp(m31, target.m31), m32: lerp(m32, target.m32), m33: lerp(m33, target.m33), m34: lerp(m34, target.m34),
            m41: lerp(m41, target.m41), m42: lerp(m42, target.m42), m43: lerp(m43, target.m43), m44: lerp(m44, target.m44)
        )
    }
}

/// A flat transform taken apart into scale, rotation about z and translation.
private struct PlanarParts {
    var scaleX: CGFloat, scaleY: CGFloat, scaleZ: CGFloat
    var angle: CGFloat
    var translation: (x: CGFloat, y: CGFloat, z: CGFloat)

    /// Takes `t` apart, or fails when it has perspective, 3D rotation or shear.
    init?(_ t: Transform3D) {
        guard t.m13 == 0, t.m23 == 0, t.m14 == 0, t.m24 == 0, t.m31 == 0, t.m32 == 0, t.m34 == 0,
            t.m44 == 1
        else { return nil }
        let scaleX = (t.m11 * t.m11 + t.m12 * t.m12).squareRoot()
        guard scaleX > 0 else { return nil }
        let angle = atan2(t.m12, t.m11)
        let determinant = t.m11 * t.m22 - t.m12 * t.m21
        let scaleY = determinant / scaleX
        self.scaleX = scaleX
        self.scaleY = scaleY
        self.scaleZ = t.m33
        self.angle = angle
        self.translation = (t.m41, t.m42, t.m43)
        let rebuilt = transform
        let tolerance: CGFloat = 1e-9 * max(1, abs(scaleX), abs(scaleY))
        guard abs(rebuilt.m21 - t.m21) <= tolerance, abs(rebuilt.m22 - t.m22) <= tolerance else { return nil }
    }

    var transform: Transform3D {
        Transform3D(scaleX: scaleX, y: scaleY, z: scaleZ)
            .rotated(by: angle)
            .translatedBy(x: translation.x, y: translation.y, z: translation.z)
    }

    func interpolated(to other: PlanarParts, progress p: CGFloat) -> PlanarParts {
        func lerp(_ a: CGFloat, _ b: CGFloat) -> CGFloat { a + (b - a) * p }
        var turn = other.angle - angle
        if turn > .pi { turn -= 2 * .pi }
        if turn < -.pi { turn += 2 * .pi }
        var result = self
        result.scaleX = lerp(scaleX, other.scaleX)
        result.scaleY = lerp(scaleY, other.scaleY)
        result.scaleZ = lerp(scaleZ, other.scaleZ)
        result.angle = angle + turn * p
        result.translation = (
            lerp(translation.x, other.translation.x),
            lerp(translation.y, other.translation.y),
            lerp(translation.z, other.translation.z)
        )
        return result
    }
}
