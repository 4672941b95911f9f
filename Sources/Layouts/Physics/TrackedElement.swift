import Foundation
import LayoutKitBehaviors
import LayoutKitCore

/// An element's attributes as a dynamic item whose identity survives batch updates: the
/// animator moves the body, the element's index path may change under it.
package struct TrackedElement: DynamicItem {
    /// The body's identity in its manager.
    package let identity: ElementIdentity
    /// The element's attributes (frame, transform, alpha, zIndex) as last given or moved.
    package var attributes: LayoutAttributes

    /// The center, in points.
    package var center: CGPoint {
        get { attributes.center }
        set { attributes.center = newValue }
    }

    /// The element's untransformed size, at the origin, in points.
    package var bounds: CGRect { CGRect(origin: .zero, size: attributes.size) }

    /// The element's transform.
    package var transform3D: Transform3D {
        get { attributes.transform3D }
        set { attributes.transform3D = newValue }
    }

    /// The identity, not the index path.
    package var dynamicItemID: AnyHashable { identity }
}
