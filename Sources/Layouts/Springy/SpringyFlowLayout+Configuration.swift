import Foundation
import LayoutKitCore

extension SpringyFlowLayout {
    /// The settings of a springy flow layout; the defaults are the article's.
    public struct Configuration: Hashable, Sendable {
        /// The flow the springs hold the items to.
        public var flow: FlowLayout.Configuration
        /// Each spring's damping ratio (0.8 in the article).
        public var damping: CGFloat
        /// Each spring's frequency, in Hz (1 in the article).
        public var frequency: CGFloat
        /// How far from the finger, in points, an item lags a whole scroll step behind:
        /// resistance = (|Δx| + |Δy| to the touch) / `resistanceFactor` (1500 in the article).
        public var resistanceFactor: CGFloat
        /// Only items within this many points of the visible rect have springs (100 in the
        /// article); at least the largest item's extent is used, so big cells are covered.
        /// `nil` gives every item a spring (the article's first, untiled version).
        public var tilingMargin: CGFloat?

        /// Creates a configuration; the defaults are the article's.
        public init(
            flow: FlowLayout.Configuration = .springy(), damping: CGFloat = 0.8, frequency: CGFloat = 1,
            resistanceFactor: CGFloat = 1500, tilingMargin: CGFloat? = 100
        ) {
            self.flow = flow
            self.damping = damping
            self.frequency = frequency
            self.resistanceFactor = resistanceFactor
            self.tilingMargin = tilingMargin
        }

        /// The springs' settings as a ``SpringyConfiguration``.
        var springs: SpringyConfiguration {
            SpringyConfiguration(
                spring: SpringSettings(damping: damping, frequency: frequency),
                resistance: .touchDistance(factor: resistanceFactor), tilingMargin: tilingMargin)
        }

        /// Checks the springs' settings (the flow checks its own).
        ///
        /// - Throws: ``LayoutError/invalidParameter(name:value:reason:)`` naming the bad value.
        func validate() throws {
            try springs.validate()
        }
    }
}
