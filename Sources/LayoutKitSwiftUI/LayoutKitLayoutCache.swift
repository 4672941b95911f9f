#if canImport(SwiftUI)
    import LayoutKitCollectionViewCore
    import LayoutKitCore
    import SwiftUI

    /// What a ``LayoutKitLayout`` container keeps between SwiftUI's questions: its LayoutKit
    /// layout in a ``CollectionViewCore``, the subviews' measurements, and the frames they gave
    /// for the last extent across the scroll axis.
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
    public struct LayoutKitLayoutCache {
        /// The host of the container's layout.
        public let core: CollectionViewCore
        /// The view the core reads: the container's extent and its subview count.
        private let view = ContainerView()
        /// The subview count and the extent across the scroll axis (pt) the frames are for.
        private var arranged: (count: Int, extent: CGFloat)?
        /// The container's size for ``arranged``, in points.
        private var size = CGSize.zero
        /// Each subview's frame in the container (pt), by item; `nil` for an item the layout gave
        /// no frame.
        private var frames: [CGRect?] = []
        /// How many times the subviews were measured and placed: once per new extent or new
        /// subviews, never for a question asked again.
        public private(set) var passCount = 0
        /// The error of the last pass, if it failed (the container then keeps its last frames).
        public private(set) var lastError: (any Error)?

        /// A cache that runs `layout`, measuring nothing yet.
        init(layout: any CollectionLayout) {
            // SwiftUI mirrors a layout for right to left by itself, as UIKit does.
            core = CollectionViewCore(layout: layout, mirrorsRightToLeft: false)
            core.readView = { [view] in view.context }
        }

        /// The layout's scroll axis: the extent across it comes from SwiftUI, along it from the
        /// layout.
        var scrollDirection: ScrollDirection { core.layout.scrollDirection }

        /// The extent across the scroll axis for `proposal`, in points: the proposal's when finite,
        /// else (an ideal or a maximum size asked) the widest subview's ideal width in a vertical
        /// layout, the tallest's ideal height in a horizontal one.
        func extent(across proposal: ProposedViewSize, subviews: LayoutSubviews) -> CGFloat {
            let vertical = scrollDirection == .vertical
            if let asked = vertical ? proposal.width : proposal.height, asked.isFinite { return max(0, asked) }
            let ideals = subviews.map { $0.sizeThatFits(.unspecified) }
            return ideals.map { vertical ? $0.width : $0.height }.max() ?? 0
        }

        /// The frame of subview `item` in the container (pt); `nil` when the layout gave it none.
        func frame(of item: Int) -> CGRect? {
            frames.indices.contains(item) ? frames[item] : nil
        }

        /// Measures and places `subviews` for `extent` points across the scroll axis, unless they
        /// are already; returns the container's size. A zero extent (SwiftUI's minimum probe) is a
        /// zero size with no frame, as a container can shrink to nothing.
        mutating func arrange(_ subviews: LayoutSubviews, across extent: CGFloat) -> CGSize {
            if let arranged, arranged.count == subviews.count, arranged.extent == extent { return size }
            guard extent > 0 else {
                (arranged, frames, size) = ((subviews.count, extent), [], .zero)
                return size
            }
            let vertical = scrollDirection == .vertical
            let bounds = CGRect(x: 0, y: 0, width: vertical ? extent : 0, height: vertical ? 0 : extent)
            view.context = LayoutContext(bounds: bounds, itemCounts: [subviews.count])
            do {
                core.invalidate(with: InvalidationContext(invalidateEverything: true))
                try core.measureCells(
                    around: { CGRect(origin: .zero, size: core.layout.contentSize) },
                    fitting: { given in
                        var preferred = given
                        let asked =
                            vertical
                            ? ProposedViewSize(width: given.size.width, height: nil)
                            : ProposedViewSize(width: nil, height: given.size.height)
                        preferred.size = subviews[given.indexPath.item].sizeThatFits(asked)
                        return preferred
                    }, moveContent: { _ in })
                try core.layoutIfNeeded()
            } catch {
                lastError = error
                core.onError(error)
                return size
            }
            let content = core.layout.contentSize
            frames = Array(repeating: nil, count: subviews.count)
            for cell in core.elements(in: CGRect(origin: .zero, size: content)) where cell.category == .cell {
                if frames.indices.contains(cell.indexPath.item) { frames[cell.indexPath.item] = cell.frame }
            }
            (arranged, lastError, passCount) = ((subviews.count, extent), nil, passCount + 1)
            size = vertical ? CGSize(width: extent, height: content.height) : CGSize(width: content.width, height: extent)
            return size
        }
    }
#endif
