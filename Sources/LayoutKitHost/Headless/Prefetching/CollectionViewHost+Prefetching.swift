import Foundation
import LayoutKitCollectionViewCore
import LayoutKitCore

/// Prefetching, as `UICollectionViewDataSourcePrefetching` offers it and more: the range looks
/// ahead along each axis the content moves on, by ``CollectionViewHost/prefetchLookahead``
/// seconds of its speed (at least a screen), and covers where a fling will come to rest. The
/// layout answers for that range as for the screen, so every layout prefetches, compositional
/// sections included; a section scrolling sideways under a finger or a fling is looked ahead of
/// along its own axis in the same way. Items that come on screen leave the offer silently; items the scroll no
/// longer heads for (it turned back) are cancelled. A still content offers and cancels nothing.
///
/// - Complexity: per frame, the layout's `attributes(in:)` for the range, when a callback is set
///   and the content moved.
extension CollectionViewHost {
    /// Offers the items the scroll heads for and cancels those it turned away from, after a
    /// frame (``PrefetchPlanner``).
    func updatePrefetching() {
        guard onPrefetch != nil || onCancelPrefetch != nil else { return }
        let shown = Set(presentedElements.lazy.filter { $0.category == .cell }.map(\.indexPath))
        var landing: CGPoint?
        if case let .decelerating(fling) = gestures.scroll { landing = fling.landing }
        let change = prefetching.update(
            shown: shown, visible: visibleRect, velocity: scrollVelocity, landing: landing, regions: nestedMotions, in: core)
        if !change.cancel.isEmpty { onCancelPrefetch?(change.cancel) }
        if !change.offer.isEmpty { onPrefetch?(change.offer) }
    }

    /// How far ahead the host prefetches while the content moves, in seconds of its current
    /// speed (0.5 s by default; at least a screen is always prefetched ahead of a moving content);
    /// while a fling decelerates, the screen where it will come to rest is prefetched too. Set
    /// it with ``setPrefetchLookahead(_:)``.
    public var prefetchLookahead: TimeInterval { prefetching.lookahead }

    /// Sets ``prefetchLookahead``, in seconds of the scroll's speed.
    ///
    /// - Throws: ``LayoutError/invalidParameter(name:value:reason:)`` for a negative or
    ///   non-finite time; the lookahead stays as it was.
    public func setPrefetchLookahead(_ seconds: TimeInterval) throws {
        try prefetching.setLookahead(seconds)
    }

    /// How the regions that scroll on their own move now: the one under a finger, and those flung.
    private var nestedMotions: [NestedMotion] {
        var motions = gestures.nestedFlings.sorted { $0.key < $1.key }.compactMap {
            $0.value.fling.motion(at: time - $0.value.release, in: core)
        }
        if case let .draggingNested(session) = gestures.scroll, let finger = gestures.finger,
            let motion = session.pan.motion(velocity: finger.velocity, in: core)
        {
            motions.append(motion)
        }
        return motions
    }

    /// How fast the content offset moves now, in pt/s: against the finger while it drags, as the
    /// fling says after it lifted; zero otherwise.
    private var scrollVelocity: CGPoint {
        switch gestures.scroll {
        case .dragging:
            guard let finger = gestures.finger else { return .zero }
            return CGPoint(x: -finger.velocity.x, y: -finger.velocity.y)
        case let .decelerating(fling): return fling.velocity(at: time)
        case .idle, .draggingNested: return .zero
        }
    }
}
