import Foundation
import LayoutKitCore

extension Transform3D {
    /// The rotation about z, in radians.
    var rotationAngle: Double {
        let parts = affineComponents
        return atan2(Double(parts.b), Double(parts.a))
    }
}

extension DynamicItem {
    /// A readable name for errors: the identity's description.
    var itemKey: DynamicItemKey { DynamicItemKey(dynamicItemID) }

    /// The rotation about z of the item's transform, in radians.
    var rotationAngle: Double { transform3D.rotationAngle }

    /// The area the mass comes from, in square points.
    var area: Double { Double(bounds.width * bounds.height) }

    /// Throws ``DynamicsError/invalidItemGeometry(item:reason:)`` unless the center, size and
    /// transform are finite and the size is above zero in both dimensions.
    func validateGeometry() throws {
        guard center.isFinite else {
            throw DynamicsError.invalidItemGeometry(item: itemKey, reason: "the center \(center) is not finite")
        }
        let size = bounds.size
        guard size.isFinite, size.width > 0, size.height > 0 else {
            throw DynamicsError.invalidItemGeometry(
                item: itemKey,
                reason: "the size \(size.width) x \(size.height) must be finite and above zero (the mass comes from the area)")
        }
        guard transform3D.isFinite else {
            throw DynamicsError.invalidItemGeometry(item: itemKey, reason: "the transform is not finite")
        }
    }

    /// The moment of inertia about the center per unit of mass, in square points, from the
    /// collision bounds: a rectangle (w² + h²) / 12, an ellipse (w² + h²) / 16, a polygon from
    /// its triangles.
    var inertiaPerMass: Double {
        let (w, h) = (Double(bounds.width), Double(bounds.height))
        switch collisionBoundsType {
        case .rectangle: return (w * w + h * h) / 12
        case .ellipse: return (w * w + h * h) / 16
        case let .path(points): return PolygonInertia.perMass(points) ?? (w * w + h * h) / 12
        }
    }
}
