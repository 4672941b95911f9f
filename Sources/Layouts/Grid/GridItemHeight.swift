import Foundation
import LayoutKitCore

/// The height of every item of a ``ColumnGridLayout``: a length, or a ratio of the column width.
///
/// ```swift
/// GridItemHeight.absolute(44)      // rows 44 pt tall
/// GridItemHeight.aspectRatio(1.5)  // portrait tiles: 1.5 times as tall as they are wide
/// ```
public enum GridItemHeight: Hashable, Sendable {
    /// This height, in points (finite, not negative).
    case absolute(CGFloat)
    /// The column width times this ratio (finite, not negative): 1 makes squares.
    case aspectRatio(CGFloat)

    /// Checks the length or the ratio: finite and not negative.
    ///
    /// - Parameter name: how the height is named in an error, such as `itemHeight`.
    /// - Throws: ``LayoutError/invalidParameter(name:value:reason:)`` naming the bad value.
    public func validate(named name: String) throws {
        switch self {
        case let .absolute(height): try LayoutError.requireNonNegative(height, named: "\(name).absolute")
        case let .aspectRatio(ratio): try LayoutError.requireNonNegative(ratio, named: "\(name).aspectRatio")
        }
    }

    /// The height of an item `columnWidth` points wide, in points.
    func height(columnWidth: CGFloat) -> CGFloat {
        switch self {
        case let .absolute(height): height
        case let .aspectRatio(ratio): columnWidth * ratio
        }
    }
}
