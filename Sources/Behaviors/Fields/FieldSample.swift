import Foundation

/// What a custom field knows of an item: its place and motion relative to the field.
public struct FieldSample: Sendable {
    /// The item's center, in pt.
    public var position: CGPoint
    /// The item's velocity, in pt/s.
    public var velocity: CGVector
    /// The item's mass, in UIKit mass units.
    public var mass: CGFloat
    /// The item's charge.
    public var charge: CGFloat
    /// The simulated time since the field was built, in seconds.
    public var time: TimeInterval
}
