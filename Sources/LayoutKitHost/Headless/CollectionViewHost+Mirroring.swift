import Foundation
import LayoutKitCore

/// The coordinate contract of a right-to-left host: a layout that flips
/// (``CollectionLayout/flipsHorizontallyInOppositeLayoutDirection``) always works left to right,
/// so everything the host hands it (the bounds and the content inset in its context and the bounds
/// of a bounds change, the touch, the pinch, the offsets and velocities it is asked to target) is reflected across its content
/// width first, and everything it answers is reflected back before it is shown.
extension CollectionViewHost {
    /// True when the host reads right to left and its layout flips: the host then reflects what
    /// it gives the layout and what it shows.
    var mirrorsLayout: Bool {
        layoutDirection == .rightToLeft && layout.flipsHorizontallyInOppositeLayoutDirection
    }

    /// `rect` seen from the other side of the reflection (host's to layout's coordinates, or
    /// back: the reflection is its own inverse); unchanged when the host does not mirror.
    func acrossMirror(_ rect: CGRect) -> CGRect {
        mirrorsLayout ? rect.mirrored(inWidth: layout.contentSize.width) : rect
    }

    /// `point` (content coordinates) seen from the other side of the reflection.
    func acrossMirror(_ point: CGPoint) -> CGPoint {
        mirrorsLayout ? CGPoint(x: layout.contentSize.width - point.x, y: point.y) : point
    }

    /// A velocity or a displacement (pt/s or pt) seen from the other side of the reflection.
    func acrossMirror(vector: CGPoint) -> CGPoint {
        mirrorsLayout ? CGPoint(x: -vector.x, y: vector.y) : vector
    }

    /// Insets seen from the other side of the reflection: left and right exchanged.
    func acrossMirror(_ insets: EdgeInsets) -> EdgeInsets {
        mirrorsLayout ? EdgeInsets(top: insets.top, left: insets.right, bottom: insets.bottom, right: insets.left) : insets
    }

    /// A content offset (the origin of bounds of the frame's size) seen from the other side of
    /// the reflection.
    func acrossMirror(offset: CGPoint) -> CGPoint {
        acrossMirror(CGRect(origin: offset, size: frameSize)).origin
    }
}
