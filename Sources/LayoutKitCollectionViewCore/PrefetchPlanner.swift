import Foundation
import LayoutKitCore

/// What a collection view offers an app to prefetch, as `UICollectionViewDataSourcePrefetching`
/// does and further: the headless host's and the adapters' one rule.
///
/// After each frame a host tells the planner what it shows, how fast the content moves and, during
/// a fling, where it will come to rest; the planner asks the layout for the range ahead and answers
/// the items to offer (new in the range) and to cancel (offered, no longer ahead, never shown).
/// The range is the screen stretched along each axis the content moves on by ``lookahead``
/// seconds of its speed (at least a screen), joined with the screen where a fling lands; each
/// region that scrolls on its own and moves (an orthogonal section, ``NestedMotion``) adds its
/// window, stretched and joined in the same way. Items that come on screen leave the offer
/// without a cancel; a still content offers and cancels nothing.
///
/// ```swift
/// var planner = PrefetchPlanner()
/// let change = planner.update(
///     shown: [], visible: CGRect(x: 0, y: 0, width: 320, height: 568), velocity: CGPoint(x: 0, y: 2_000),
///     landing: nil, elements: { rect in layout.attributes(in: rect) })
/// change.offer   // the cells of the next 1 000 pt (0.5 s at 2 000 pt/s)
/// ```
///
/// - Complexity: per update, the layout's query of the range and of each moving region's.
public struct PrefetchPlanner: Sendable {
    /// The items offered and neither shown since nor cancelled.
    public private(set) var offered: Set<IndexPath> = []
    /// How far ahead the range looks while the content moves, in seconds of its speed (0.5).
    public private(set) var lookahead: TimeInterval = 0.5

    /// What an update asks of the app.
    public struct Change: Hashable, Sendable {
        /// Items to start loading, sorted.
        public var offer: [IndexPath]
        /// Items offered before to stop loading, sorted.
        public var cancel: [IndexPath]
    }

    /// A planner that has offered nothing.
    public init() {}

    /// Sets ``lookahead``, in seconds of the scroll's speed.
    ///
    /// - Throws: ``LayoutKitCore/LayoutError/invalidParameter(name:value:reason:)`` for a negative
    ///   or non-finite time; the lookahead stays as it was.
    public mutating func setLookahead(_ seconds: TimeInterval) throws {
        try LayoutError.requireNonNegative(CGFloat(seconds), named: "prefetchLookahead")
        lookahead = seconds
    }

    /// Takes a frame: `shown` are the cells on screen, `visible` the screen (content coordinates,
    /// pt), `velocity` how fast the content offset moves (pt/s), `landing` the content offset a
    /// fling under way comes to rest at; `elements` answers the layout's elements in a rectangle.
    ///
    /// - Returns: the items to offer and to cancel.
    public mutating func update(
        shown: Set<IndexPath>, visible: CGRect, velocity: CGPoint, landing: CGPoint?,
        elements: (CGRect) -> [LayoutAttributes]
    ) -> Change {
        update(shown: shown, screen: (visible, velocity, landing), regions: [], elements: elements) { _, _ in [] }
    }

    /// Takes a frame of `core`'s view, as ``update(shown:visible:velocity:landing:elements:)``
    /// does, and looks ahead of `regions` too, the regions that scroll on their own and move.
    ///
    /// - Returns: the items to offer and to cancel.
    public mutating func update(
        shown: Set<IndexPath>, visible: CGRect, velocity: CGPoint, landing: CGPoint?, regions: [NestedMotion],
        in core: CollectionViewCore
    ) -> Change {
        update(
            shown: shown, screen: (visible, velocity, landing), regions: regions, elements: core.unshownElements,
            regionElements: core.unshownElements)
    }

    private mutating func update(
        shown: Set<IndexPath>, screen: (visible: CGRect, velocity: CGPoint, landing: CGPoint?), regions: [NestedMotion],
        elements: (CGRect) -> [LayoutAttributes], regionElements: (Int, CGRect) -> [LayoutAttributes]
    ) -> Change {
        offered.subtract(shown)
        var queries: [[LayoutAttributes]] = []
        if screen.velocity != .zero || screen.landing != nil {
            queries.append(elements(range(visible: screen.visible, velocity: screen.velocity, landing: screen.landing)))
        }
        for region in regions where region.velocity != .zero || region.landing != nil {
            queries.append(
                regionElements(region.id, range(visible: region.frame, velocity: region.velocity, landing: region.landing)))
        }
        guard !queries.isEmpty else { return Change(offer: [], cancel: []) }
        var ahead = Set(queries.joined().lazy.filter { $0.category == .cell }.map(\.indexPath))
        ahead.subtract(shown)
        let cancelled = offered.subtracting(ahead)
        let new = ahead.subtracting(offered)
        offered = ahead
        return Change(offer: new.sorted(), cancel: cancelled.sorted())
    }

    /// Carries the offered items through an update: deleted ones are dropped (they are gone), the
    /// others follow their items.
    public mutating func carry(through plan: UpdatePlan) {
        offered = Set(offered.compactMap { plan.indexPathAfterUpdate(for: $0) })
    }

    /// Forgets every offer, after the data was replaced.
    public mutating func forget() {
        offered = []
    }

    /// The screen (or a region's window), stretched ahead along each axis it moves on at
    /// `velocity` (pt/s), and joined with itself at `landing`.
    private func range(visible screen: CGRect, velocity: CGPoint, landing: CGPoint?) -> CGRect {
        var range = screen
        let reach = CGSize(
            width: max(screen.width, abs(velocity.x) * lookahead), height: max(screen.height, abs(velocity.y) * lookahead))
        if velocity.x > 0 { range.size.width += reach.width }
        if velocity.x < 0 { (range.origin.x, range.size.width) = (range.minX - reach.width, range.width + reach.width) }
        if velocity.y > 0 { range.size.height += reach.height }
        if velocity.y < 0 { (range.origin.y, range.size.height) = (range.minY - reach.height, range.height + reach.height) }
        if let landing { range = range.union(CGRect(origin: landing, size: screen.size)) }
        return range
    }
}
