import Foundation
import LayoutKitCore

/// The settings of a ``PhysicsToyLayout``; the defaults are those of the "beyond flow" example
/// of "UICollectionView + UIKit Dynamics" (Ash Furrow, objc.io issue 5), but for the air
/// resistance, the friction and the crowd's share of the screen, which let a crowd come to rest.
public struct PhysicsToyConfiguration: Hashable, Sendable {
    /// The size of every item, in points, unless the host provides per-item sizes (44 × 44).
    public var itemSize: CGSize
    /// The top of an item when it appears, off screen to the right, in points (300).
    public var launchTop: CGFloat
    /// Where the shared point hangs, in points from the top center of the content (0, 0: the
    /// middle of the top edge).
    public var hangingPointOffset: CGPoint
    /// Each item's attachment to the shared point (length 300, damping ratio 0.4, 1 Hz).
    public var spring: SpringSettings
    /// The shared gravity, in UIKit units (1 = 1 000 pt/s², downwards).
    public var gravity: CGFloat
    /// Air resistance on every item's linear and angular velocity, per second (1.5): the
    /// attachment damps only along its length, so without it a pendulum swings for ever (the
    /// article's did). 0 restores the article's behaviour.
    public var resistance: CGFloat
    /// The Coulomb friction coefficient between items and against the screen's edges (0.5).
    /// Frictionless items (the article's, and UIKit's default) slide over each other for ever in
    /// a crowd; with friction a crowd settles and the animator pauses.
    public var friction: CGFloat
    /// The share of the content's area the hanging items may cover, 0...1 (0.5). An item that
    /// would take the crowd past it waits off screen to the right, at rest, and swings in, the
    /// oldest first, once items leave. A crowd larger than the screen could never rest: its items
    /// would push each other against the edges for ever.
    public var crowdShare: CGFloat
    /// The canvas the lengths above are given for (the article's 320 × 568 pt screen), or `nil`
    /// to take them in points whatever the canvas. On a canvas of another size the spring's rest
    /// length, the hanging point's offset and the launch top scale by
    /// ``canvasScale(for:)``, so the toy hangs as the article's does on its screen: on an iPad's
    /// 1 024 × 1 366 pt the spring is 300 × 1 366 / 568 ≈ 721 pt long. Item sizes do not scale.
    public var referenceCanvas: CGSize?

    /// Creates a configuration; the defaults are the article's, and the resistance, friction and
    /// crowd share that let a crowd rest.
    public init(
        itemSize: CGSize = CGSize(width: 44, height: 44),
        launchTop: CGFloat = 300,
        hangingPointOffset: CGPoint = .zero,
        spring: SpringSettings = SpringSettings(length: 300, damping: 0.4, frequency: 1),
        gravity: CGFloat = 1,
        resistance: CGFloat = 1.5,
        friction: CGFloat = 0.5,
        crowdShare: CGFloat = 0.5,
        referenceCanvas: CGSize? = CGSize(width: 320, height: 568)
    ) {
        self.itemSize = itemSize
        self.launchTop = launchTop
        self.hangingPointOffset = hangingPointOffset
        self.spring = spring
        self.gravity = gravity
        self.resistance = resistance
        self.friction = friction
        self.crowdShare = crowdShare
        self.referenceCanvas = referenceCanvas
    }

    /// How much the lengths scale on a canvas of `size` (pt): the smaller of its width's and
    /// height's ratios to ``referenceCanvas``, so the scaled toy fits the canvas as the article's
    /// fits its screen; 1 without a reference canvas or on an empty canvas.
    ///
    /// ```swift
    /// PhysicsToyConfiguration().canvasScale(for: CGSize(width: 1_024, height: 1_366))  // 1 366 / 568 ≈ 2.405
    /// ```
    public func canvasScale(for size: CGSize) -> CGFloat {
        guard let referenceCanvas, size.width > 0, size.height > 0 else { return 1 }
        return min(size.width / referenceCanvas.width, size.height / referenceCanvas.height)
    }

    /// Checks every setting.
    ///
    /// - Throws: ``LayoutError/invalidParameter(name:value:reason:)`` naming the bad value.
    func validate() throws {
        try itemSize.validate(named: "itemSize")
        try LayoutError.requireFinite(launchTop, named: "launchTop")
        try LayoutError.requireFinite(hangingPointOffset.x, named: "hangingPointOffset.x")
        try LayoutError.requireFinite(hangingPointOffset.y, named: "hangingPointOffset.y")
        try spring.validate()
        try LayoutError.requireNonNegative(gravity, named: "gravity")
        try LayoutError.requireNonNegative(resistance, named: "resistance")
        try LayoutError.requireNonNegative(friction, named: "friction")
        try referenceCanvas?.validatePositive(named: "referenceCanvas")
        guard (0...1).contains(crowdShare) else {
            throw LayoutError.invalidParameter(name: "crowdShare", value: Double(crowdShare), reason: "must be between 0 and 1")
        }
    }
}
