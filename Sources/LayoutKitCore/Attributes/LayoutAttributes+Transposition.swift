import Foundation

extension LayoutAttributes {
    /// The same attributes seen with the x and y axes exchanged: center and size are transposed,
    /// and the transform is seen in the exchanged axes.
    public var transposed: LayoutAttributes {
        var flipped = self
        flipped.center = center.transposed
        flipped.size = size.transposed
        flipped.transform3D = transform3D.transposedAxes
        return flipped
    }
}
