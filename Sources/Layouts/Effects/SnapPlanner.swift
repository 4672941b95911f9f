import Foundation
import LayoutKitCore

/// Chooses where a fling that snaps comes to rest: the shared rule of ``ZoomedLayout``'s
/// snapping and of ``PagingLayout``.
///
/// The rest positions (anchors) are the content offsets along the scroll axis that align an
/// element (or a page) as ``SnapAlignment`` says, clamped into the offsets the content can rest
/// at. A slow fling (at most ``flickVelocity``) stops at the anchor nearest the proposed offset;
/// a faster one at that anchor too, unless it lies behind the current offset, in which case it
/// stops at the first anchor ahead in the fling's direction. With ``maxElementsPerFling`` the
/// fling passes at most that many anchors.
struct SnapPlanner {
    /// The fling speed (pt/s) a flick of the default planners must exceed to move on by at
    /// least one element.
    static let defaultFlickVelocity: CGFloat = 300

    var axis: ScrollDirection
    var alignment: SnapAlignment
    var maxElementsPerFling: Int?
    var flickVelocity: CGFloat = Self.defaultFlickVelocity

    /// How far past the current offset (pt) an anchor must lie to count as ahead of or behind it.
    private static let passingTolerance: CGFloat = 1e-6
    /// The most page anchors a window is read with; a wider window gives none.
    static let maximumPages: CGFloat = 1_000_000

    /// The offset to stop at, `proposed` moved along the axis onto an anchor of `layout` seen
    /// through `context` (its bounds' origin is the current offset); `proposed` itself when there
    /// is no anchor (no items).
    ///
    /// Element anchors are read from a window of the content around the current and proposed
    /// offsets, grown (four times wider each time) until it holds every anchor the choice
    /// depends on: the nearest to each offset and the first on each side of the current one. The
    /// choice is the one the whole content's anchors give (to within 1e-9 pt, the distance under
    /// which two anchors count as one). Paging over more than `maximumPages` pages at once is not
    /// snapped: the fling rests at `proposed`.
    ///
    /// - Complexity: O(elements or pages in the window), those between and around the two offsets
    ///   (for a base whose `attributes(in:)` is proportional to the rect), not all of them.
    func target(in layout: some CollectionLayout, context: LayoutContext, proposed: CGPoint, velocity: CGPoint) -> CGPoint {
        let current = axis.along(context.bounds.origin), wanted = axis.along(proposed)
        let rest = restRange(of: layout, context: context)
        var reach = max(axis.length(of: context.bounds.size), 1)
        while true {
            // The anchor range read in full; unbounded on a side once it reaches the rest range's end.
            var low = min(current, wanted) - reach, high = max(current, wanted) + reach
            if !(low > rest.lowerBound) { low = -.infinity }
            if !(high < rest.upperBound) { high = .infinity }
            let anchors = self.anchors(in: layout, context: context, rest: rest, from: low, to: high)
            let whole = low == -.infinity && high == .infinity
            if whole || decides(anchors, from: low, to: high, current: current, proposed: wanted) {
                guard !anchors.isEmpty else { return proposed }
                let index = chosenIndex(in: anchors, current: current, proposed: wanted, velocity: axis.along(velocity))
                return axis.replacing(proposed, along: anchors[index])
            }
            reach *= 4
        }
    }

    /// The content offsets along the axis the content can rest at.
    func restRange(of layout: some CollectionLayout, context: LayoutContext) -> ClosedRange<CGFloat> {
        let viewport = axis.length(of: context.bounds.size)
        let insets = axis.insets(of: context.contentInset)
        let lowest = insets.leading.isNaN ? 0 : -insets.leading
        return lowest...max(lowest, axis.length(of: layout.contentSize) + insets.trailing - viewport)
    }

    /// True when `anchors`, every anchor from `low` to `high`, settle the choice: the anchors
    /// nearest `current` and `proposed`, and the first ahead of and behind `current`, are among
    /// them.
    private func decides(_ anchors: [CGFloat], from low: CGFloat, to high: CGFloat, current: CGFloat, proposed: CGFloat) -> Bool {
        guard let first = anchors.first, let last = anchors.last else { return false }
        func nearestIsInside(_ value: CGFloat) -> Bool {
            let distance = abs(anchors[Self.nearest(to: value, in: anchors)] - value)
            return value - distance >= low && value + distance <= high
        }
        let tolerance = Self.passingTolerance
        return nearestIsInside(current) && nearestIsInside(proposed)
            && (high == .infinity || last > current + tolerance) && (low == -.infinity || first < current - tolerance)
    }

    /// The sorted, distinct rest offsets along the axis from `low` to `high` (each of them).
    func anchors(
        in layout: some CollectionLayout, context: LayoutContext, rest: ClosedRange<CGFloat>, from low: CGFloat, to high: CGFloat
    ) -> [CGFloat] {
        let viewport = axis.length(of: context.bounds.size)
        var raw: [CGFloat]
        switch alignment {
        case .page:
            // Page k rests at lowest + k × viewport, below the highest rest, which is a page too.
            guard viewport > 0 else { return [] }
            var page = max(0, ((max(low, rest.lowerBound) - rest.lowerBound) / viewport).rounded(.up) - 1)
            // A window of more than `maximumPages` pages (a viewport of a millionth of the distance
            // flung) gives no page: the window grows to the whole range and the fling rests where
            // it ends, rather than listing pages without end.
            let pages = (min(high, rest.upperBound) - rest.lowerBound.addingProduct(page, viewport)) / viewport
            guard pages.isFinite, pages <= Self.maximumPages else { return [] }
            raw = [rest.upperBound]
            // As `stride` computes its values, so that they do not depend on the window.
            while rest.lowerBound.addingProduct(page, viewport) < min(high, rest.upperBound) {
                raw.append(rest.lowerBound.addingProduct(page, viewport))
                page += 1
            }
        case .leading, .center:
            // An element's anchor is its leading edge, or its center half a viewport back.
            let shift = alignment == .leading ? 0 : viewport / 2
            let content = CGRect(origin: .zero, size: layout.contentSize).insetBy(dx: -1, dy: -1)
            let start = max(axis.along(content.origin), low + shift - 1)
            let end = min(axis.along(content.origin) + axis.length(of: content.size), high + shift + 1)
            guard start <= end else { return [] }
            let window =
                axis == .horizontal
                ? CGRect(x: start, y: content.minY, width: end - start, height: content.height)
                : CGRect(x: content.minX, y: start, width: content.width, height: end - start)
            raw = layout.attributes(in: window).filter { $0.category == .cell }.map { cell in
                alignment == .leading ? axis.along(cell.frame.origin) : axis.along(cell.frame.center) - shift
            }
        }
        let clamped = raw.filter { $0 >= low && $0 <= high }.map { min(rest.upperBound, max(rest.lowerBound, $0)) }.sorted()
        var distinct: [CGFloat] = []
        for anchor in clamped where distinct.last.map({ anchor - $0 > 1e-9 }) ?? true { distinct.append(anchor) }
        return distinct
    }

    /// The index of the anchor to stop at.
    func chosenIndex(in anchors: [CGFloat], current: CGFloat, proposed: CGFloat, velocity: CGFloat) -> Int {
        let nearest = Self.nearest(to: proposed, in: anchors)
        let tolerance = Self.passingTolerance
        let ahead = anchors.firstIndex { $0 > current + tolerance } ?? anchors.count - 1
        let behind = anchors.lastIndex { $0 < current - tolerance } ?? 0
        // More than there are anchors changes nothing (and would overflow the index arithmetic).
        let limit = min(maxElementsPerFling ?? anchors.count, anchors.count)
        if velocity > flickVelocity {
            return min(max(nearest, ahead), ahead + limit - 1)
        }
        if velocity < -flickVelocity {
            return max(min(nearest, behind), behind - (limit - 1))
        }
        let here = Self.nearest(to: current, in: anchors)
        return min(max(nearest, here - limit), here + limit)
    }

    /// The index of the anchor nearest `value` (the first of two at the same distance).
    static func nearest(to value: CGFloat, in anchors: [CGFloat]) -> Int {
        anchors.indices.min { abs(anchors[$0] - value) < abs(anchors[$1] - value) } ?? 0
    }

    /// Throws unless the settings can be used.
    ///
    /// - Throws: ``LayoutError/invalidParameter(name:value:reason:)`` for a maximum below 1 or a
    ///   flick velocity that is negative or not finite.
    func validate() throws {
        if let maxElementsPerFling, maxElementsPerFling < 1 {
            throw LayoutError.invalidParameter(
                name: "maxElementsPerFling", value: Double(maxElementsPerFling), reason: "must be at least 1")
        }
        try LayoutError.requireNonNegative(flickVelocity, named: "flickVelocity")
    }
}
