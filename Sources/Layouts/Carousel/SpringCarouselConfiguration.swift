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
    /// How far an item lags behind a scroll by its distance from the finger, as in the springy
    /// wrapper: along x over 500 (an item 500 pt or more from the finger stays put on screen).
    public var resistance: SpringResistance
    /// Only items within this many points of the viewport on each side have bodies (200: two
    /// item widths).
    public var tilingMargin: CGFloat

    /// Creates a configuration; the defaults are the article's.
    public init(
        itemSize: CGSize = CGSize(width: 100, height: 100),
        spacing: CGFloat = 10,
        spring: SpringSettings = SpringSettings(length: 0, damping: 0.5, frequency: 0.8),
        gravity: CGFloat = 0.3,
        resistance: SpringResistance = .scrollAxisDistance(factor: 500),
        tilingMargin: CGFloat = 200
    ) {
        self.itemSize = itemSize
        self.spacing = spacing
        self.spring = spring
        self.gravity = gravity
        self.resistance = resistance
        self.tilingMargin = tilingMargin
    }

    /// Checks every setting.
    ///
    /// - Throws: ``LayoutError/invalidParameter(name:value:reason:)`` naming the bad value.
    func validate() throws {
        try itemSize.validate(named: "itemSize")
        try LayoutError.requireNonNegative(spacing, named: "spacing")
        try spring.validate()
        try LayoutError.requireNonNegative(gravity, named: "gravity")
        try resistance.validate()
        try LayoutError.requireNonNegative(tilingMargin, named: "tilingMargin")
    }
}
