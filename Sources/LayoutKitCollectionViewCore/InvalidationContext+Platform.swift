import Foundation
import LayoutKitCore

extension InvalidationContext {
    /// The LayoutKit context of a UIKit or AppKit invalidation context that carries none of the
    /// layout's own (see the adapters' `LayoutKitInvalidationContext`): its flags, items and
    /// adjustments, and for a context that says nothing (what a plain `invalidateLayout()`
    /// builds, a new context whose flags are false) an invalidation of everything, as UIKit's own
    /// layouts read it (its flow layout's context asks to recompute everything by default).
    public init(
        platformInvalidatingEverything everything: Bool, dataSourceCounts: Bool, items: Set<IndexPath>,
        supplementaryElements: [String: Set<IndexPath>], contentOffsetAdjustment: CGPoint, contentSizeAdjustment: CGSize
    ) {
        self.init(
            invalidateEverything: everything, invalidateDataSourceCounts: dataSourceCounts, invalidatedItems: items,
            invalidatedSupplementaryElements: supplementaryElements, contentOffsetAdjustment: contentOffsetAdjustment,
            contentSizeAdjustment: contentSizeAdjustment)
        if self == InvalidationContext() { invalidateEverything = true }
    }
}
