import Foundation

/// Where the two fingers of a pinch are and how far they have spread, as a pinch gesture
/// recognizer reports them.
public struct PinchState: Hashable, Sendable {
    /// The first touch in the collection's content coordinates, in points.
    public var first: CGPoint
    /// The second touch in the collection's content coordinates, in points.
    public var second: CGPoint
    /// The distance between the touches over their distance when the pinch began (as UIKit's
    /// `UIPinchGestureRecognizer.scale`): above 1 spreads, below 1 pinches.
    public var scale: CGFloat
    /// How fast the scale changes, in scale units per second (as the recognizer's `velocity`).
    public var velocity: CGFloat

    /// Creates a pinch state from the two touches (pt, content coordinates), the scale and its
    /// velocity (1/s).
    public init(first: CGPoint, second: CGPoint, scale: CGFloat, velocity: CGFloat = 0) {
        self.first = first
        self.second = second
        self.scale = scale
        self.velocity = velocity
    }

    /// The midpoint of the two touches, in points (as the recognizer's `location(in:)`).
    public var center: CGPoint {
        CGPoint(x: (first.x + second.x) / 2, y: (first.y + second.y) / 2)
    }

    /// The distance between the two touches, in points.
    public var distance: CGFloat {
        hypot(second.x - first.x, second.y - first.y)
    }

    /// The same pinch with the x and y axes exchanged.
    public var transposed: PinchState {
        PinchState(first: first.transposed, second: second.transposed, scale: scale, velocity: velocity)
    }
}
