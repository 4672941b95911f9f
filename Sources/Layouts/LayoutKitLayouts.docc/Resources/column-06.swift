import Foundation
import LayoutKitCore
import LayoutKitTesting
import Testing

struct RowsLayoutTests {
    @Test func rowsWithMargins() throws {
        let layout = RowsLayout().inset(by: EdgeInsets(all: 16))
        let context = LayoutContext(bounds: CGRect(x: 0, y: 0, width: 320, height: 568), itemCounts: [40])
        try layout.prepare(context)

        expectLayoutSnapshot(layout, in: context.visibleRect, context: context, named: "padded")
    }

    @Test func columnsScrollSideways() throws {
        let layout = RowsLayout(rowHeight: 120).transposed()
        let context = LayoutContext(bounds: CGRect(x: 0, y: 0, width: 568, height: 320), itemCounts: [40])
        try layout.prepare(context)

        #expect(layout.scrollDirection == .horizontal)
        expectLayoutSnapshot(layout, in: context.visibleRect, context: context, named: "sideways")
    }
}
