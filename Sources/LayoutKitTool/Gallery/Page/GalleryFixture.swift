import Foundation
import LayoutKitCore

/// A still shape drawn under a clip's elements: a boundary the items collide with.
package struct GalleryFixture: Hashable, Sendable {
    /// The shape's rectangle, in content coordinates, in points.
    package var rect: CGRect
    /// The radius of its rounded corners, in points.
    package var cornerRadius: CGFloat

    /// Creates a fixture of `rect` with corners rounded by `cornerRadius` points.
    package init(rect: CGRect, cornerRadius: CGFloat = 0) {
        self.rect = rect
        self.cornerRadius = cornerRadius
    }
}
