import Foundation
import LayoutKitCollectionViewCore
import LayoutKitCore

/// What moves a layout change's progress at each frame.
enum LayoutChangeDriver {
    /// From 0 to 1 along `animation`, from clock time `start`.
    case animated(start: TimeInterval, animation: HostAnimation)
    /// The caller sets the progress (``TransitionLayout/updateInteractiveTransition(_:)``).
    case interactive
    /// Let go at clock time `start` at progress `from` moving at `velocity` (per second), on its
    /// way to `target` (0 or 1).
    case settling(start: TimeInterval, from: CGFloat, velocity: CGFloat, target: CGFloat, settling: TransitionSettling)
    /// A pinch sets the progress: scale 1 is 0, `scaleAtEnd` is 1; on lift it settles.
    case pinch(scaleAtEnd: CGFloat, settling: TransitionSettling)
}
