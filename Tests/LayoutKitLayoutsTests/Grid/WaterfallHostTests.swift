import Foundation
import LayoutKitCore
import LayoutKitHost
import LayoutKitLayouts
import Testing

/// The self-sizing waterfall under the headless host, which measures the cells it shows.
struct WaterfallHostTests {
    @Test func theHostMeasuresTheCellsItShowsAndTheColumnsCloseUp() throws {
        let layout = WaterfallLayout(configuration: WaterfallSelfSizingTests.configuration)
        let host = try CollectionViewHost(layout: layout, frameSize: CGSize(width: 340, height: 568), itemCounts: [300])
        // Item i measures 20 + 30 × (i mod 5): 20, 50, 80, 110, 140, ...
        host.preferredLayoutAttributesFitting = { attributes in
            var preferred = attributes
            preferred.frame.size.height = 20 + 30 * CGFloat(attributes.indexPath.item % 5)
            return preferred
        }
        try host.setContentOffset(.zero)
        let cells = host.visibleElements.filter { $0.category == .cell }
        #expect(!cells.isEmpty)
        for cell in cells {
            #expect(cell.frame.height == 20 + 30 * CGFloat(cell.indexPath.item % 5), "item \(cell.indexPath.item)")
        }
        // Column 0 holds items 0, 3, 6, 9: 20, 110, 50, 140 tall, 10 apart from y = 10: item 3 at
        // 40, item 6 at 160, item 9 at 220.
        let tops = Dictionary(uniqueKeysWithValues: cells.map { ($0.indexPath.item, $0.frame.minY) })
        #expect(tops[3] == 40)
        #expect(tops[6] == 160)
        #expect(tops[9] == 220)
        #expect(layout.layoutPassCount == 1)

        // Far down, every cell shown is measured, and each sits 10 pt below the one above it in
        // its column (three items before it).
        try host.setContentOffset(CGPoint(x: 0, y: 3_000))
        let below = host.visibleElements.filter { $0.category == .cell }
        let frames = Dictionary(uniqueKeysWithValues: below.map { ($0.indexPath.item, $0.frame) })
        #expect(below.count > 6)
        for (item, frame) in frames {
            #expect(frame.height == 20 + 30 * CGFloat(item % 5), "item \(item)")
            if let above = frames[item - 3] { #expect(frame.minY == above.maxY + 10, "item \(item)") }
        }
        #expect(layout.layoutPassCount == 1)
    }
}
