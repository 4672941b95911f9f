import Foundation
import LayoutKitCore

extension CollectionViewCore {
    /// How far beyond the visible rectangle, along the scroll axis, cells are measured ahead of
    /// being shown, in points.
    public static let selfSizingMargin: CGFloat = 100

    /// The most measuring rounds in one layout pass: measured cells that shrink bring more cells
    /// into view, which are measured in the next round.
    static let selfSizingRounds = 16

    /// The items whose cells were measured and not dropped since (see
    /// ``measureCells(around:fitting:)``).
    public var measuredItems: Set<IndexPath> { selfSizing.measured }

    /// Forgets every measurement: the cells are measured again as they are shown (their sizes no
    /// longer match their positions, after an interactive move).
    package func forgetMeasurements() {
        selfSizing.measured = []
    }

    /// Whether a cell's preferred attributes (view coordinates) replace what the layout gave it,
    /// as `shouldInvalidateLayout(forPreferredLayoutAttributes:withOriginalAttributes:)`.
    ///
    /// - Throws: ``SelfSizingError/invalidPreferredSize(_:_:)`` for a NaN, infinite, negative or zero
    ///   preferred size (the layout is not asked; the item keeps its estimate).
    public func shouldInvalidate(forPreferred preferred: LayoutAttributes, withOriginal original: LayoutAttributes) throws -> Bool
    {
        try Self.validatePreferredSize(of: preferred)
        let (asked, given) = (acrossMirror(preferred), acrossMirror(original))
        return insideLayout { layout.shouldInvalidate(forPreferredAttributes: asked, withOriginal: given) }
    }

    /// What a cell's preferred attributes invalidate, as
    /// `invalidationContext(forPreferredLayoutAttributes:withOriginalAttributes:)`: the layout's
    /// context, its content offset adjustment in the view's coordinates.
    public func invalidationContext(forPreferred preferred: LayoutAttributes, withOriginal original: LayoutAttributes)
        -> InvalidationContext
    {
        let (asked, given) = (acrossMirror(preferred), acrossMirror(original))
        return acrossMirror(insideLayout { layout.invalidationContext(forPreferredAttributes: asked, withOriginal: given) })
    }

    /// Measures the cells about to be shown, as a collection view asks each cell it dequeues for
    /// `preferredLayoutAttributesFitting(_:)`, and hands their sizes to the layout.
    ///
    /// Only cells within ``selfSizingMargin`` of `visibleRect` that were never measured are
    /// measured, each once: a measurement holds until the item is reloaded or the view's size
    /// across the scroll axis changes. For each, in index-path order, the layout is asked
    /// ``shouldInvalidate(forPreferred:withOriginal:)`` and then
    /// ``invalidationContext(forPreferred:withOriginal:)``, whose context invalidates it. The
    /// element the user looks at stays where it is on screen (see
    /// ``CollectionLayout/anchorsVisibleContent``), or else the content moves by the contexts'
    /// ``InvalidationContext/contentOffsetAdjustment``.
    ///
    /// - Parameters:
    ///   - visibleRect: the rectangle on screen, view coordinates.
    ///   - fitting: the cell's answer for the attributes the layout gave it (its estimate).
    ///   - moveContent: moves the view's content offset by a vector (points), as the view does
    ///     without the user noticing; called between rounds.
    /// - Throws: ``SelfSizingError/invalidPreferredSize(_:_:)`` for a bad preferred size (checked for
    ///   the whole round before anything changes, so every item of the round keeps its
    ///   estimate), or what the layout's prepare throws.
    /// - Complexity: one query of the visible rectangle plus the margin per round, plus the
    ///   layout's cost per measured cell; nothing proportional to the item count.
    public func measureCells(
        around visibleRect: () -> CGRect, fitting: (LayoutAttributes) -> LayoutAttributes,
        moveContent: (CGPoint) -> Void
    ) throws {
        let vertical = layout.scrollDirection == .vertical
        let size = viewContext.bounds.size
        let crossSize = vertical ? size.width : size.height
        if selfSizing.crossSize != crossSize {
            selfSizing = SelfSizingState(measured: [], crossSize: crossSize)
        }
        for _ in 0..<Self.selfSizingRounds {
            try layoutIfNeeded()
            let margin = Self.selfSizingMargin
            let rect = visibleRect().insetBy(dx: vertical ? 0 : -margin, dy: vertical ? -margin : 0)
            let pending = elements(in: rect).filter { $0.category == .cell && !selfSizing.measured.contains($0.indexPath) }
            guard !pending.isEmpty else { return }
            let preferred = try pending.map { original in
                var answer = fitting(original)
                (answer.indexPath, answer.category) = (original.indexPath, original.category)
                try Self.validatePreferredSize(of: answer)
                return answer
            }
            try offer(preferred, replacing: pending, moveContent: moveContent)
        }
    }

    /// Offers measured attributes to the layout and keeps the anchored element in place.
    private func offer(
        _ preferred: [LayoutAttributes], replacing originals: [LayoutAttributes],
        moveContent: (CGPoint) -> Void
    ) throws {
        anchorVisibleContent(changing: Set(originals.map(\.key)))
        var adjustment = CGPoint.zero
        for (answer, original) in zip(preferred, originals)
        where try shouldInvalidate(forPreferred: answer, withOriginal: original) {
            let invalidation = invalidationContext(forPreferred: answer, withOriginal: original)
            invalidate(with: invalidation)
            adjustment.x += invalidation.contentOffsetAdjustment.x
            adjustment.y += invalidation.contentOffsetAdjustment.y
        }
        try layoutIfNeeded()
        selfSizing.measured.formUnion(originals.map(\.indexPath))
        moveContent(anchoredDelta() ?? adjustment)
        try layoutIfNeeded()
    }

    /// Throws unless the size of `preferred` is finite and positive.
    private static func validatePreferredSize(of preferred: LayoutAttributes) throws {
        let size = preferred.size
        guard size.width > 0, size.height > 0, size.width < .infinity, size.height < .infinity else {
            throw SelfSizingError.invalidPreferredSize(preferred.indexPath, size)
        }
    }
}
