import Foundation

/// What part of a layout an invalidation makes stale, as UIKit's invalidation context says.
///
/// A layout's ``CollectionLayout/invalidate(with:)`` reads it to decide what its next
/// ``CollectionLayout/prepare(_:)`` must recompute: everything, only what depends on the item
/// counts, or only some elements.
public struct InvalidationContext: Hashable, Sendable {
    /// Everything must be recomputed (new data, a new size, a new configuration).
    public var invalidateEverything: Bool
    /// The number of sections or items changed.
    public var invalidateDataSourceCounts: Bool
    /// Items whose attributes are stale.
    public var invalidatedItems: Set<IndexPath>
    /// Supplementary views whose attributes are stale, by kind.
    public var invalidatedSupplementaryElements: [String: Set<IndexPath>]
    /// How much the host should move the content offset, in points, after the invalidation.
    public var contentOffsetAdjustment: CGPoint
    /// How much the content size changes, in points, after the invalidation.
    public var contentSizeAdjustment: CGSize
    /// The sizes cells prefer, in points, by index path: what self-sizing measured
    /// (``CollectionLayout/invalidationContext(forPreferredAttributes:withOriginal:)``).
    public var preferredItemSizes: [IndexPath: CGSize]
    /// The step of an interactive move this invalidation comes from, if any (filled by the
    /// default ``CollectionLayout/invalidationContext(forInteractivelyMovingItems:withTargetPosition:previousIndexPaths:previousPosition:)``
    /// and ``CollectionLayout/invalidationContextForEndingInteractiveMovementOfItems(toFinalIndexPaths:previousIndexPaths:movementCancelled:)``).
    public var interactiveMove: InteractiveMoveStep?

    /// Creates a context; by default it invalidates nothing in particular.
    public init(
        invalidateEverything: Bool = false,
        invalidateDataSourceCounts: Bool = false,
        invalidatedItems: Set<IndexPath> = [],
        invalidatedSupplementaryElements: [String: Set<IndexPath>] = [:],
        contentOffsetAdjustment: CGPoint = .zero,
        contentSizeAdjustment: CGSize = .zero,
        preferredItemSizes: [IndexPath: CGSize] = [:],
        interactiveMove: InteractiveMoveStep? = nil
    ) {
        self.invalidateEverything = invalidateEverything
        self.invalidateDataSourceCounts = invalidateDataSourceCounts
        self.invalidatedItems = invalidatedItems
        self.invalidatedSupplementaryElements = invalidatedSupplementaryElements
        self.contentOffsetAdjustment = contentOffsetAdjustment
        self.contentSizeAdjustment = contentSizeAdjustment
        self.preferredItemSizes = preferredItemSizes
        self.interactiveMove = interactiveMove
    }

    /// A context that invalidates everything.
    public static let everything = InvalidationContext(invalidateEverything: true)

    /// A context that invalidates what depends on the item counts.
    public static let dataSourceCounts = InvalidationContext(invalidateDataSourceCounts: true)

    /// True when the whole layout, or at least its item geometry, must be recomputed.
    public var requiresFullLayout: Bool {
        invalidateEverything || invalidateDataSourceCounts || !invalidatedItems.isEmpty
    }

    /// True when the context names supplementary views and nothing else that could move a cell:
    /// no full layout, no item, no preferred size, no interactive move (a pinned header's
    /// scroll invalidation). An empty context is not one: it leaves the layout to decide from
    /// the new bounds, which may move anything.
    public var namesOnlySupplementaryElements: Bool {
        !requiresFullLayout && preferredItemSizes.isEmpty && interactiveMove == nil
            && invalidatedSupplementaryElements.values.contains { !$0.isEmpty }
    }
}
