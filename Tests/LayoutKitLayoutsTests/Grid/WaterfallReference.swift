import Foundation
import LayoutKitCore
import LayoutKitLayouts

/// A naive waterfall written apart from the layout: for every item it looks at every column's
/// bottom and takes the first of the least, O(items × columns).
enum WaterfallReference {
    static func frames(
        counts: [Int], width: CGFloat, configuration: WaterfallConfiguration, scale: CGFloat,
        sizes: (IndexPath) -> CGSize
    ) -> (frames: [IndexPath: CGRect], height: CGFloat) {
        let insets = configuration.sectionInsets
        let room = max(0, width - insets.left - insets.right)
        let spacing = configuration.columnSpacing
        var columnCount: Int
        switch configuration.columns {
        case let .fixed(count): columnCount = count
        case let .minimumWidth(minimum): columnCount = max(1, Int(((room + spacing) / (minimum + spacing)).rounded(.down)))
        }
        let columnWidth = max(0, (room - spacing * CGFloat(columnCount - 1)) / CGFloat(columnCount))
        var frames: [IndexPath: CGRect] = [:]
        var sectionTop: CGFloat = 0
        for (section, count) in counts.enumerated() {
            let firstRow = sectionTop + insets.top
            // The bottom of the last item of each column; nil while the column is empty.
            var bottoms = [CGFloat?](repeating: nil, count: columnCount)
            for item in 0..<count {
                let indexPath = IndexPath(item: item, section: section)
                let natural = sizes(indexPath)
                let height = natural.width == 0 ? natural.height : natural.height * (columnWidth / natural.width)
                var best = 0
                var bestTop = CGFloat.infinity
                for column in 0..<columnCount {
                    let top = bottoms[column].map { $0 + configuration.interItemSpacing } ?? 0
                    if top < bestTop {
                        best = column
                        bestTop = top
                    }
                }
                bottoms[best] = bestTop + height
                frames[indexPath] = CGRect(
                    x: (insets.left + CGFloat(best) * (columnWidth + spacing)).roundedToPixel(scale: scale),
                    y: (firstRow + bestTop).roundedToPixel(scale: scale), width: columnWidth, height: height)
            }
            sectionTop = firstRow + (bottoms.compactMap { $0 }.max() ?? 0) + insets.bottom
        }
        return (frames, sectionTop)
    }
}
