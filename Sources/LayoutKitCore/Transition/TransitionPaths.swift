import Foundation

/// Ready-made ``TransitionPath``s.
///
/// ```swift
/// // Elements near the selected item move first, the far ones up to 0.3 later.
/// let path = TransitionPaths.staggered(from: selectedCenter, delay: 0.3, over: 600)
/// try host.setLayout(grid, animation: HostAnimation(duration: 0.5), path: path)
/// ```
public enum TransitionPaths {
    /// Each element rises `height` points (negative: sinks) at the middle of its way, along a
    /// parabola over the straight line.
    public static func arc(height: CGFloat) -> TransitionPath {
        { start, end, progress in
            var between = start.interpolated(to: end, progress: progress)
            between.center.y -= height * 4 * progress * (1 - progress)
            return between
        }
    }

    /// Each element waits before it moves, by `delay` (a fraction of the whole transition) times
    /// its start center's distance from `origin` over `distance` points (at most `delay`), and
    /// then catches up, so that all arrive together: a ripple from `origin`. Progress outside
    /// 0...1 (a spring's overshoot) is passed through unchanged.
    ///
    /// - Parameters:
    ///   - origin: where the ripple starts, in content coordinates.
    ///   - delay: the latest start, a fraction in 0..<1 of the transition; clamped into it.
    ///   - distance: the distance in points at which an element waits the whole `delay`.
    public static func staggered(from origin: CGPoint, delay: CGFloat, over distance: CGFloat) -> TransitionPath {
        let delay = min(0.99, max(0, delay.isFinite ? delay : 0))
        let reach = distance.isFinite && distance > 0 ? distance : 1
        return { start, end, progress in
            guard progress > 0, progress < 1 else { return start.interpolated(to: end, progress: progress) }
            let away = hypot(start.center.x - origin.x, start.center.y - origin.y)
            let wait = delay * min(1, away / reach)
            let own = min(1, max(0, (progress - wait) / (1 - wait)))
            return start.interpolated(to: end, progress: own)
        }
    }
}
