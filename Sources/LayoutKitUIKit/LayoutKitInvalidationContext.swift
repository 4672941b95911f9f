#if canImport(UIKit) && !os(watchOS)
    import LayoutKitCore
    import UIKit

    /// The invalidation context class of ``LayoutKitCollectionViewLayout``: it carries the LayoutKit
    /// layout's own context through UIKit's `invalidateLayout(with:)`, so that a targeted
    /// invalidation (a springy layout asking for its moving items, every frame) reaches the layout
    /// as it asked, never as "everything".
    ///
    /// UIKit makes one with `init()` whenever it needs a context (`invalidateLayout()`, a bounds
    /// change, a preferred size); such a context carries nothing of LayoutKit's and is read from its
    /// UIKit properties (see ``LayoutKitCollectionViewLayout/layoutKitContext(of:)``).
    @MainActor
    open class LayoutKitInvalidationContext: UICollectionViewLayoutInvalidationContext {
        /// The LayoutKit layout's own context, when the invalidation comes from the layout.
        public private(set) var layoutKitContext: InvalidationContext?

        /// Carries `context`: its items, supplementary elements and adjustments are also set on the
        /// UIKit properties, which UIKit reads (it applies the content offset adjustment).
        public func carry(_ context: InvalidationContext) {
            layoutKitContext = context
            if !context.invalidatedItems.isEmpty { invalidateItems(at: context.invalidatedItems.sorted()) }
            for (kind, paths) in context.invalidatedSupplementaryElements.sorted(by: { $0.key < $1.key }) {
                invalidateSupplementaryElements(ofKind: kind, at: paths.sorted())
            }
            contentOffsetAdjustment = context.contentOffsetAdjustment
            contentSizeAdjustment = context.contentSizeAdjustment
        }
    }
#endif
