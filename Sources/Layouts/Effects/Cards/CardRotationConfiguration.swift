import Foundation
import LayoutKitCore

/// Cards that turn away as they leave the focus, seen in perspective: the rotate family of card
/// effects, Cover Flow among them.
///
/// A card `p` pages from the focus, `a = clamp(p, -1, 1)`, turns by `maximumAngle a` about
/// ``axis`` so that its face looks toward the focus (its outer edge nearer the eye), in a
/// perspective with the eye
/// ``perspectiveDistance`` points away; it is scaled by `1 - (1 - sideScale) |a|` and drawn
/// `squeeze a` pages nearer the focus, so the cards beside it close up. The nearer card is in
/// front.
///
/// ```swift
/// let albums = FlowLayout(configuration: .cardRow()).paging(.center).cardEffect(.coverFlow)
/// let rolodex = FlowLayout(configuration: .cardRow(scrollDirection: .vertical)).cardEffect(.rolodex)
/// ```
public struct CardRotationConfiguration: CardEffect {
    /// The axis the cards turn about.
    public var axis: CardRotationAxis
    /// The turn of a card a page or more from the focus, in radians; finite, not negative,
    /// below π/2 (π/3).
    public var maximumAngle: CGFloat
    /// How far the eye is from the cards, in points: smaller is a stronger perspective; finite
    /// and positive (500).
    public var perspectiveDistance: CGFloat
    /// The scale of a card a page or more from the focus; finite and positive (0.9).
    public var sideScale: CGFloat
    /// How many pages nearer the focus a card a page or more from it is drawn; 0 up to 1 (0.35).
    public var squeeze: CGFloat

    /// Creates the settings; the defaults are ``CardEffect/coverFlow``'s.
    public init(
        axis: CardRotationAxis = .vertical, maximumAngle: CGFloat = .pi / 3, perspectiveDistance: CGFloat = 500,
        sideScale: CGFloat = 0.9, squeeze: CGFloat = 0.35
    ) {
        self.axis = axis
        self.maximumAngle = maximumAngle
        self.perspectiveDistance = perspectiveDistance
        self.sideScale = sideScale
        self.squeeze = squeeze
    }

    /// The cards a page or more away are drawn ``squeeze`` pages nearer the focus.
    public var reach: CGFloat { squeeze }

    public func validate() throws {
        try LayoutError.requireNonNegative(maximumAngle, named: "maximumAngle")
        guard maximumAngle < .pi / 2 else {
            throw LayoutError.invalidParameter(
                name: "maximumAngle", value: Double(maximumAngle), reason: "must be below π/2 (a card would turn edge-on)")
        }
        try LayoutError.requirePositive(perspectiveDistance, named: "perspectiveDistance")
        try LayoutError.requirePositive(sideScale, named: "sideScale")
        try LayoutError.requireNonNegative(squeeze, named: "squeeze")
        guard squeeze <= 1 else {
            throw LayoutError.invalidParameter(name: "squeeze", value: Double(squeeze), reason: "must be at most 1")
        }
    }

    public func look(at position: CGFloat, along axis: ScrollDirection, pitch: CGFloat) -> CardLook {
        let side = min(max(position, -1), 1)
        let scale = 1 - (1 - sideScale) * abs(side)
        // A negative turn about y takes the left edge away from the eye and its face turns left:
        // right of the focus, the card faces it, its outer edge nearer. About x a positive turn
        // takes the top edge away: below the focus, the card faces up toward it.
        let turn =
            self.axis == .vertical
            ? Transform3D(rotationAngle: -maximumAngle * side, x: 0, y: 1, z: 0)
            : Transform3D(rotationAngle: maximumAngle * side, x: 1, y: 0, z: 0)
        var perspective = Transform3D.identity
        if side != 0 { perspective.m34 = -1 / perspectiveDistance }  // a card facing the eye is drawn flat
        return CardLook(
            shift: -squeeze * side * pitch,
            transform: Transform3D(scaleX: scale, y: scale).concatenating(turn).concatenating(perspective),
            zIndex: CardLook.nearerInFront(position))
    }
}
