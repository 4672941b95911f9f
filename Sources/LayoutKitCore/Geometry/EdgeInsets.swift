import Foundation

/// Distances, in points, by which a rectangle is inset on each of its four edges.
///
/// The counterpart of `UIEdgeInsets`; positive values shrink a rectangle, negative values grow it.
///
/// ```swift
/// let insets = EdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
/// let inner = insets.inset(CGRect(x: 0, y: 0, width: 320, height: 568)) // 300 x 548 at (10, 10)
/// ```
public struct EdgeInsets: Hashable, Sendable, CustomStringConvertible {
    /// Inset of the top edge, in points.
    public var top: CGFloat
    /// Inset of the left edge, in points.
    public var left: CGFloat
    /// Inset of the bottom edge, in points.
    public var bottom: CGFloat
    /// Inset of the right edge, in points.
    public var right: CGFloat

    /// Creates insets from the four edge distances, in points.
    public init(top: CGFloat = 0, left: CGFloat = 0, bottom: CGFloat = 0, right: CGFloat = 0) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// Creates insets with the same distance, in points, on every edge.
    public init(all value: CGFloat) {
        self.init(top: value, left: value, bottom: value, right: value)
    }

    /// No inset on any edge.
    public static let zero = EdgeInsets()

    /// The sum of the left and right insets, in points.
    public var horizontal: CGFloat { left + right }

    /// The sum of the top and bottom insets, in points.
    public var vertical: CGFloat { top + bottom }

    /// The rectangle shrunk by these insets (grown where they are negative).
    public func inset(_ rect: CGRect) -> CGRect {
        CGRect(
            x: rect.minX + left, y: rect.minY + top,
            width: rect.width - horizontal, height: rect.height - vertical
        )
    }

    /// The insets with top and left, and bottom and right, exchanged: the same insets seen with
    /// the x and y axes swapped.
    public var transposed: EdgeInsets {
        EdgeInsets(top: left, left: top, bottom: right, right: bottom)
    }

    /// Checks that every inset is finite; negative insets are allowed.
    ///
    /// - Parameter name: the parameter's name, used in the error.
    /// - Throws: ``LayoutError/invalidParameter(name:value:reason:)`` naming the first bad edge.
    public func validate(named name: @autoclosure () -> String) throws {
        try LayoutError.requireFinite(top, named: "\(name()).top")
        try LayoutError.requireFinite(left, named: "\(name()).left")
        try LayoutError.requireFinite(bottom, named: "\(name()).bottom")
        try LayoutError.requireFinite(right, named: "\(name()).right")
    }

    public var description: String { "(\(top), \(left), \(bottom), \(right))" }
}
