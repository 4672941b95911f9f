import Foundation
import LayoutKitCore

/// Any layout whose flings come to rest on an element's leading edge, an element's center or a
/// whole page, for elements of any size.
///
/// When the finger lifts, the host asks ``targetContentOffset(forProposed:velocity:)`` with where
/// its deceleration would stop; the answer is the rest position (see ``SnapAlignment``) nearest
/// to it, or for a fling faster than ``PagingConfiguration/flickVelocity`` the first one ahead in the fling's
/// direction if the nearest lies behind, passing at most ``PagingConfiguration/maxElementsPerFling`` of them. The
/// host then decelerates onto that offset from the release (UIScrollView's deceleration aimed to
/// stop there), so the scroll slows down naturally without a jump. The axis is the base's
/// ``CollectionLayout/scrollDirection``; a right-to-left host hands the layout its offsets in the
/// layout's own left-to-right space, so ``SnapAlignment/leading`` aligns the right edges there.
/// Everything else is the base's.
///
/// ```swift
/// let cards = FlowLayout(configuration: .cardRow()).paging(PagingConfiguration(alignment: .center, maxElementsPerFling: 1))
/// let pages = FlowLayout(configuration: .compactGrid(scrollDirection: .horizontal)).paging()
/// ```
///
/// - Complexity: one query over the whole content per fling for the element alignments.
public final class PagingLayout<Base: CollectionLayout>: LayoutWrapper {
    /// The wrapped layout.
    public let base: Base
    /// The settings: the alignment, the most elements a fling passes, the flick speed.
    public let configuration: PagingConfiguration
    /// The latest context: the prepared one, with the bounds of the latest bounds change.
    private var context: LayoutContext?

    /// Makes `base` snap as `configuration` says.
    public init(_ base: Base, configuration: PagingConfiguration = PagingConfiguration()) {
        self.base = base
        self.configuration = configuration
    }

    /// Checks the settings, then prepares the base.
    ///
    /// - Throws: ``LayoutError/invalidParameter(name:value:reason:)`` naming `maxElementsPerFling`
    ///   (below 1) or `flickVelocity` (negative or not finite), and whatever the base throws.
    public func prepare(_ context: LayoutContext) throws {
        try planner.validate()
        try base.prepare(context)
        self.context = context
    }

    /// The base's answer; the wrapper keeps the new bounds to know where a fling starts.
    public func shouldInvalidate(forBoundsChange newBounds: CGRect, in context: LayoutContext) -> Bool {
        self.context = context.replacingBounds(with: newBounds)
        return base.shouldInvalidate(forBoundsChange: newBounds, in: context)
    }

    /// The rest position for a fling that would stop at `proposed` with `velocity` (pt/s).
    public func targetContentOffset(forProposed proposed: CGPoint, velocity: CGPoint) -> CGPoint {
        guard let context else { return base.targetContentOffset(forProposed: proposed, velocity: velocity) }
        return planner.target(in: base, context: context, proposed: proposed, velocity: velocity)
    }

    /// The rest position nearest `proposed` (after a rotation or an update).
    public func targetContentOffset(forProposed proposed: CGPoint) -> CGPoint {
        guard let context else { return base.targetContentOffset(forProposed: proposed) }
        return planner.target(in: base, context: context, proposed: proposed, velocity: .zero)
    }

    private var planner: SnapPlanner {
        SnapPlanner(
            axis: base.scrollDirection, alignment: configuration.alignment,
            maxElementsPerFling: configuration.maxElementsPerFling, flickVelocity: configuration.flickVelocity)
    }
}
