import Foundation

extension LayoutContext {
    /// The same collection seen with the x and y axes exchanged: bounds, insets, item sizes and
    /// the touch and the pinch are transposed.
    public var transposed: LayoutContext {
        var flipped = self
        flipped.bounds = bounds.transposed
        flipped.contentInset = contentInset.transposed
        if let sizes = itemSizeProvider {
            flipped.itemSizeProvider = { sizes($0).transposed }
        }
        flipped.touch = touch.map { TouchState(location: $0.location.transposed, velocity: $0.velocity.transposed) }
        flipped.pinch = pinch?.transposed
        return flipped
    }
}
