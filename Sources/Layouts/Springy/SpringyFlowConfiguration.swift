import Foundation
import LayoutKitCore

/// The settings of a ``SpringyFlowLayout``: the flow the items are held to and the springs, in
/// the springy wrapper's own terms; the defaults are those of "UICollectionView + UIKit
/// Dynamics" (Ash Furrow, objc.io issue 5).
///
/// ```swift
/// let stiffer = SpringyFlowLayout(configuration: SpringyFlowConfiguration(
///     springs: SpringyConfiguration(spring: SpringSettings(damping: 0.8, frequency: 2))))
/// ```
public struct SpringyFlowConfiguration: Hashable, Sendable {
    /// The flow the springs hold the items to (a grid of 44 pt squares).
    public var flow: FlowConfiguration
    /// The springs: each item's spring, the resistance to the finger, the tiling margin.
    public var springs: SpringyConfiguration

    /// Creates a configuration; the defaults are the article's.
    public init(flow: FlowConfiguration = .compactGrid(), springs: SpringyConfiguration = SpringyConfiguration()) {
        self.flow = flow
        self.springs = springs
    }
}
