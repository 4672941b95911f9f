import Foundation

/// A layout between two layouts: every element a fraction ``progress`` of the way from where
/// the first layout puts it to where the second does, as `UICollectionViewTransitionLayout`
/// does for layout-to-layout navigation.
///
/// Creating it tells both layouts a transition starts; ``complete(finished:)`` tells them it
/// ended and says which layout the host keeps. Drive ``progress`` from a gesture (interactive:
/// ``updateInteractiveTransition(_:)``) or from the host's clock with a timing curve (animated).
/// Elements that only one layout shows fade in or out on the way.
///
/// ```swift
/// let transition = TransitionLayout(from: gridLayout, to: detailLayout)
/// try transition.prepare(context)
/// try transition.updateInteractiveTransition(0.5)
/// let halfway = transition.attributes(in: context.visibleRect)
/// let kept = transition.complete(finished: true)    // detailLayout
/// ```
public final class TransitionLayout: CollectionLayout {
    /// The layout the transition leaves.
    public let from: any CollectionLayout
    /// The layout the transition goes to.
    public let to: any CollectionLayout
    /// How far the transition has gone: 0 shows ``from``, 1 shows ``to``; values a little
    /// outside 0...1 (a spring's overshoot) extrapolate the geometry.
    public private(set) var progress: CGFloat = 0

    /// Starts a transition: `to` is told it comes from `from`, and `from` that it goes to `to`.
    public init(from: any CollectionLayout, to: any CollectionLayout) {
        self.from = from
        self.to = to
        to.prepare(forTransitionFrom: from)
        from.prepare(forTransitionTo: to)
    }

    /// Moves the transition to `progress`.
    ///
    /// - Throws: ``LayoutError/invalidParameter(name:value:reason:)`` for a progress that is
    ///   not finite; the progress then stays where it was.
    public func updateInteractiveTransition(_ progress: CGFloat) throws {
        try LayoutError.requireFinite(progress, named: "progress")
        self.progress = progress
    }

    /// Ends the transition: both layouts are told, and the layout to keep is returned (``to``
    /// when it finished, ``from`` when it was cancelled).
    public func complete(finished: Bool) -> any CollectionLayout {
        from.finalizeTransition()
        to.finalizeTransition()
        progress = finished ? 1 : 0
        return finished ? to : from
    }

    /// Prepares both layouts for the same collection.
    public func prepare(_ context: LayoutContext) throws {
        try from.prepare(context)
        try to.prepare(context)
    }

    /// The content size, interpolated.
    public var contentSize: CGSize {
        let (a, b) = (from.contentSize, to.contentSize)
        return CGSize(width: a.width + (b.width - a.width) * progress, height: a.height + (b.height - a.height) * progress)
    }

    /// The elements either layout shows in `rect`, interpolated, that meet `rect` on the way.
    ///
    /// - Complexity: the two layouts' queries of `rect` plus one lookup per element in the other.
    public func attributes(in rect: CGRect) -> [LayoutAttributes] {
        let candidates = from.attributes(in: rect) + to.attributes(in: rect)
        var keys = Set<ElementKey>(minimumCapacity: candidates.count)
        var result: [LayoutAttributes] = []
        result.reserveCapacity(candidates.count)
        for attributes in candidates where keys.insert(attributes.key).inserted {
            if let between = interpolated(attributes.key), between.frame.intersects(rect) {
                result.append(between)
            }
        }
        return result
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

    /// The element `key` between its two places; an element only one layout shows fades, its
    /// missing end being its other end at alpha 0.
    private func interpolated(_ key: ElementKey) -> LayoutAttributes? {
        let start = from.attributes(for: key)
        let end = to.attributes(for: key)
        guard let first = start ?? end.map(Self.invisible), let last = end ?? start.map(Self.invisible) else { return nil }
        return first.interpolated(to: last, progress: progress)
    }

    private static func invisible(_ attributes: LayoutAttributes) -> LayoutAttributes {
        var faded = attributes
        faded.alpha = 0
        return faded
    }
}
