#if canImport(SwiftUI)
    import LayoutKitCollectionViewCore
    import LayoutKitCore
    import SwiftUI

    /// What a ``LayoutKitLayout`` container keeps between SwiftUI's questions: its LayoutKit
    /// layout in a ``CollectionViewCore``, and what the subviews were arranged into for the last
    /// few extents across the scroll axis.
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
    public struct LayoutKitLayoutCache {
        /// The host of the container's layout.
        public let core: CollectionViewCore
        /// The view the core reads: the container's extent and its subview count.
        private let view = ContainerView()
        /// What the subviews were arranged into, by extent across the scroll axis (pt): the
        /// container's size and each subview's frame (`nil` for an item the layout gave none). A
        /// few extents are kept, as SwiftUI probes an ideal size before it places at a real one.
        private var arrangements: [CGFloat: Arrangement] = [:]
        /// The widest (in a horizontal layout, tallest) subview's ideal size, in points, once asked.
        private var idealExtent: CGFloat?
        /// The extent of the last arrangement asked for.
        private var lastExtent: CGFloat?
        /// How many times the subviews were measured and placed: once per new extent, never for a
        /// question asked again.
        public private(set) var passCount = 0
        /// The error of the last pass, if it failed (that extent is then a zero size with no frames).
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
        /// layout, the tallest's ideal height in a horizontal one, measured once.
        mutating func extent(across proposal: ProposedViewSize, subviews: LayoutSubviews) -> CGFloat {
            let vertical = scrollDirection == .vertical
            if let asked = vertical ? proposal.width : proposal.height, asked.isFinite { return max(0, asked) }
            if let idealExtent { return idealExtent }
            let ideals = subviews.map { $0.sizeThatFits(.unspecified) }
            let ideal = ideals.map { vertical ? $0.width : $0.height }.max() ?? 0
            idealExtent = ideal
            return ideal
        }

        /// The frame of subview `item` in the container (pt) in the last arrangement asked for;
        /// `nil` when the layout gave it none.
        func frame(of item: Int) -> CGRect? {
            guard let frames = lastExtent.flatMap({ arrangements[$0] })?.frames, frames.indices.contains(item) else { return nil }
            return frames[item]
        }

        /// Measures and places `subviews` for `extent` points across the scroll axis, unless they
        /// were already; returns the container's size. A zero extent (SwiftUI's minimum probe) is
        /// a zero size with no frame, as a container can shrink to nothing; so is an extent the
        /// layout cannot prepare for (its error in ``lastError``, reported once).
        mutating func arrange(_ subviews: LayoutSubviews, across extent: CGFloat) -> CGSize {
            lastExtent = extent
            if let known = arrangements[extent] { return known.size }
            let arrangement = extent > 0 ? measureAndPlace(subviews, across: extent) : Arrangement(size: .zero, frames: [])
            if arrangements.count >= 4 { arrangements = [:] }
            arrangements[extent] = arrangement
            return arrangement.size
        }

        /// One pass of the layout over `subviews` at `extent` points across its axis.
        private mutating func measureAndPlace(_ subviews: LayoutSubviews, across extent: CGFloat) -> Arrangement {
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
                return Arrangement(size: .zero, frames: [])
            }
            let content = core.layout.contentSize
            var frames = [CGRect?](repeating: nil, count: subviews.count)
            for cell in core.elements(in: CGRect(origin: .zero, size: content)) where cell.category == .cell {
                if frames.indices.contains(cell.indexPath.item) { frames[cell.indexPath.item] = cell.frame }
            }
            (lastError, passCount) = (nil, passCount + 1)
            let size = vertical ? CGSize(width: extent, height: content.height) : CGSize(width: content.width, height: extent)
            return Arrangement(size: size, frames: frames)
        }
    }
#endif
