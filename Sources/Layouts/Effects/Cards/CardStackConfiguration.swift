import Foundation
import LayoutKitCore

/// Cards piled behind the one in focus, which is swiped away to show the next: the stack family
/// of card effects.
///
/// A card `p ≥ 0` pages after the focus is drawn `p × spacing` points from the focus along the
/// scroll axis instead of `p` pages, scaled by `1 - scaleStep × min(p, visibleCount + 1)`, and
/// fades out between `visibleCount` and `visibleCount + 1` pages. The card in focus leaving it
/// (`p < 0`) moves with the scroll and turns by `swipeAngle × p` about its center, then fades out
/// between one and two pages before the focus. Cards in front: the leaving one, then the one in
/// focus, then each card behind.
///
/// ```swift
/// let deck = FlowLayout(configuration: .cardRow()).paging(.center).cardEffect(.deck)
/// ```
public struct CardStackConfiguration: CardEffect {
    /// How many cards show behind the one in focus (3).
    public var visibleCount: Int
    /// How much farther along the scroll axis each card behind peeks out, in points; finite (14).
    public var spacing: CGFloat
    /// How much smaller each card behind is, as a share of its size; 0 up to 1 / (visibleCount + 1) (0.06).
    public var scaleStep: CGFloat
    /// How far the leaving card has turned a page from the focus, in radians; finite (0.25).
    public var swipeAngle: CGFloat

    /// Creates the settings; the defaults are ``CardEffect/deck``'s.
    public init(visibleCount: Int = 3, spacing: CGFloat = 14, scaleStep: CGFloat = 0.06, swipeAngle: CGFloat = 0.25) {
        self.visibleCount = visibleCount
        self.spacing = spacing
        self.scaleStep = scaleStep
        self.swipeAngle = swipeAngle
    }

    /// The cards behind are drawn up to `visibleCount + 1` pages nearer the focus.
    public var reach: CGFloat { CGFloat(visibleCount + 1) }

    public func validate() throws {
        guard (0...100).contains(visibleCount) else {
            throw LayoutError.invalidParameter(name: "visibleCount", value: Double(visibleCount), reason: "must be 0 to 100")
        }
        try LayoutError.requireFinite(spacing, named: "spacing")
        try LayoutError.requireNonNegative(scaleStep, named: "scaleStep")
        guard scaleStep * CGFloat(visibleCount + 1) < 1 else {
            throw LayoutError.invalidParameter(
                name: "scaleStep", value: Double(scaleStep), reason: "must leave the last card shown a positive size")
        }
        try LayoutError.requireFinite(swipeAngle, named: "swipeAngle")
    }

    public func look(at position: CGFloat, along axis: ScrollDirection, pitch: CGFloat) -> CardLook {
        guard position >= 0 else {
            let turn = Transform3D(rotationAngle: swipeAngle * max(position, -2))
            return CardLook(
                transform: turn, alpha: min(1, max(0, 2 + position)), zIndex: 2_000 - CardLook.nearerInFront(position))
        }
        let behind = min(position, CGFloat(visibleCount + 1))
        let scale = 1 - scaleStep * behind
        return CardLook(
            shift: behind * spacing - position * pitch, transform: Transform3D(scaleX: scale, y: scale),
            alpha: min(1, max(0, CGFloat(visibleCount) + 1 - position)), zIndex: CardLook.nearerInFront(position))
    }
}
