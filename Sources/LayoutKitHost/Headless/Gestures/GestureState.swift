import Foundation
import LayoutKitCollectionViewCore
import LayoutKitCore

/// What the fingers do to the host: the finger of a drag, the two of a pinch, the scroll they
/// drive (a drag, a fling, a nested region's drag), the nested regions flung on their own, and
/// the pinch under way.
struct GestureState {
    /// The finger of a drag, in the view's frame: location (pt) and velocity (pt/s).
    var finger: (location: CGPoint, velocity: CGPoint)?
    /// The fingers of a pinch, in the view's frame.
    var pinchFingers: PinchState?
    /// What scrolls the content now.
    var scroll = ScrollActivity.idle
    /// The regions that scroll on their own moving on after a finger lifted, by region: each
    /// goes on while other fingers touch elsewhere, as the scroll view of an orthogonal section
    /// does, and stops when a finger touches it; with the clock time of its release, in seconds.
    var nestedFlings: [Int: (fling: NestedFling, release: TimeInterval)] = [:]
    /// The pinch under way, if any.
    var pinchSession: PinchSession?
}
