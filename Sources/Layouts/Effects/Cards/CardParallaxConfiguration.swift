import Foundation
import LayoutKitCore

/// A card's content moving within it slower than the card: the parallax family of card effects.
///
/// A card `p` pages from the focus reports its content moved by `-depth × p` pages along the
/// scroll axis (``CardLook/contentOffsetXKey`` or ``CardLook/contentOffsetYKey``, in points),
/// for the cell to shift its image by; the card itself stays as the base places it.
///
/// ```swift
/// let photos = FlowLayout(configuration: .cardRow()).paging(.center).cardEffect(.parallax)
/// ```
public struct CardParallaxConfiguration: CardEffect {
    /// How much the content lags the card, as a share of the card's travel; finite (0.3).
    public var depth: CGFloat

    /// Creates the settings; the default is ``CardEffect/parallax``'s.
    public init(depth: CGFloat = 0.3) {
        self.depth = depth
    }

    public func validate() throws {
        try LayoutError.requireFinite(depth, named: "depth")
    }

    public func look(at position: CGFloat, along axis: ScrollDirection, pitch: CGFloat) -> CardLook {
        let offset = -depth * position * pitch
        return CardLook(
            zIndex: CardLook.nearerInFront(position),
            contentOffset: axis == .horizontal ? CGPoint(x: offset, y: 0) : CGPoint(x: 0, y: offset))
    }
}
