#if canImport(AppKit) && !targetEnvironment(macCatalyst)
    import AppKit
    import LayoutKitCore

    /// The invalidation context class of ``LayoutKitCollectionViewLayout``: it carries the LayoutKit
    /// layout's own context through AppKit's `invalidateLayout(with:)`, so a targeted invalidation
    /// reaches the layout as it asked. AppKit makes one with `init()` whenever it needs a context.
    @MainActor
    open class LayoutKitInvalidationContext: NSCollectionViewLayoutInvalidationContext {
        /// The LayoutKit layout's own context, when the invalidation comes from the layout.
        public private(set) var layoutKitContext: InvalidationContext?

        /// Carries `context`: its items, supplementary elements and adjustments are also set on the
        /// AppKit properties, which AppKit reads.
        public func carry(_ context: InvalidationContext) {
            layoutKitContext = context
            if !context.invalidatedItems.isEmpty { invalidateItems(at: context.invalidatedItems) }
            for (kind, paths) in context.invalidatedSupplementaryElements {
                invalidateSupplementaryElements(ofKind: kind, at: paths)
            }
            contentOffsetAdjustment = context.contentOffsetAdjustment
            contentSizeAdjustment = context.contentSizeAdjustment
        }
    }
#endif
