import Foundation

/// One element of a transition with both its ends: where it starts and where it ends, and
/// whether each end is a place the layout really shows it (rather than an appearing or
/// disappearing end).
struct TransitionCandidate {
    var start: LayoutAttributes
    var end: LayoutAttributes
    var isInFrom: Bool
    var isInTo: Bool

    /// The element at `progress`: exactly its start at 0 and its end at 1 (absent at an end the
    /// layout does not show it), and in between `path`'s answer or the straight interpolation
    /// with the larger of the two z indices.
    func attributes(at progress: CGFloat, path: TransitionPath?) -> LayoutAttributes? {
        if progress == 0 { return isInFrom ? start : nil }
        if progress == 1 { return isInTo ? end : nil }
        if let path { return path(start, end, progress).keyed(end.key) }
        var between = start.interpolated(to: end, progress: progress)
        between.zIndex = max(start.zIndex, end.zIndex)
        return between
    }
}
