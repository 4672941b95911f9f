#if canImport(SwiftUI)
    import LayoutKitCollectionViewCore
    import LayoutKitCore
    import SwiftUI

    /// Any still LayoutKit layout as a SwiftUI `Layout`: a waterfall, a flow, a column grid, a
    /// compositional layout without orthogonal sections, a custom layout, `inset(by:)` or
    /// `transposed()` of any of them, arranging a container's subviews as one section of items.
    ///
    /// For small content that SwiftUI lays out whole (every subview is measured and placed); for
    /// long, scrolling, virtualized content or a layout that animates itself (springs, physics)
    /// use a collection view instead.
    ///
    /// How SwiftUI's questions are answered, through the ``CollectionViewCore`` every LayoutKit
    /// host shares:
    ///
    /// - **Self-sizing.** Each subview is an item of the layout: the layout gives it its
    ///   estimated or fixed size, the subview is asked its `sizeThatFits` with the layout's extent
    ///   across the scroll axis (its width in a vertical layout, its height in a horizontal one),
    ///   and the layout takes the answer as a collection view's cell would give its preferred
    ///   attributes (a layout with fixed sizes keeps its own).
    /// - **Size.** Across the scroll axis the container takes the proposal; along it, the
    ///   layout's content. An unspecified or infinite proposal across the axis (an ideal or a
    ///   maximum size) is answered at the widest (in a horizontal layout, tallest) subview's ideal
    ///   size, measured once; a zero one with a zero size.
    /// - **Placement.** Each subview goes where the layout puts its item, proposed the item's
    ///   size; a subview the layout gives no frame (of zero size) is placed at the origin with a
    ///   zero proposal.
    /// - **Cache.** The layout and what the subviews were arranged into for the last few extents
    ///   live in the container's cache: SwiftUI's repeated questions (an ideal probe, then the real
    ///   width) measure nothing again, a new extent across the axis measures once, and new
    ///   subviews (``updateCache(_:subviews:)``) start the layout afresh. A layout that cannot
    ///   prepare for an extent gives a zero size there, its error in the cache's `lastError`.
    ///
    /// SwiftUI mirrors every layout for a right-to-left environment by itself, so the LayoutKit
    /// layout always answers left to right.
    ///
    /// ```swift
    /// LayoutKitLayout { WaterfallLayout(configuration: WaterfallConfiguration(columns: .fixed(2))) } {
    ///     ForEach(notes) { NoteCard(note: $0) }
    /// }
    /// ```
    ///
    /// Switching between two such layouts with `AnyLayout` inside `withAnimation` animates each
    /// subview from its old frame to its new one, as SwiftUI does for any two layouts of the same
    /// subviews; a collection view's LayoutKit transition (`TransitionLayout`) does the same for
    /// virtualized content, with paths, interactive progress and layouts that animate themselves.
    ///
    /// - Complexity: a new proposal or new subviews cost one layout pass and one `sizeThatFits`
    ///   per subview; a repeated one costs a query of the placed frames.
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
    public struct LayoutKitLayout: Layout {
        /// Makes the LayoutKit layout, once per container (a layout keeps state per host).
        public let makeLayout: @Sendable () -> any CollectionLayout

        /// Arranges a container's subviews with the layout `makeLayout` makes, once per container.
        public init(_ makeLayout: @escaping @Sendable () -> any CollectionLayout) {
            self.makeLayout = makeLayout
        }

        /// A new layout and its host, measuring nothing yet.
        public func makeCache(subviews: Subviews) -> LayoutKitLayoutCache {
            LayoutKitLayoutCache(layout: makeLayout())
        }

        /// New or different subviews: the layout starts afresh at the next question.
        public func updateCache(_ cache: inout LayoutKitLayoutCache, subviews: Subviews) {
            cache = LayoutKitLayoutCache(layout: makeLayout())
        }

        /// The proposal across the scroll axis (or the widest subview's ideal size), and the
        /// layout's content along it.
        public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout LayoutKitLayoutCache) -> CGSize {
            cache.arrange(subviews, across: cache.extent(across: proposal, subviews: subviews))
        }

        /// Places each subview at its item's frame, proposed the item's size.
        public func placeSubviews(
            in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout LayoutKitLayoutCache
        ) {
            let vertical = cache.scrollDirection == .vertical
            _ = cache.arrange(subviews, across: vertical ? bounds.width : bounds.height)
            for (item, subview) in subviews.enumerated() {
                guard let frame = cache.frame(of: item) else {
                    subview.place(at: bounds.origin, anchor: .topLeading, proposal: .zero)
                    continue
                }
                let origin = CGPoint(x: bounds.minX + frame.minX, y: bounds.minY + frame.minY)
                subview.place(at: origin, anchor: .topLeading, proposal: ProposedViewSize(frame.size))
            }
        }
    }
#endif
