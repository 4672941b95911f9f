import Foundation
import LayoutKitCore

/// Where a waterfall pass reads item heights from: the host's sizes, or the estimate and the
/// measured heights. Generic so that the pass is specialized for each.
protocol WaterfallItemHeights {
    /// The height of an item, in points, finite and not negative.
    ///
    /// - Parameter flatIndex: the item's index counted over every section.
    func height(item: Int, section: Int, flatIndex: Int) throws -> CGFloat
}

/// The host's sizes, each an item's natural size scaled to the column width, aspect ratio kept:
/// a 400 x 300 photo in a 150 pt column is 112.5 pt tall. An item of zero natural width keeps
/// its natural height.
struct ProvidedWaterfallHeights: WaterfallItemHeights {
    /// The host's sizes, checked (NaN, infinite or negative ones throw).
    let sizes: ProvidedItemSizes
    let columnWidth: CGFloat

    func height(item: Int, section: Int, flatIndex: Int) throws -> CGFloat {
        let size = try sizes.size(item: item, section: section, fallback: .zero)
        return size.width > 0 ? size.height * (columnWidth / size.width) : size.height
    }
}

/// The measured heights by flat index (0 where the item was not measured), the estimate elsewhere.
struct EstimatedWaterfallHeights: WaterfallItemHeights {
    let measured: [CGFloat]
    let estimate: CGFloat

    @inline(__always)
    func height(item: Int, section: Int, flatIndex: Int) -> CGFloat {
        let height = measured[flatIndex]
        return height > 0 ? height : estimate
    }
}
