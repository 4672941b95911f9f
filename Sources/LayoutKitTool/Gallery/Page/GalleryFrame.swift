import Foundation
import LayoutKitCore

/// One frame of a gallery clip: the clock, the screen, the fingers and the elements on screen.
package struct GalleryFrame: Hashable, Sendable {
    /// The clock time, in seconds.
    package var time: TimeInterval
    /// The visible rectangle in content coordinates, in points (for a dynamics scene, the
    /// animator's reference bounds).
    package var visibleRect: CGRect
    /// The fingers touching the screen, in content coordinates, in points.
    package var touches: [CGPoint]
    /// The elements on screen, in drawing order before their z-index is applied.
    package var elements: [LayoutAttributes]

    /// Creates a frame from its parts.
    package init(time: TimeInterval, visibleRect: CGRect, touches: [CGPoint] = [], elements: [LayoutAttributes]) {
        self.time = time
        self.visibleRect = visibleRect
        self.touches = touches
        self.elements = elements
    }
}
