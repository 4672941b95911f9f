import Foundation

extension LayoutAttributes {
    /// The attributes a fraction `progress` of the way from `self` to `target`, as an animation
    /// shows them: frame (center and size), transform and alpha interpolated, the target's index
    /// path, category and z index from the first moment on, hidden only while both ends are
    /// (or, at the end, as the target is).
    ///
    /// Progress 0 gives `self`'s geometry and 1 gives `target`; values outside 0...1 (a spring's
    /// overshoot) extrapolate geometry and keep alpha within 0...1.
    public func interpolated(to target: LayoutAttributes, progress: CGFloat) -> LayoutAttributes {
        if progress == 0 { return self }
        if progress == 1 { return target }
        var result = target
        result.frame = frame.interpolated(to: target.frame, progress: progress)
        if transformStorage != nil || target.transformStorage != nil {
            result.transform3D = transform3D.interpolated(to: target.transform3D, progress: progress)
        }
        if customValueStorage != nil || target.customValueStorage != nil {
            result.customValues = customValues(to: target, progress: progress)
        }
        result.alpha = min(1, max(0, alpha + (target.alpha - alpha) * progress))
        result.isHidden = isHidden && target.isHidden
        return result
    }
}

extension CGRect {
    /// The rectangle a fraction `progress` of the way from `self` to `target`: origin and size
    /// (hence center and size) interpolated linearly.
    package func interpolated(to target: CGRect, progress: CGFloat) -> CGRect {
        func lerp(_ a: CGFloat, _ b: CGFloat) -> CGFloat { a + (b - a) * progress }
        return CGRect(
            x: lerp(minX, target.minX), y: lerp(minY, target.minY),
            width: lerp(width, target.width), height: lerp(height, target.height))
    }
}
