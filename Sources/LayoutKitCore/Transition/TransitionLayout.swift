import Foundation

/// A layout between two layouts: every element a fraction ``progress`` of the way from where
/// the first layout puts it to where the second does, as `UICollectionViewTransitionLayout`
/// does for layout-to-layout navigation.
///
/// Creating it tells both layouts a transition starts; ``complete(finished:)`` tells them it
/// ended and says which layout the host keeps. Drive ``progress`` from a gesture (interactive:
/// ``updateInteractiveTransition(_:)``) or let ``CollectionViewHost/setLayout(_:itemCounts:anchor:animation:path:)``
/// drive it from the host's clock.
///
/// Per element the frame (hence center and size), the 3D transform (rotation the shorter way
/// round) and alpha are interpolated; the z index is the larger of the two ends in between, so
/// an element that rises in either layout stays above the others on the way. An element only
/// one layout shows appears through `to`'s ``CollectionLayout/initialAttributes(forAppearing:)``
/// or disappears through `from`'s ``CollectionLayout/finalAttributes(forDisappearing:)``, fading
/// where the hook answers `nil`. A ``path`` can shape the way each element travels.
///
/// Once the host has told it both ends' viewports (``setViewports(from:to:)``), the elements on
/// screen at either end and those within one viewport of it are gathered once per preparation,
/// so an element that is on screen only midway (it crosses the viewport) is shown too and a
/// query costs O(elements near the two viewports), whatever the item count.
///
/// At progress 0 the answers are exactly `from`'s, at 1 exactly `to`'s.
///
/// ```swift
/// let transition = TransitionLayout(from: gridLayout, to: detailLayout)
/// try transition.prepare(context)
/// try transition.updateInteractiveTransition(0.5)
/// let halfway = transition.attributes(in: context.visibleRect)
/// let kept = transition.complete(finished: true)    // detailLayout
/// ```
public final class TransitionLayout: AnimatingLayout {
    /// The layout the transition leaves.
    public let from: any CollectionLayout
    /// The layout the transition goes to.
    public let to: any CollectionLayout
    /// The item counts ``from`` is prepared with when the transition changes the data too (a
    /// detail collection pushed over its root); `nil` when both show the host's data.
    public let fromItemCounts: [Int]?
    /// How each element travels from its start to its end; `nil` for a straight line.
    public let path: TransitionPath?
    /// How far the transition has gone: 0 shows ``from``, 1 shows ``to``; values a little
    /// outside 0...1 (a spring's overshoot) extrapolate the geometry.
    public private(set) var progress: CGFloat = 0
    /// The visible rectangles at the start and at the end (content coordinates), once the host
    /// has told them.
    public private(set) var viewports: (from: CGRect, to: CGRect)?
    /// The elements near both viewports, gathered at the first query after a preparation.
    var candidates: [TransitionCandidate]?
    private var isFinalized = false

    /// Starts a transition: `to` is told it comes from `from`, and `from` that it goes to `to`.
    ///
    /// - Parameters:
    ///   - from: the layout shown before the transition.
    ///   - to: the layout shown after it.
    ///   - fromItemCounts: the item counts to prepare `from` with when they differ from the
    ///     counts of the context ``prepare(_:)`` receives (which `to` is prepared with).
    ///   - path: how each element travels; `nil` for a straight line.
    ///   - announces: whether to tell the two layouts that a transition starts; a platform that
    ///     tells them itself (UIKit's `prepareForTransition(to:)`) says no.
    public init(
        from: any CollectionLayout, to: any CollectionLayout, fromItemCounts: [Int]? = nil,
        path: TransitionPath? = nil, announces: Bool = true
    ) {
        self.from = from
        self.to = to
        self.fromItemCounts = fromItemCounts
        self.path = path
        if announces {
            to.prepare(forTransitionFrom: from)
            from.prepare(forTransitionTo: to)
        }
    }

    /// Moves the transition to `progress`.
    ///
    /// - Throws: ``LayoutError/invalidParameter(name:value:reason:)`` for a progress that is
    ///   not finite; the progress then stays where it was.
    public func updateInteractiveTransition(_ progress: CGFloat) throws {
        try LayoutError.requireFinite(progress, named: "progress")
        self.progress = progress
    }

    /// Tells the transition where the viewport is at its start and at its end (content
    /// coordinates); the host does it when it starts a transition.
    public func setViewports(from start: CGRect, to end: CGRect) {
        viewports = (start, end)
        candidates = nil
    }

    /// Ends the transition: both layouts are told (``CollectionLayout/finalizeTransition()``),
    /// and the layout to keep is returned
    /// (``to`` when it finished, ``from`` when it was cancelled).
    ///
    /// A kept layout that is itself a transition (one this transition took over from) is not
    /// told: it goes on.
    public func complete(finished: Bool) -> any CollectionLayout {
        progress = finished ? 1 : 0
        let kept = finished ? to : from
        for layout in [from, to] where !(layout === kept && layout is TransitionLayout) {
            layout.finalizeTransition()
        }
        isFinalized = true
        return kept
    }

    /// Ends a transition that another took over: both its layouts hear the end.
    public func finalizeTransition() {
        guard !isFinalized else { return }
        from.finalizeTransition()
        to.finalizeTransition()
        isFinalized = true
    }

    /// Prepares both layouts: ``to`` with `context`, ``from`` with it too or with
    /// ``fromItemCounts``.
    public func prepare(_ context: LayoutContext) throws {
        var fromContext = context
        if let fromItemCounts { fromContext.itemCounts = fromItemCounts }
        try from.prepare(fromContext)
        try to.prepare(context)
        candidates = nil
    }

    /// Prepares only ``to``, when ``from`` is already prepared for its data (the host starting
    /// a transition from the layout it shows).
    package func prepareDestination(_ context: LayoutContext) throws {
        try to.prepare(context)
        candidates = nil
    }

    /// Passes the invalidation on to both layouts.
    public func invalidate(with context: InvalidationContext) {
        from.invalidate(with: context)
        to.invalidate(with: context)
        candidates = nil
    }

    /// The content size, interpolated.
    public var contentSize: CGSize {
        let (a, b) = (from.contentSize, to.contentSize)
        return CGSize(width: a.width + (b.width - a.width) * progress, height: a.height + (b.height - a.height) * progress)
    }

    /// The elements on the way whose frames meet `rect`.
    ///
    /// Without viewports, the elements either layout shows in `rect`; with them, the elements
    /// near either end's viewport (see the type's discussion).
    ///
    /// - Complexity: without viewports, the two layouts' queries of `rect` plus one lookup per
    ///   element in the other; with them, O(elements near the two viewports) once gathered.
    public func attributes(in rect: CGRect) -> [LayoutAttributes] {
        let gathered: [TransitionCandidate]
        if let viewports {
            if candidates == nil {
                let near = { (rect: CGRect) in rect.insetBy(dx: -rect.width, dy: -rect.height) }
                candidates = gather(from.attributes(in: near(viewports.from)) + to.attributes(in: near(viewports.to)))
            }
            gathered = candidates ?? []
        } else {
            gathered = gather(from.attributes(in: rect) + to.attributes(in: rect))
        }
        return gathered.compactMap { candidate in
            candidate.attributes(at: progress, path: path).flatMap { $0.frame.intersects(rect) ? $0 : nil }
        }
    }

    public func attributes(at indexPath: IndexPath) -> LayoutAttributes? {
        interpolated(.cell(indexPath))
    }

    public func supplementaryAttributes(ofKind kind: String, at indexPath: IndexPath) -> LayoutAttributes? {
        interpolated(ElementKey(category: .supplementaryView(kind: kind), indexPath: indexPath))
    }

    public func decorationAttributes(ofKind kind: String, at indexPath: IndexPath) -> LayoutAttributes? {
        interpolated(ElementKey(category: .decorationView(kind: kind), indexPath: indexPath))
    }

    /// Invalidates when either layout would.
    public func shouldInvalidate(forBoundsChange newBounds: CGRect, in context: LayoutContext) -> Bool {
        from.shouldInvalidate(forBoundsChange: newBounds, in: context)
            || to.shouldInvalidate(forBoundsChange: newBounds, in: context)
    }

    /// What ``to`` invalidates for the bounds change.
    public func invalidationContext(forBoundsChange newBounds: CGRect, in context: LayoutContext) -> InvalidationContext {
        to.invalidationContext(forBoundsChange: newBounds, in: context)
    }

    /// Passes the update on to both layouts.
    public func prepare(forUpdates plan: UpdatePlan) throws {
        try from.prepare(forUpdates: plan)
        try to.prepare(forUpdates: plan)
    }

    /// Passes the end of the update on to both layouts.
    public func finalizeUpdates() {
        from.finalizeUpdates()
        to.finalizeUpdates()
    }

    /// Where ``to`` would stop.
    public func targetContentOffset(forProposed proposed: CGPoint) -> CGPoint {
        to.targetContentOffset(forProposed: proposed)
    }

    /// Where ``to`` would stop.
    public func targetContentOffset(forProposed proposed: CGPoint, velocity: CGPoint) -> CGPoint {
        to.targetContentOffset(forProposed: proposed, velocity: velocity)
    }

    /// ``to``'s axis.
    public var scrollDirection: ScrollDirection { to.scrollDirection }

    /// True when both layouts flip: a transition between a layout that flips and one that does
    /// not is shown unmirrored.
    public var flipsHorizontallyInOppositeLayoutDirection: Bool {
        from.flipsHorizontallyInOppositeLayoutDirection && to.flipsHorizontallyInOppositeLayoutDirection
    }

    /// The channels of both layouts: a layout that animates itself keeps moving during the
    /// transition.
    public var channels: [LayoutChannel] { [from, to].compactMap(\.animating).flatMap(\.channels) }

    /// What both layouts' channels said; their invalidations reach both through
    /// ``invalidate(with:)``.
    public func takeChanges() -> LayoutChanges {
        var changes = LayoutChanges()
        for layout in [from, to].compactMap(\.animating) { changes.append(layout.takeChanges()) }
        return changes
    }

    /// Moves on the layouts that animate.
    public func advanceAnimations(by duration: TimeInterval) throws {
        for layout in [from, to].compactMap(\.animating) where layout.isAnimating {
            try layout.advanceAnimations(by: duration)
        }
    }

    /// The candidates for `found`: each element once, with both its ends.
    private func gather(_ found: [LayoutAttributes]) -> [TransitionCandidate] {
        var keys = Set<ElementKey>(minimumCapacity: found.count)
        return found.compactMap { keys.insert($0.key).inserted ? candidate($0.key) : nil }
    }

    /// The element `key` between its two places.
    private func interpolated(_ key: ElementKey) -> LayoutAttributes? {
        candidate(key)?.attributes(at: progress, path: path)
    }

    /// Both ends of element `key`: an element only one layout shows starts where `to` makes it
    /// appear or ends where `from` makes it disappear, faded when they do not say.
    private func candidate(_ key: ElementKey) -> TransitionCandidate? {
        let start = from.attributes(for: key)
        let end = to.attributes(for: key)
        switch (start, end) {
        case let (start?, end?):
            return TransitionCandidate(start: start, end: end, isInFrom: true, isInTo: true)
        case let (start?, nil):
            let gone = (from.finalAttributes(forDisappearing: key) ?? start.faded).keyed(key)
            return TransitionCandidate(start: start, end: gone, isInFrom: true, isInTo: false)
        case let (nil, end?):
            let coming = (to.initialAttributes(forAppearing: key) ?? end.faded).keyed(key)
            return TransitionCandidate(start: coming, end: end, isInFrom: false, isInTo: true)
        case (nil, nil):
            return nil
        }
    }
}
