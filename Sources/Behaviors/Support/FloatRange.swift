import Foundation

/// A closed range of values, as UIKit's `UIFloatRange`: the travel of a sliding attachment
/// (pt) or the turn of a pin attachment (radians).
public struct FloatRange: Hashable, Sendable {
    /// The lower bound.
    public var minimum: CGFloat
    /// The upper bound.
    public var maximum: CGFloat

    /// Creates a range from its bounds.
    public init(minimum: CGFloat, maximum: CGFloat) {
        self.minimum = minimum
        self.maximum = maximum
    }

    /// The empty range at zero: no travel at all.
    public static let zero = FloatRange(minimum: 0, maximum: 0)
    /// The unbounded range (the default): no limit.
    public static let infinite = FloatRange(minimum: -.infinity, maximum: .infinity)

    /// True when both bounds are infinite, so the range limits nothing.
    public var isInfinite: Bool { minimum == -.infinity && maximum == .infinity }
}
