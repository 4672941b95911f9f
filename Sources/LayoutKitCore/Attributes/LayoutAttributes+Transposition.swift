import Foundation

extension LayoutAttributes {
    /// The same attributes seen with the x and y axes exchanged: the frame is transposed,
    /// and the transform is seen in the exchanged axes.
    public var transposed: LayoutAttributes {
        var flipped = self
        flipped.frame = frame.transposed
        flipped.transform3D = transform3D.transposedAxes
        return flipped
    }
}
