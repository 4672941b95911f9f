import Foundation
import LayoutKitCore

/// The settings of a pinch (``PinchableLayout``): where the pinched item sits among the others
/// and how it goes back when the fingers lift; the defaults are those of "Collection View
/// Animations" (Engin Kurutepe, objc.io issue 12) with UIKit's batch-update animation.
///
/// ```swift
/// let line = FlowLayout(configuration: .cardRow()).pinchable(PinchConfiguration(release: HostAnimation(duration: 0.5, curve: .easeOut)))
/// ```
public struct PinchConfiguration: Hashable, Sendable {
    /// The z index of the pinched item (100: above the other cells).
    public var pinchedZIndex: Int
    /// How the item goes back to its place when the fingers lift (0.3 s ease in and out).
    public var release: HostAnimation

    /// Creates pinch settings; the defaults are the article's.
    public init(pinchedZIndex: Int = 100, release: HostAnimation = .batchUpdate) {
        self.pinchedZIndex = pinchedZIndex
        self.release = release
    }
}
