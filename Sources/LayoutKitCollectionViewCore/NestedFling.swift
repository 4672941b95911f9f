import Foundation
import LayoutKitCore

/// A region's offset moving on after the finger lifted (``NestedPan/release(_:velocity:in:)``):
/// UIKit's decay, aimed at where the layout rests the region, and a spring back from past an end.
/// Evaluated by time since the release, so it does not depend on the frame rate.
public struct NestedFling {
    /// The region's identifier.
    public let id: Int
    let motion: AxisFling

    /// The fling of `region` released at `velocity` (pt/s along its offset), aimed at the layout's
    /// target for where the decay would stop.
    init(from region: NestedScroller, velocity: Double, physics: ScrollPhysics, in core: CollectionViewCore) {
        let range = region.range
        let origin = Double(region.offset)
        let rate = Double(physics.decelerationRate.rawValue)
        let proposed = min(range.upperBound, max(range.lowerBound, origin + AxisFling.projection(velocity: velocity, rate: rate)))
        let target = Double(core.targetNestedOffset(for: region.id, proposed: CGFloat(proposed), velocity: CGFloat(velocity)))
        id = region.id
        motion = AxisFling.aimed(
            origin: origin, velocity: velocity, proposed: proposed, target: target, range: range, physics: physics,
            threshold: 0.5 / Double(core.layoutContext.displayScale))
    }

    /// The region `id` brought to rest from where it is to where the layout rests it now (after a
    /// change of size its range and targets are new), or `nil` when the region is gone.
    ///
    /// - Parameter physics: the view's deceleration and spring (UIKit's fast rate for a region
    ///   that pages).
    package static func resettling(_ id: Int, physics: ScrollPhysics = ScrollPhysics(), in core: CollectionViewCore)
        -> NestedFling?
    {
        guard let region = core.nestedScroller(withID: id) else { return nil }
        return NestedFling(from: region, velocity: 0, physics: region.physics(from: physics), in: core)
    }

    /// How the region moves `elapsed` seconds after the release and where it comes to rest, for
    /// prefetching ahead of it; `nil` when the region is gone or has no window.
    public func motion(at elapsed: TimeInterval, in core: CollectionViewCore) -> NestedMotion? {
        guard let region = core.nestedScroller(withID: id) else { return nil }
        return NestedMotion(
            region, offsetVelocity: CGFloat(motion.state(at: max(0, elapsed)).velocity),
            restingAt: CGFloat(motion.restPosition), sign: core.nestedOffsetSign(for: region))
    }

    /// Moves the region to where the fling is `elapsed` seconds after the release.
    ///
    /// - Returns: true when the region has come to rest, or is gone (its row deleted, say):
    ///   nothing is left to move.
    @discardableResult
    public func play(at elapsed: TimeInterval, in core: CollectionViewCore) -> Bool {
        guard core.nestedScroller(withID: id) != nil else { return true }
        let state = motion.state(at: max(0, elapsed))
        core.scrollNested(id, to: CGFloat(state.position))
        return state.isFinished
    }
}

extension NestedScroller {
    /// The offsets the region can rest at, as a fling's range.
    var range: ClosedRange<Double> { Double(offsets.lowerBound)...Double(offsets.upperBound) }

    /// The region's scroll physics: the view's `physics`, at UIKit's fast rate for a region that
    /// pages, as a paging scroll view decelerates.
    func physics(from physics: ScrollPhysics) -> ScrollPhysics {
        var regionPhysics = physics
        if pages { regionPhysics.decelerationRate = .fast }
        return regionPhysics
    }
}
