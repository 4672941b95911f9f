import Foundation
import LayoutKitCore

/// How the host's scroll view moves after the finger lifts and past the edges of its content.
///
/// The defaults are UIKit's: ``DecelerationRate/normal``, bouncing on, a rubber band of
/// coefficient 0.55, and a bounce spring of 2.25 Hz with damping ratio 1.1.
///
/// - Deceleration: each millisecond the scroll keeps `decelerationRate` of its velocity, so a
///   release at v0 pt/s has velocity `v0 * rate^n` after n ms and travels in total
///   `v0 / 1000 * rate / (1 - rate)` pt (the projection of WWDC 2018 session 803, "Designing
///   Fluid Interfaces"). The fling ends when what is left to travel falls under half a pixel.
/// - Rubber band: dragged `x` pt past an edge, the content moves `(1 - 1 / (x * c / d + 1)) * d`
///   pt, where d is the viewport's length along the axis and c the coefficient: the resistance
///   of `UIScrollView` as measured and published by Grant Paul (c = 0.55).
/// - Bounce: past an edge, the offset returns to it on a ``DampedSpring`` of mass 0.5 and
///   stiffness 100 with damping ratio 1.1, Flutter's `BouncingScrollPhysics` spring, made to
///   match iOS; that is a natural frequency of sqrt(200) / (2 pi) = 2.25 Hz.
///
/// ```swift
/// var physics = ScrollPhysics()
/// physics.decelerationRate = .fast
/// physics.bounces = false
/// ```
public struct ScrollPhysics: Hashable, Sendable {
    /// The velocity a fling keeps per millisecond.
    public var decelerationRate: DecelerationRate
    /// Whether the content can be dragged or flung past its edges and springs back; when false,
    /// the offset stops at the edges.
    public var bounces: Bool
    /// The rubber band's coefficient `c` (dimensionless): the smaller, the stiffer.
    public var rubberBandCoefficient: CGFloat
    /// The spring that brings the offset back to an edge.
    public var bounceSpring: DampedSpring

    /// Creates scroll physics; the defaults are UIKit's.
    public init(
        decelerationRate: DecelerationRate = .normal,
        bounces: Bool = true,
        rubberBandCoefficient: CGFloat = 0.55,
        bounceSpring: DampedSpring = DampedSpring(frequency: 200.0.squareRoot() / (2 * .pi), dampingRatio: 1.1)
    ) {
        self.decelerationRate = decelerationRate
        self.bounces = bounces
        self.rubberBandCoefficient = rubberBandCoefficient
        self.bounceSpring = bounceSpring
    }

    /// Throws unless every parameter is in range.
    ///
    /// - Throws: ``LayoutError/invalidParameter(name:value:reason:)``.
    public func validate() throws {
        try decelerationRate.validate()
        try bounceSpring.validate()
        guard rubberBandCoefficient.isFinite, rubberBandCoefficient > 0 else {
            throw LayoutError.invalidParameter(
                name: "rubberBandCoefficient", value: Double(rubberBandCoefficient), reason: "must be finite and positive")
        }
    }

    /// Where the content shows when the finger has taken it to `position` along one axis:
    /// `position` itself inside `range`, rubber-banded past it (clamped when not bouncing).
    ///
    /// - Parameters:
    ///   - position: the offset the finger asks for, in points.
    ///   - range: the offsets the content can rest at, in points.
    ///   - length: the viewport's length along the axis, in points.
    package func rubberBanded(_ position: Double, in range: ClosedRange<Double>, length: Double) -> Double {
        let edge = min(range.upperBound, max(range.lowerBound, position))
        guard bounces, length > 0 else { return edge }
        let excess = abs(position - edge)
        let c = Double(rubberBandCoefficient)
        let banded = (1 - 1 / (excess * c / length + 1)) * length
        return position < edge ? edge - banded : edge + banded
    }

    /// The position the finger must ask for to show `shown` along one axis: the inverse of
    /// ``rubberBanded(_:in:length:)``, so that a drag starting during a bounce does not jump.
    package func unbanded(_ shown: Double, in range: ClosedRange<Double>, length: Double) -> Double {
        let edge = min(range.upperBound, max(range.lowerBound, shown))
        guard bounces, length > 0 else { return shown }
        let banded = min(abs(shown - edge), length * 0.999)
        let excess = length * (1 / (1 - banded / length) - 1) / Double(rubberBandCoefficient)
        return shown < edge ? edge - excess : edge + excess
    }

    /// How fast the shown offset moves per point the finger moves, at `position` (the rubber
    /// band's slope): 1 inside `range`, less and less past it.
    package func rubberBandSlope(at position: Double, in range: ClosedRange<Double>, length: Double) -> Double {
        let edge = min(range.upperBound, max(range.lowerBound, position))
        guard position != edge else { return 1 }
        guard bounces, length > 0 else { return 0 }
        let c = Double(rubberBandCoefficient)
        let x = abs(position - edge) * c / length + 1
        return c / (x * x)
    }
}
