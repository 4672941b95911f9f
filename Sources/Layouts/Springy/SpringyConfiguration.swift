import Foundation
import LayoutKitCore

/// The settings of a ``SpringyLayout``; the defaults are those of "UICollectionView + UIKit
/// Dynamics" (Ash Furrow, objc.io issue 5).
public struct SpringyConfiguration: Hashable, Sendable {
    /// Each element's spring to its place in the base layout (length 0, damping ratio 0.8, 1 Hz).
    public var spring: SpringSettings
    /// How elements far from the finger lag behind a scroll.
    public var resistance: SpringResistance
    /// Only elements within this many points of the visible rect have springs (100); at least
    /// the largest element's extent is used, so big cells are covered. `nil` gives every
    /// element a spring (the article's first, untiled version).
    public var tilingMargin: CGFloat?

    /// Creates a configuration; the defaults are the article's.
    public init(
        spring: SpringSettings = SpringSettings(damping: 0.8, frequency: 1),
        resistance: SpringResistance = .touchDistance(factor: 1500),
        tilingMargin: CGFloat? = 100
    ) {
        self.spring = spring
        self.resistance = resistance
        self.tilingMargin = tilingMargin
    }

    /// The UIKit Dynamics overview's variant: resistance from the distance along the scroll axis
    /// over 500 (damping and frequency are settings there; these keep the defaults).
    public static let overview = SpringyConfiguration(resistance: .scrollAxisDistance(factor: 500))

    /// Checks every setting.
    ///
    /// - Throws: ``LayoutError/invalidParameter(name:value:reason:)`` naming the bad value.
    func validate() throws {
        try spring.validate()
        try resistance.validate()
        if let tilingMargin { try LayoutError.requireNonNegative(tilingMargin, named: "tilingMargin") }
    }
}
