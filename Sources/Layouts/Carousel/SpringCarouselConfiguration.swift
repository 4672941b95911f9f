import Foundation
import LayoutKitCore

/// The settings of a ``SpringCarouselLayout``; the defaults are those of "iOS 7 Day-by-Day:
/// UIDynamics with collection views" (Sam Davies).
public struct SpringCarouselConfiguration: Hashable, Sendable {
    /// The size of every item, in points, unless the host provides per-item sizes (100 × 100).
    public var itemSize: CGSize
    /// The space between neighbouring items, in points (10, the flow layout's line spacing).
    public var spacing: CGFloat
    /// Each item's spring to its slot (length 0, damping ratio 0.5, 0.8 Hz).
    public var spring: SpringSettings
    /// The shared gravity, in UIKit units (0.3 = 300 pt/s², downwards).
    public var gravity: CGFloat
    /// The finger distance, in points, beyond which an item stays put on screen while the
    /// content scrolls (500): an item moves with the content by `delta × min(1, distance / 500)`
    /// less than the content does.
    public var resistanceDistance: CGFloat
    /// How many item widths the viewport is widened by on each side for the springs (2).
    public var tilingWidths: CGFloat

    /// Creates a configuration; the defaults are the article's.
    public init(
        itemSize: CGSize = CGSize(width: 100, height: 100),
        spacing: CGFloat = 10,
        spring: SpringSettings = SpringSettings(length: 0, damping: 0.5, frequency: 0.8),
        gravity: CGFloat = 0.3,
        resistanceDistance: CGFloat = 500,
        tilingWidths: CGFloat = 2
    ) {
        self.itemSize = itemSize
        self.spacing = spacing
        self.spring = spring
        self.gravity = gravity
        self.resistanceDistance = resistanceDistance
        self.tilingWidths = tilingWidths
    }

    /// Checks every setting.
    ///
    /// - Throws: ``LayoutError/invalidParameter(name:value:reason:)`` naming the bad value.
    func validate() throws {
        try itemSize.validate(named: "itemSize")
        try LayoutError.requireNonNegative(spacing, named: "spacing")
        try spring.validate()
        try LayoutError.requireNonNegative(gravity, named: "gravity")
        try LayoutError.requireNonNegative(resistanceDistance, named: "resistanceDistance")
        guard resistanceDistance > 0 else {
            throw LayoutError.invalidParameter(name: "resistanceDistance", value: 0, reason: "must be positive")
        }
        try LayoutError.requireNonNegative(tilingWidths, named: "tilingWidths")
    }
}
