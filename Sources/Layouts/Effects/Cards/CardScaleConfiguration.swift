import Foundation
import LayoutKitCore

/// Cards that shrink, fade and blur as they leave the focus: the scale family of card effects.
///
/// A card `p` pages from the focus, `d = min(|p|, 1)`, is scaled by
/// `1 - (1 - minimumScale) d`, its alpha multiplied by `1 - (1 - minimumAlpha) d`, and given a
/// blur radius of `maximumBlurRadius d` for the host to apply (``CardLook/blurRadiusKey``); the
/// nearer card is in front.
///
/// ```swift
/// let shelf = FlowLayout(configuration: .cardRow()).paging(.center).cardEffect(.shrinking)
/// let soft = FlowLayout(configuration: .cardRow()).cardEffect(CardScaleConfiguration(minimumScale: 0.7, maximumBlurRadius: 6))
/// ```
public struct CardScaleConfiguration: CardEffect {
    /// The scale of a card a page or more from the focus; finite and positive (0.8).
    public var minimumScale: CGFloat
    /// The alpha of a card a page or more from the focus, 0...1 (0.6).
    public var minimumAlpha: CGFloat
    /// The blur radius of a card a page or more from the focus, in points; finite, not negative (0).
    public var maximumBlurRadius: CGFloat

    /// Creates the settings; the defaults are ``CardEffect/shrinking``'s.
    public init(minimumScale: CGFloat = 0.8, minimumAlpha: CGFloat = 0.6, maximumBlurRadius: CGFloat = 0) {
        self.minimumScale = minimumScale
        self.minimumAlpha = minimumAlpha
        self.maximumBlurRadius = maximumBlurRadius
    }

    public func validate() throws {
        try LayoutError.requirePositive(minimumScale, named: "minimumScale")
        try LayoutError.requireNonNegative(minimumAlpha, named: "minimumAlpha")
        guard minimumAlpha <= 1 else {
            throw LayoutError.invalidParameter(name: "minimumAlpha", value: Double(minimumAlpha), reason: "must be at most 1")
        }
        try LayoutError.requireNonNegative(maximumBlurRadius, named: "maximumBlurRadius")
    }

    public func look(at position: CGFloat, along axis: ScrollDirection, pitch: CGFloat) -> CardLook {
        let away = min(abs(position), 1)
        let scale = 1 - (1 - minimumScale) * away
        return CardLook(
            transform: Transform3D(scaleX: scale, y: scale), alpha: 1 - (1 - minimumAlpha) * away,
            zIndex: CardLook.nearerInFront(position), blurRadius: maximumBlurRadius * away)
    }
}
