import Foundation

/// The vertical extent of one section of a grid or a waterfall, in points: from the top of its
/// top inset to the bottom of its bottom inset.
protocol GridSectionFrame {
    var top: CGFloat { get }
    var bottom: CGFloat { get }
}

extension Array where Element: GridSectionFrame {
    /// The indexes of the sections, stacked down the content, whose extent meets `rect`
    /// vertically once moved by up to `slack` (a pixel: frames are rounded to the pixel grid).
    ///
    /// - Complexity: O(log sections + sections found).
    func indices(crossing rect: CGRect, slack: CGFloat) -> Range<Int> {
        var low = 0, high = count
        while low < high {
            let middle = (low + high) / 2
            if self[middle].bottom + slack < rect.minY { low = middle + 1 } else { high = middle }
        }
        var end = low
        while end < count, self[end].top - slack <= rect.maxY { end += 1 }
        return low..<end
    }
}
