import Foundation
import LayoutKitCore

/// Prefetching, as `UICollectionViewDataSourcePrefetching` offers it and more: the range looks
/// ahead along each axis the content moves on, by ``CollectionViewHost/prefetchLookahead``
/// seconds of its speed (at least a screen), and covers where a fling will come to rest. The
/// layout answers for that range as for the screen, so every layout prefetches, compositional
/// sections included. Items that come on screen leave the offer silently; items the scroll no
/// longer heads for (it turned back) are cancelled. A still content offers and cancels nothing.
///
/// - Complexity: per frame, the layout's `attributes(in:)` for the range, when a callback is set
///   and the content moved.
extension CollectionViewHost {
    /// Offers the items the scroll heads for and cancels those it turned away from, after a
    /// frame.
    func updatePrefetching() {
        guard onPrefetch != nil || onCancelPrefetch != nil else { return }
        let shown = Set(presentedElements.lazy.filter { $0.category == .cell }.map(\.indexPath))
        prefetching.offered.subtract(shown)
        let velocity = scrollVelocity
        guard velocity != .zero else { return }
        let ahead = Set(
            core.elements(in: prefetchRange(velocity: velocity)).lazy.filter { $0.category == .cell }.map(\.indexPath)
        ).subtracting(shown)
        let cancelled = prefetching.offered.subtracting(ahead)
        let new = ahead.subtracting(prefetching.offered)
        prefetching.offered = ahead
        if !cancelled.isEmpty { onCancelPrefetch?(cancelled.sorted()) }
        if !new.isEmpty { onPrefetch?(new.sorted()) }
    }

    /// Sets ``prefetchLookahead``, in seconds of the scroll's speed.
    ///
    /// - Throws: ``LayoutError/invalidParameter(name:value:reason:)`` for a negative or
    ///   non-finite time; the lookahead stays as it was.
    public func setPrefetchLookahead(_ seconds: TimeInterval) throws {
        try LayoutError.requireNonNegative(CGFloat(seconds), named: "prefetchLookahead")
        prefetchLookahead = seconds
    }

    /// Carries the offered items through an update: deleted ones are dropped (they are gone),
    /// the others follow their items.
    func remapPrefetching(with plan: UpdatePlan) {
        prefetching.offered = Set(prefetching.offered.compactMap { plan.indexPathAfterUpdate(for: $0) })
    }

    /// Forgets the offered items, after the data was replaced.
    func forgetPrefetching() {
        prefetching.offered = []
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

    /// The screen, stretched ahead along each axis the content moves on at `velocity` (pt/s),
    /// and joined with the screen where a fling under way comes to rest.
    private func prefetchRange(velocity: CGPoint) -> CGRect {
        let screen = visibleRect
        var range = screen
        let reach = CGSize(
            width: max(screen.width, abs(velocity.x) * prefetchLookahead),
            height: max(screen.height, abs(velocity.y) * prefetchLookahead))
        if velocity.x > 0 { range.size.width += reach.width }
        if velocity.x < 0 { (range.origin.x, range.size.width) = (range.minX - reach.width, range.width + reach.width) }
        if velocity.y > 0 { range.size.height += reach.height }
        if velocity.y < 0 { (range.origin.y, range.size.height) = (range.minY - reach.height, range.height + reach.height) }
        if case let .decelerating(fling) = gestures.scroll {
            range = range.union(CGRect(origin: fling.landing, size: screen.size))
        }
        return range
    }
}
