import Foundation
import LayoutKitCore

extension CollectionViewHost {
    /// How far beyond the visible rectangle, along the scroll axis, cells are measured ahead of
    /// being shown, in points.
    public static let selfSizingMargin: CGFloat = 100

    /// The most measuring rounds in one frame: measured cells that shrink bring more cells into
    /// view, which are measured in the next round.
    static let selfSizingRounds = 16

    /// The items whose cells the host has measured (see ``preferredLayoutAttributesFitting``)
    /// and not dropped since: every item shown so far, plus those within
    /// ``selfSizingMargin`` of the visible rectangle.
    public var measuredItems: Set<IndexPath> { selfSizing.measured }

    /// Measures the cells about to be shown, as a collection view asks each cell it dequeues for
    /// `preferredLayoutAttributesFitting(_:)`, and hands their sizes to the layout. Called before
    /// every frame is read; does nothing without ``preferredLayoutAttributesFitting``.
    ///
    /// Only cells within ``selfSizingMargin`` of the visible rectangle that were never measured
    /// are measured, each once: a measurement holds until the item is reloaded or the frame's
    /// size across the scroll axis changes. For each, in index-path order, the layout is asked
    /// ``CollectionLayout/shouldInvalidate(forPreferredAttributes:withOriginal:)`` and then
    /// ``CollectionLayout/invalidationContext(forPreferredAttributes:withOriginal:)``, whose
    /// context the host applies (its ``InvalidationContext/contentOffsetAdjustment`` too). The
    /// element the user looks at stays where it is on screen (see
    /// ``CollectionLayout/anchorsVisibleContent``).
    ///
    /// - Throws: ``HostError/invalidPreferredSize(_:_:)`` for a NaN, infinite, negative or zero
    ///   preferred size (checked for the whole round before anything changes, so every item of
    ///   the round keeps its estimate), or what the layout's prepare throws.
    /// - Complexity: one query of the visible rectangle plus the margin, plus the layout's cost
    ///   per measured cell; nothing proportional to the item count.
    func resolvePreferredAttributes() throws {
        guard let fitting = preferredLayoutAttributesFitting else { return }
        let vertical = layout.scrollDirection == .vertical
        let crossSize = vertical ? frameSize.width : frameSize.height
        if selfSizing.crossSize != crossSize {
            selfSizing = SelfSizingState(measured: [], crossSize: crossSize)
        }
        for _ in 0..<Self.selfSizingRounds {
            try layoutIfNeeded()
            let margin = Self.selfSizingMargin
            let rect = visibleRect.insetBy(dx: vertical ? 0 : -margin, dy: vertical ? -margin : 0)
            let pending = layoutAttributes(in: rect)
                .filter { $0.category == .cell && !selfSizing.measured.contains($0.indexPath) }
                .sorted { $0.key < $1.key }
            guard !pending.isEmpty else { return }
            let preferred = try pending.map { original in
                var answer = fitting(original)
                (answer.indexPath, answer.category) = (original.indexPath, original.category)
                let size = answer.size
                guard size.width > 0, size.height > 0, size.width < .infinity, size.height < .infinity else {
                    throw HostError.invalidPreferredSize(original.indexPath, size)
                }
                return answer
            }
            try apply(preferred, replacing: pending)
        }
    }

    /// Offers measured attributes to the layout and keeps the anchored element in place.
    private func apply(_ preferred: [LayoutAttributes], replacing originals: [LayoutAttributes]) throws {
        let anchor = captureAnchor(changing: Set(originals.map(\.key)))
        var adjustment = CGPoint.zero
        for (answer, original) in zip(preferred, originals)
        where layout.shouldInvalidate(forPreferredAttributes: answer, withOriginal: original) {
            let invalidation = layout.invalidationContext(forPreferredAttributes: answer, withOriginal: original)
            invalidateLayout(with: invalidation)
            adjustment.x += invalidation.contentOffsetAdjustment.x
            adjustment.y += invalidation.contentOffsetAdjustment.y
        }
        try layoutIfNeeded()
        selfSizing.measured.formUnion(originals.map(\.indexPath))
        moveContent(by: adjustment)
        if let anchor { restore(anchor, as: anchor.key) }
        try layoutIfNeeded()
    }

    /// The layout's own answers (not mirrored) for `rect` in the host's coordinates.
    func layoutAttributes(in rect: CGRect) -> [LayoutAttributes] {
        let mirrors = layoutDirection == .rightToLeft && layout.flipsHorizontallyInOppositeLayoutDirection
        return layout.attributes(in: mirrors ? rect.mirrored(inWidth: layout.contentSize.width) : rect)
    }
}
