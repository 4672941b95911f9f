import Foundation
import LayoutKitBehaviors
import LayoutKitCore

/// A flow layout whose items hang on springs and wobble as the content scrolls under the finger:
/// the springy collection view of "UICollectionView + UIKit Dynamics" (Ash Furrow, objc.io
/// issue 5), with its numbers as defaults.
///
/// It is ``SpringyLayout`` over a ``FlowLayout``: every item near the visible rect is tied to
/// its flow position by a zero-length spring (damping ratio 0.8, 1 Hz); on each scroll step the
/// items move with the content in proportion to their distance from the finger over 1500, and
/// the springs pull them home. The host steps the springs while they move and is idle once they
/// rest.
///
/// Improvements on the article: springs are keyed by element, so no item can get two (the
/// article's crash) and data changes carry them along; new items entering during a fling still
/// get the scroll offset (the last touch is remembered after the finger lifts); the tiling
/// margin grows to the largest item, so big cells never lose their spring on screen.
///
/// ```swift
/// let layout = SpringyFlowLayout()
/// let host = try CollectionViewHost(layout: layout, frameSize: CGSize(width: 320, height: 568), itemCounts: [120])
/// try host.drag(.line(from: CGPoint(x: 160, y: 500), to: CGPoint(x: 160, y: 300), duration: 0.3))
/// try host.runUntilIdle()
/// ```
///
/// - Complexity: per scroll step O(springs), with springs ≈ items in the visible rect grown by
///   the margin when tiled.
public final class SpringyFlowLayout: LayoutWrapper {
    /// The settings.
    public let configuration: SpringyFlowConfiguration
    /// The springs over the flow.
    public let base: SpringyLayout<FlowLayout>

    /// Creates a springy flow layout; the defaults are the article's.
    public init(configuration: SpringyFlowConfiguration = SpringyFlowConfiguration()) {
        self.configuration = configuration
        base = SpringyLayout(FlowLayout(configuration: configuration.flow), configuration: configuration.springs)
    }

    /// The flow the items are held to.
    public var flow: FlowLayout { base.base }
    /// The animator running the springs; it pauses when every item is home.
    public var animator: DynamicAnimator { base.animator }
    /// The number of items with a spring now.
    package var bodyCount: Int { base.bodyCount }
}
