import Foundation
import LayoutKitCore
import LayoutKitLayouts
import LayoutKitTesting
import Testing

/// Snapshot dumps of the hand-worked waterfall and grid, reviewed by eye.
struct GridSnapshotTests {
    @Test func waterfallTwoSectionsRightToLeft() throws {
        let layout = WaterfallLayout(configuration: WaterfallLayoutTests.configuration)
        var context = gridContext([7, 2], sizes: WaterfallLayoutTests.handSizes)
        context.layoutDirection = .rightToLeft
        try layout.prepare(context)
        expectLayoutSnapshot(layout, in: context.visibleRect, context: context, named: "waterfall-rtl")
    }

    @Test func columnGridThreeSections() throws {
        let layout = ColumnGridLayout(configuration: ColumnGridLayoutTests.configuration)
        let context = gridContext([7, 0, 2])
        try layout.prepare(context)
        expectLayoutSnapshot(layout, in: context.visibleRect, context: context, named: "column-grid")
    }
}
