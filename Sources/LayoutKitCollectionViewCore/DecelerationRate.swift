import Foundation
import LayoutKitCore

/// How quickly a fling slows down, as `UIScrollView.DecelerationRate`: the fraction of its
/// velocity a scroll keeps after each millisecond.
///
/// ```swift
/// var physics = ScrollPhysics()
/// physics.decelerationRate = .fast // 0.99: stops sooner, as a paging-like list does
/// ```
public struct DecelerationRate: Hashable, Sendable {
    /// The velocity kept per millisecond, strictly between 0 and 1.
    public var rawValue: CGFloat

    /// Creates a rate keeping `rawValue` of the velocity per millisecond.
    public init(rawValue: CGFloat) {
        self.rawValue = rawValue
    }

    /// UIKit's default rate, 0.998 per millisecond (`UIScrollView.DecelerationRate.normal`).
    public static let normal = DecelerationRate(rawValue: 0.998)
    /// UIKit's fast rate, 0.99 per millisecond (`UIScrollView.DecelerationRate.fast`).
    public static let fast = DecelerationRate(rawValue: 0.99)

    /// Throws unless the rate is strictly between 0 and 1.
    ///
    /// - Throws: ``LayoutError/invalidParameter(name:value:reason:)``.
    package func validate() throws {
        guard rawValue > 0, rawValue < 1 else {
            throw LayoutError.invalidParameter(
                name: "decelerationRate", value: Double(rawValue), reason: "must be between 0 and 1, exclusive")
        }
    }
}
