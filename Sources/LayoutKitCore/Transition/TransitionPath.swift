import Foundation

/// How an element travels during a ``TransitionLayout``: given its attributes at the start, at
/// the end and the progress (strictly between 0 and 1, or a little outside with a spring), the
/// attributes to show. The transition itself answers the exact ends at 0 and 1, and keeps the
/// element's key whatever the path answers.
///
/// ```swift
/// // Each element rises 80 pt at the middle of its way: an arc.
/// let arc: TransitionPath = { start, end, progress in
///     var between = start.interpolated(to: end, progress: progress)
///     between.center.y -= 80 * 4 * progress * (1 - progress)
///     return between
/// }
/// let transition = TransitionLayout(from: grid, to: list, path: arc)
/// ```
public typealias TransitionPath = (_ start: LayoutAttributes, _ end: LayoutAttributes, _ progress: CGFloat) -> LayoutAttributes
