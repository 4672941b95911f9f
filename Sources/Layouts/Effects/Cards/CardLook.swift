import Foundation
import LayoutKitCore

/// What a ``CardEffect`` makes of one card: how far it moves along the scroll axis, its transform,
/// opacity, z order, and two values for the cell to use (a blur radius and the offset of its
/// content, a parallax).
///
/// The ``CardEffectLayout`` applies it over the base's attributes: the frame moved by ``shift``
/// (so that a collection view, which shows and hit-tests cells by their frames, finds the card
/// where it is drawn), the transform after the base's own, the alpha multiplied, the z index
/// replaced, and the two values written to
/// ``LayoutAttributes/customValues`` under ``blurRadiusKey`` and ``contentOffsetXKey`` /
/// ``contentOffsetYKey`` when they are not zero.
public struct CardLook: Hashable, Sendable {
    /// The key of the blur radius (pt) in ``LayoutAttributes/customValues``.
    public static let blurRadiusKey = "cardBlurRadius"
    /// The key of the content's offset within the card along x (pt) in ``LayoutAttributes/customValues``.
    public static let contentOffsetXKey = "cardContentOffsetX"
    /// The key of the content's offset within the card along y (pt) in ``LayoutAttributes/customValues``.
    public static let contentOffsetYKey = "cardContentOffsetY"

    /// How far the card is moved along the scroll axis, in points (positive: toward later cards).
    public var shift: CGFloat
    /// The transform about the card's center, applied after the base's.
    public var transform: Transform3D
    /// The factor the base's alpha is multiplied by, 0...1.
    public var alpha: CGFloat
    /// The card's stacking order (higher in front).
    public var zIndex: Int
    /// A blur radius for the host to use, in points (0: sharp).
    public var blurRadius: CGFloat
    /// How far the card's content is moved within the card, in points (a parallax).
    public var contentOffset: CGPoint

    /// Creates a look; by default the card as the base places it, in front of none.
    public init(
        shift: CGFloat = 0, transform: Transform3D = .identity, alpha: CGFloat = 1, zIndex: Int = 0,
        blurRadius: CGFloat = 0, contentOffset: CGPoint = .zero
    ) {
        self.shift = shift
        self.transform = transform
        self.alpha = alpha
        self.zIndex = zIndex
        self.blurRadius = blurRadius
        self.contentOffset = contentOffset
    }

    /// The z index of a card `position` pages from the focus when the nearer card is in front:
    /// 1 000 at the focus, one less per hundredth of a page away, 100 from nine pages on.
    public static func nearerInFront(_ position: CGFloat) -> Int {
        guard position.isFinite else { return 100 }
        return 1_000 - Int((min(abs(position), 9) * 100).rounded())
    }
}

extension CardLook {
    /// The look seen in a mirror across the vertical axis: its transform turned the other way
    /// and its content moved the other way along x (a host that mirrors the frames moves the
    /// card itself).
    var mirroredAcrossVerticalAxis: CardLook {
        var mirrored = self
        mirrored.transform = transform.mirroredAcrossVerticalAxis
        mirrored.contentOffset.x = -contentOffset.x
        return mirrored
    }
}
