import Foundation

/// A 4 x 4 homogeneous transform, laid out like Core Animation's `CATransform3D`.
///
/// Points are row vectors multiplied on the left (`p' = p * M`), so the translation lives in
/// `m41`, `m42`, `m43`, and `a.concatenating(b)` applies `a` first, then `b`. Linux has no
/// Core Animation, so LayoutKit carries its own value type; on Apple platforms it converts
/// field by field.
///
/// ```swift
/// let t = Transform3D(scaleX: 0.2, y: 0.2, z: 1).rotated(by: .pi)
/// let moved = t.concatenating(Transform3D(translationX: 10, y: 0, z: 0))
/// ```
public struct Transform3D: Hashable, Sendable {
    /// The entries of the first row: the image of the x axis (scale and rotation; `m14`, perspective).
    public var m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat
    /// The entries of the second row: the image of the y axis (scale and rotation; `m24`, perspective).
    public var m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat
    /// The entries of the third row: the image of the z axis (`m34` is the perspective term, -1 / eye distance in points).
    public var m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat
    /// The entries of the fourth row: the translation in points (`m41`, `m42`, `m43`) and the homogeneous `m44`.
    public var m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat

    /// Creates a transform from its sixteen entries, row by row.
    public init(
        m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat,
        m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat,
        m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat,
        m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat
    ) {
        (self.m11, self.m12, self.m13, self.m14) = (m11, m12, m13, m14)
        (self.m21, self.m22, self.m23, self.m24) = (m21, m22, m23, m24)
        (self.m31, self.m32, self.m33, self.m34) = (m31, m32, m33, m34)
        (self.m41, self.m42, self.m43, self.m44) = (m41, m42, m43, m44)
    }

    /// The transform that leaves every point where it is.
    public static let identity = Transform3D(
        m11: 1, m12: 0, m13: 0, m14: 0,
        m21: 0, m22: 1, m23: 0, m24: 0,
        m31: 0, m32: 0, m33: 1, m34: 0,
        m41: 0, m42: 0, m43: 0, m44: 1
    )

    /// A translation by the given distances, in points.
    public init(translationX x: CGFloat, y: CGFloat, z: CGFloat = 0) {
        self = .identity
        (m41, m42, m43) = (x, y, z)
    }

    /// A scale by the given factors along each axis.
    public init(scaleX x: CGFloat, y: CGFloat, z: CGFloat = 1) {
        self = .identity
        (m11, m22, m33) = (x, y, z)
    }

    /// A rotation by `angle` radians about the axis `(x, y, z)`, which need not be a unit vector.
    ///
    /// A positive angle about the z axis turns x toward y, which on a y-down screen is clockwise,
    /// as in Core Animation. A zero axis gives the identity.
    public init(rotationAngle angle: CGFloat, x: CGFloat = 0, y: CGFloat = 0, z: CGFloat = 1) {
        if x == 0, y == 0, z > 0, z.isFinite {
            // About z alone, the common case (a turning item): the general form below with
            // (ux, uy, uz) = (0, 0, 1), without its normalization.
            let (c, s) = (cos(angle), sin(angle))
            self = .identity
            (m11, m12, m21, m22) = (c, s, -s, c)
            return
        }
        let length = (x * x + y * y + z * z).squareRoot()
        guard length > 0, length.isFinite else {
            self = .identity
            return
        }
        let (ux, uy, uz) = (x / length, y / length, z / length)
        let (c, s) = (cos(angle), sin(angle))
        let t = 1 - c
        self.init(
            m11: c + ux * ux * t, m12: ux * uy * t + uz * s, m13: ux * uz * t - uy * s, m14: 0,
            m21: uy * ux * t - uz * s, m22: c + uy * uy * t, m23: uy * uz * t + ux * s, m24: 0,
            m31: uz * ux * t + uy * s, m32: uz * uy * t - ux * s, m33: c + uz * uz * t, m34: 0,
            m41: 0, m42: 0, m43: 0, m44: 1
        )
    }

    /// True when this is exactly the identity transform.
    public var isIdentity: Bool {
        m11 == 1 && m12 == 0 && m13 == 0 && m14 == 0 && m21 == 0 && m22 == 1 && m23 == 0 && m24 == 0
            && m31 == 0 && m32 == 0 && m33 == 1 && m34 == 0 && m41 == 0 && m42 == 0 && m43 == 0 && m44 == 1
    }

    /// True when every entry is finite.
    ///
    /// - Complexity: 16 comparisons, no allocation (a host checks every element every frame).
    public var isFinite: Bool {
        m11.isFinite && m12.isFinite && m13.isFinite && m14.isFinite && m21.isFinite && m22.isFinite
            && m23.isFinite && m24.isFinite && m31.isFinite && m32.isFinite && m33.isFinite && m34.isFinite
            && m41.isFinite && m42.isFinite && m43.isFinite && m44.isFinite
    }

    /// The sixteen entries, row by row.
    public var entries: [CGFloat] {
        [m11, m12, m13, m14, m21, m22, m23, m24, m31, m32, m33, m34, m41, m42, m43, m44]
    }

    /// The transform that applies `self` first and then `other` (`self * other`).
    ///
    /// - Complexity: 64 multiplications, no allocation.
    public func concatenating(_ other: Transform3D) -> Transform3D {
        let o = other
        return Transform3D(
            m11: m11 * o.m11 + m12 * o.m21 + m13 * o.m31 + m14 * o.m41,
            m12: m11 * o.m12 + m12 * o.m22 + m13 * o.m32 + m14 * o.m42,
            m13: m11 * o.m13 + m12 * o.m23 + m13 * o.m33 + m14 * o.m43,
            m14: m11 * o.m14 + m12 * o.m24 + m13 * o.m34 + m14 * o.m44,
            m21: m21 * o.m11 + m22 * o.m21 + m23 * o.m31 + m24 * o.m41,
            m22: m21 * o.m12 + m22 * o.m22 + m23 * o.m32 + m24 * o.m42,
            m23: m21 * o.m13 + m22 * o.m23 + m23 * o.m33 + m24 * o.m43,
            m24: m21 * o.m14 + m22 * o.m24 + m23 * o.m34 + m24 * o.m44,
            m31: m31 * o.m11 + m32 * o.m21 + m33 * o.m31 + m34 * o.m41,
            m32: m31 * o.m12 + m32 * o.m22 + m33 * o.m32 + m34 * o.m42,
            m33: m31 * o.m13 + m32 * o.m23 + m33 * o.m33 + m34 * o.m43,
            m34: m31 * o.m14 + m32 * o.m24 + m33 * o.m34 + m34 * o.m44,
            m41: m41 * o.m11 + m42 * o.m21 + m43 * o.m31 + m44 * o.m41,
            m42: m41 * o.m12 + m42 * o.m22 + m43 * o.m32 + m44 * o.m42,
            m43: m41 * o.m13 + m42 * o.m23 + m43 * o.m33 + m44 * o.m43,
            m44: m41 * o.m14 + m42 * o.m24 + m43 * o.m34 + m44 * o.m44
        )
    }

    /// This transform followed by a translation, in points.
    public func translatedBy(x: CGFloat, y: CGFloat, z: CGFloat = 0) -> Transform3D {
        concatenating(Transform3D(translationX: x, y: y, z: z))
    }

    /// This transform followed by a scale.
    public func scaledBy(x: CGFloat, y: CGFloat, z: CGFloat = 1) -> Transform3D {
        concatenating(Transform3D(scaleX: x, y: y, z: z))
    }

    /// This transform followed by a rotation of `angle` radians about `(x, y, z)` (z by default).
    public func rotated(by angle: CGFloat, x: CGFloat = 0, y: CGFloat = 0, z: CGFloat = 1) -> Transform3D {
        concatenating(Transform3D(rotationAngle: angle, x: x, y: y, z: z))
    }

    /// Applies the transform to a point in the plane z = 0, with the perspective divide.
    public func apply(to point: CGPoint) -> CGPoint {
        let x = point.x * m11 + point.y * m21 + m41
        let y = point.x * m12 + point.y * m22 + m42
        let w = point.x * m14 + point.y * m24 + m44
        guard w != 0, w != 1 else { return CGPoint(x: x, y: y) }
        return CGPoint(x: x / w, y: y / w)
    }

    /// True when the transform maps the plane z = 0 onto itself without perspective, so that its
    /// effect on a flat element is fully described by ``affineComponents``.
    public var isAffine2D: Bool {
        m13 == 0 && m23 == 0 && m14 == 0 && m24 == 0 && m31 == 0 && m32 == 0 && m34 == 0 && m44 == 1
    }

    /// The 2D affine part `(a, b, c, d, tx, ty)`: x' = a x + c y + tx, y' = b x + d y + ty.
    public var affineComponents: (a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
        (m11, m12, m21, m22, m41, m42)
    }
}

extension Transform3D {
    /// The same transform seen with the x and y axes exchanged (`P * self * P`, where `P` swaps
    /// x and y), as a transposed layout needs: a rotation turns the other way, scales swap axes.
    public var transposedAxes: Transform3D {
        Transform3D(
            m11: m22, m12: m21, m13: m23, m14: m24,
            m21: m12, m22: m11, m23: m13, m24: m14,
            m31: m32, m32: m31, m33: m33, m34: m34,
            m41: m42, m42: m41, m43: m43, m44: m44
        )
    }
}
