import Foundation
import LayoutKitCore

/// The height of the items of a ``ColumnGridLayout``: a length, a ratio of the column width, or
/// an estimate the host's measurements replace (self-sizing).
///
/// ```swift
/// GridItemHeight.absolute(44)      // rows 44 pt tall
/// GridItemHeight.aspectRatio(1.5)  // portrait tiles: 1.5 times as tall as they are wide
/// GridItemHeight.estimated(80)     // 80 pt until measured; each row as tall as its tallest item
/// ```
public enum GridItemHeight: Hashable, Sendable {
    /// This height, in points (finite, not negative).
    case absolute(CGFloat)
    /// The column width times this ratio (finite, not negative): 1 makes squares.
    case aspectRatio(CGFloat)
    /// This height (pt, finite and positive) until the host measures the item (self-sizing);
    /// each row is then as tall as its tallest item, measured or estimated, and its items are
    /// aligned on its top.
    case estimated(CGFloat)

    /// Checks the length or the ratio (finite and not negative) or the estimate (finite and
    /// positive).
    ///
    /// - Parameter name: how the height is named in an error, such as `itemHeight`.
    /// - Throws: ``LayoutError/invalidParameter(name:value:reason:)`` naming the bad value.
    public func validate(named name: String) throws {
        switch self {
        case let .absolute(height): try LayoutError.requireNonNegative(height, named: "\(name).absolute")
        case let .aspectRatio(ratio): try LayoutError.requireNonNegative(ratio, named: "\(name).aspectRatio")
        case let .estimated(height):
            try LayoutError.requireFinite(height, named: "\(name).estimated")
            guard height > 0 else {
                throw LayoutError.invalidParameter(name: "\(name).estimated", value: Double(height), reason: "must be positive")
            }
        }
    }

    /// The height of an item `columnWidth` points wide before any measurement, in points.
    func height(columnWidth: CGFloat) -> CGFloat {
        switch self {
        case let .absolute(height), let .estimated(height): height
        case let .aspectRatio(ratio): columnWidth * ratio
        }
    }

    /// Whether the host's measurements replace the height.
    var isEstimated: Bool {
        if case .estimated = self { true } else { false }
    }
}
