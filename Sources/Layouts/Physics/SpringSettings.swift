import Foundation
import LayoutKitCore

/// The spring that holds an element to its anchor: a length, a damping ratio and a frequency,
/// as `UIAttachmentBehavior` describes one.
public struct SpringSettings: Hashable, Sendable {
    /// The rest length, in points (0: the element's center sits on the anchor).
    public var length: CGFloat
    /// The damping ratio (0: none, 1: critical).
    public var damping: CGFloat
    /// The frequency, in Hz.
    public var frequency: CGFloat

    /// Creates spring settings.
    public init(length: CGFloat = 0, damping: CGFloat, frequency: CGFloat) {
        self.length = length
        self.damping = damping
        self.frequency = frequency
    }

    /// Throws unless every value is finite and not negative, and the frequency positive.
    ///
    /// - Throws: ``LayoutError/invalidParameter(name:value:reason:)`` naming the value.
    public func validate() throws {
        try LayoutError.requireNonNegative(length, named: "length")
        try LayoutError.requireNonNegative(damping, named: "damping")
        try LayoutError.requireNonNegative(frequency, named: "frequency")
        guard frequency > 0 else {
            throw LayoutError.invalidParameter(name: "frequency", value: 0, reason: "must be positive for a spring")
        }
    }
}
