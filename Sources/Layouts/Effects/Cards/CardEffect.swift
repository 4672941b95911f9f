import Foundation
import LayoutKitCore

/// How a card looks for where it is: the look of each card of a ``CardEffectLayout`` as a pure
/// function of its position, in pages from the focus.
///
/// A position of 0 is the card in focus, 1 the next card along the scroll axis (a page later),
/// -0.5 a card half a page before the focus. The effect answers a ``CardLook`` (transform,
/// alpha, z order, blur, content offset); the layout applies it over the base's attributes,
/// turns it the other way for a right-to-left host, and asks the base for the cards a look
/// draws from farther away (``reach``). LayoutKit's four families are
/// ``CardScaleConfiguration``, ``CardRotationConfiguration``, ``CardStackConfiguration`` and
/// ``CardParallaxConfiguration``, each with presets named for their look:
///
/// ```swift
/// let coverFlow = FlowLayout(configuration: .cardRow()).paging(.center).cardEffect(.coverFlow)
/// let deck = FlowLayout(configuration: .cardRow()).cardEffect(.deck)
/// ```
public protocol CardEffect: Hashable, Sendable {
    /// How many pages toward the focus a card may be drawn from its place (0 for an effect that
    /// only turns, scales or fades cards where they are): the layout asks its base for cards that
    /// many pages beyond a query's ends.
    var reach: CGFloat { get }

    /// Throws unless the settings can be used.
    ///
    /// - Throws: ``LayoutError/invalidParameter(name:value:reason:)`` naming the bad setting.
    func validate() throws

    /// The look of a card `position` pages from the focus along `axis`, where a page is `pitch`
    /// points (the distance between neighbouring cards' centers).
    func look(at position: CGFloat, along axis: ScrollDirection, pitch: CGFloat) -> CardLook
}

extension CardEffect {
    /// By default an effect moves no card: it turns, scales or fades them where they are.
    public var reach: CGFloat { 0 }
}
