import Foundation

extension CardEffect where Self == CardScaleConfiguration {
    /// Cards a page from the focus at 80 % of their size and 60 % opacity.
    public static var shrinking: CardScaleConfiguration { CardScaleConfiguration() }
    /// Cards a page from the focus at 90 % of their size, half faded and blurred by 8 pt.
    public static var blurredAway: CardScaleConfiguration {
        CardScaleConfiguration(minimumScale: 0.9, minimumAlpha: 0.5, maximumBlurRadius: 8)
    }
}

extension CardEffect where Self == CardRotationConfiguration {
    /// Cover Flow: cards beside the focus turned 60° about the vertical axis to face it, at 90 %,
    /// closed up by a third of a page, in a perspective from 500 pt.
    public static var coverFlow: CardRotationConfiguration { CardRotationConfiguration() }
    /// A rolodex: cards tipped up to 45° about the horizontal axis, in a perspective from 400 pt.
    public static var rolodex: CardRotationConfiguration {
        CardRotationConfiguration(axis: .horizontal, maximumAngle: .pi / 4, perspectiveDistance: 400, sideScale: 1, squeeze: 0)
    }
}

extension CardEffect where Self == CardStackConfiguration {
    /// A deck: three cards peeking 14 pt out behind the one in focus, each 6 % smaller, the top
    /// one turning a quarter radian as it is swiped away.
    public static var deck: CardStackConfiguration { CardStackConfiguration() }
}

extension CardEffect where Self == CardParallaxConfiguration {
    /// A parallax: the content lags its card by 30 % of the card's travel.
    public static var parallax: CardParallaxConfiguration { CardParallaxConfiguration() }
}
