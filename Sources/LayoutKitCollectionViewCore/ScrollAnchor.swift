import Foundation
import LayoutKitCore

/// The element a host keeps in place on screen across a layout change, and where it was.
struct ScrollAnchor {
    /// The anchored element, as keyed before the change.
    var key: ElementKey
    /// Its frame's origin less the content offset before the change, in points.
    var screenOrigin: CGPoint
}
