import Foundation

extension CGFloat {
    /// The value on the nearest pixel of a display with `scale` pixels per point, halves away
    /// from zero.
    ///
    /// Goes through an integer conversion (one instruction) rather than the C library's `round`,
    /// since layout passes round every frame; values too large for it are whole pixels already.
    @inlinable
    public func roundedToPixel(scale: CGFloat) -> CGFloat {
        let pixels = self * scale
        guard Swift.abs(pixels) < 4e15 else { return self }
        let whole = pixels < 0 ? -CGFloat(Int64(-pixels + 0.5)) : CGFloat(Int64(pixels + 0.5))
        return whole / scale
    }
}
