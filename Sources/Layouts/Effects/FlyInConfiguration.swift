import Foundation
import LayoutKitCore

/// The settings of fly-in updates (``FlyInUpdatesLayout``): how small and how turned an
/// inserted item starts (and a deleted one ends) at the bottom middle of the screen.
///
/// ```swift
/// let line = FlowLayout(configuration: .cardRow()).flyingInUpdates(FlyInConfiguration(startScale: 0.5, startAngle: .pi / 2))
/// ```
public struct FlyInConfiguration: Hashable, Sendable {
    /// The scale an item flies in from and out to (0.2; finite, not negative).
    public var startScale: CGFloat
    /// The rotation an item flies in from and out to, in radians (π; finite).
    public var startAngle: CGFloat

    /// Creates fly-in settings: a fifth of the size, half a turn, by default.
    public init(startScale: CGFloat = 0.2, startAngle: CGFloat = .pi) {
        self.startScale = startScale
        self.startAngle = startAngle
    }
}
