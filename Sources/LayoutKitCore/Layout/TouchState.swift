import Foundation

/// Where a finger is and how fast it moves, as a pan gesture recognizer reports it.
public struct TouchState: Hashable, Sendable {
    /// The touch location in the collection's content coordinates, in points (as UIKit's
    /// `panGestureRecognizer.location(in: collectionView)`).
    public var location: CGPoint
    /// The touch velocity in points per second.
    public var velocity: CGPoint

    /// Creates a touch state at `location` (pt) moving at `velocity` (pt/s).
    public init(location: CGPoint, velocity: CGPoint = .zero) {
        self.location = location
        self.velocity = velocity
    }
}
