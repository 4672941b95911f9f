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

    /// The offset to stop at, `proposed` moved along the axis onto an anchor of `layout` seen
    /// through `context` (its bounds' origin is the current offset); `proposed` itself when there
    /// is no anchor (no items).
    ///
    /// - Complexity: O(n) in the number of elements (one query over the whole content) for
    ///   element alignments; O(pages) for ``SnapAlignment/page``.
    func target(in layout: some CollectionLayout, context: LayoutContext, proposed: CGPoint, velocity: CGPoint) -> CGPoint {
        let anchors = self.anchors(in: layout, context: context)
        guard !anchors.isEmpty else { return proposed }
        let current = axis.along(context.bounds.origin)
        let index = chosenIndex(in: anchors, current: current, proposed: axis.along(proposed), velocity: axis.along(velocity))
        return axis.replacing(proposed, along: anchors[index])
    }

    /// The sorted, distinct rest offsets along the axis.
    func anchors(in layout: some CollectionLayout, context: LayoutContext) -> [CGFloat] {
        let viewport = axis.length(of: context.bounds.size)
        let content = layout.contentSize
        let insets = axis.insets(of: context.contentInset)
        let lowest = -insets.leading
        let highest = max(lowest, axis.length(of: content) + insets.trailing - viewport)
        var raw: [CGFloat]
        switch alignment {
        case .page:
            guard viewport > 0 else { return [] }
            raw = Array(stride(from: lowest, to: highest, by: viewport)) + [highest]
        case .leading, .center:
            let all = CGRect(origin: .zero, size: content).insetBy(dx: -1, dy: -1)
            raw = layout.attributes(in: all).filter { $0.category == .cell }.map { cell in
                alignment == .leading
                    ? axis.along(cell.frame.origin)
                    : axis.along(cell.frame.center) - viewport / 2
            }
        }
        let clamped = raw.map { min(highest, max(lowest, $0)) }.sorted()
        var distinct: [CGFloat] = []
        for anchor in clamped where distinct.last.map({ anchor - $0 > 1e-9 }) ?? true { distinct.append(anchor) }
        return distinct
    }

    /// The index of the anchor to stop at.
    func chosenIndex(in anchors: [CGFloat], current: CGFloat, proposed: CGFloat, velocity: CGFloat) -> Int {
        let nearest = Self.nearest(to: proposed, in: anchors)
        let tolerance: CGFloat = 1e-6
        let ahead = anchors.firstIndex { $0 > current + tolerance } ?? anchors.count - 1
        let behind = anchors.lastIndex { $0 < current - tolerance } ?? 0
        let limit = maxElementsPerFling ?? anchors.count
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
