import Foundation
import LayoutKitCore

/// The columns of a grid or a waterfall resolved against the content width: how many, how wide,
/// and where each one starts (pt, pixel-aligned).
struct GridColumnMetrics: Equatable, Sendable {
    /// The number of columns, at least 1.
    let count: Int
    /// The width of every column, in points; never negative.
    let width: CGFloat
    /// The space between two columns, in points.
    let spacing: CGFloat
    /// The left edge of the first column, in points.
    let left: CGFloat
    let displayScale: CGFloat

    /// Shares the content width less the left and right insets between the columns.
    ///
    /// - Precondition: every value is valid (finite, spacing and insets not negative).
    init(columns: GridColumns, spacing: CGFloat, insets: EdgeInsets, contentWidth: CGFloat, displayScale: CGFloat) {
        let available = max(0, contentWidth - insets.horizontal)
        count = columns.count(available: available, spacing: spacing)
        width = max(0, (available - CGFloat(count - 1) * spacing) / CGFloat(count))
        self.spacing = spacing
        left = insets.left
        self.displayScale = displayScale
    }

    /// The left edge of column `column`, on the pixel grid.
    @inline(__always)
    func x(ofColumn column: Int) -> CGFloat {
        (left + CGFloat(column) * (width + spacing)).roundedToPixel(scale: displayScale)
    }

    /// The first `limit` columns, cut to those that may overlap `rect` across the content: a
    /// superset of them, exact up to a pixel.
    ///
    /// - Complexity: O(1).
    func columns(crossing rect: CGRect, limit: Int) -> Range<Int> {
        GridIndex.cells(
            from: rect.minX, to: rect.maxX, origin: left, length: width, pitch: width + spacing,
            slack: 1 / displayScale, limit: limit)
    }
}

/// Index arithmetic in points that stays defined for any rectangle, infinite ones included.
enum GridIndex {
    /// The cells, of the first `limit` of a row of cells `length` long that start every `pitch`
    /// from `origin`, that may meet the span from `start` to `end` once moved by up to `slack`
    /// (a pixel: frames are rounded to the pixel grid): a superset of those that do.
    ///
    /// - Complexity: O(1).
    static func cells(
        from start: CGFloat, to end: CGFloat, origin: CGFloat, length: CGFloat, pitch: CGFloat,
        slack: CGFloat, limit: Int
    ) -> Range<Int> {
        guard pitch > 0 else { return 0..<limit }
        let first = clamped(((start - slack - origin - length) / pitch).rounded(.down), to: limit)
        let last = clamped(((end + slack - origin) / pitch).rounded(.down) + 1, to: limit)
        return first..<max(first, last)
    }

    /// `value` as an index from 0 to `limit`; NaN gives 0.
    private static func clamped(_ value: CGFloat, to limit: Int) -> Int {
        guard value > 0 else { return 0 }
        return value < CGFloat(limit) ? Int(value) : limit
    }
}
