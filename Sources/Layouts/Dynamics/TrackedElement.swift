import Foundation
import LayoutKitBehaviors
import LayoutKitCore

/// An element's attributes as a dynamic item whose identity survives batch updates: the
/// animator moves the body, the element's index path may change under it.
public struct TrackedElement: DynamicItem {
    /// The body's identity in its manager.
    public let identity: ElementIdentity
    /// The element's attributes (frame, transform, alpha, zIndex) as last given or moved.
    public var attributes: LayoutAttributes

    /// The center, in points.
    public var center: CGPoint {
        get { attributes.center }
        set { attributes.center = newValue }
    }

    /// The element's untransformed size, at the origin, in points.
    public var bounds: CGRect { CGRect(origin: .zero, size: attributes.size) }

    /// The element's transform.
    public var transform3D: Transform3D {
        get { attributes.transform3D }
        set { attributes.transform3D = newValue }
    }

    /// The identity, not the index path.
    public var dynamicItemID: AnyHashable { identity }
}
