import Foundation
import LayoutKitCore

/// The coordinate contract of right to left: a layout that flips
/// (``CollectionLayout/flipsHorizontallyInOppositeLayoutDirection``) always works left to right.
/// When the view reads right to left and leaves mirroring to the core
/// (``CollectionViewCore/mirrorsRightToLeft``), everything handed to the layout (bounds, inset,
/// touch, pinch, bounds changes, proposed offsets and velocities, moving positions) is reflected
/// across the layout's content width first, and everything it answers is reflected back.
extension CollectionViewCore {
    /// True when the core reflects what it gives the layout and what it answers.
    package var mirrorsLayout: Bool {
        mirrorsRightToLeft && readView().layoutDirection == .rightToLeft && layout.flipsHorizontallyInOppositeLayoutDirection
    }

    /// `rect` seen from the other side of the reflection (view to layout coordinates, or back:
    /// the reflection is its own inverse); unchanged when the core does not mirror.
    package func acrossMirror(_ rect: CGRect) -> CGRect {
        mirrorsLayout ? rect.mirrored(inWidth: layout.contentSize.width) : rect
    }

    /// `point` (content coordinates) seen from the other side of the reflection.
    package func acrossMirror(_ point: CGPoint) -> CGPoint {
        mirrorsLayout ? CGPoint(x: layout.contentSize.width - point.x, y: point.y) : point
    }

    /// A velocity or a displacement (pt/s or pt) seen from the other side of the reflection.
    package func acrossMirror(vector: CGPoint) -> CGPoint {
        mirrorsLayout ? CGPoint(x: -vector.x, y: vector.y) : vector
    }

    /// Insets seen from the other side of the reflection: left and right exchanged.
    package func acrossMirror(_ insets: EdgeInsets) -> EdgeInsets {
        mirrorsLayout ? EdgeInsets(top: insets.top, left: insets.right, bottom: insets.bottom, right: insets.left) : insets
    }

    /// A content offset (the origin of bounds of the view's size) seen from the other side.
    package func acrossMirror(offset: CGPoint) -> CGPoint {
        acrossMirror(CGRect(origin: offset, size: readView().bounds.size)).origin
    }

    /// Attributes seen from the other side of the reflection (their frame reflected).
    package func acrossMirror(_ attributes: LayoutAttributes) -> LayoutAttributes {
        guard mirrorsLayout else { return attributes }
        var mirrored = attributes
        mirrored.frame = attributes.frame.mirrored(inWidth: layout.contentSize.width)
        return mirrored
    }

    /// An invalidation seen from the other side of the reflection: its content offset
    /// adjustment reflected.
    func acrossMirror(_ context: InvalidationContext) -> InvalidationContext {
        var mirrored = context
        mirrored.contentOffsetAdjustment = acrossMirror(vector: context.contentOffsetAdjustment)
        return mirrored
    }

    /// A view's context in the layout's space: bounds, inset, touch and pinch reflected.
    func acrossMirror(_ context: LayoutContext) -> LayoutContext {
        guard mirrorsLayout else { return context }
        var mirrored = context
        mirrored.bounds = acrossMirror(context.bounds)
        mirrored.contentInset = acrossMirror(context.contentInset)
        mirrored.touch = context.touch.map {
            TouchState(location: acrossMirror($0.location), velocity: acrossMirror(vector: $0.velocity))
        }
        mirrored.pinch = context.pinch.map {
            PinchState(first: acrossMirror($0.first), second: acrossMirror($0.second), scale: $0.scale, velocity: $0.velocity)
        }
        return mirrored
    }
}
