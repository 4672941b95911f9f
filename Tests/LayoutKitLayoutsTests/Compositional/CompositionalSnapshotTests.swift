import Foundation
import LayoutKitCore
import LayoutKitLayouts
import LayoutKitTesting
import Testing

/// Snapshot dumps of the store front (the cards scrolled sideways to their second card, the
/// content scrolled 100 pt: the cards, the grid and the top of the list), reviewed by eye.
struct CompositionalSnapshotTests {
    @Test func storeFrontScrolled() throws {
        let layout = CompositionalGroupSectionTests.storeFront()
        var context = LayoutContext(bounds: CGRect(x: 0, y: 0, width: 390, height: 844), itemCounts: [5, 7, 20])
        try layout.prepare(context)
        layout.scrollNested(0, to: 283)
        context.bounds.origin.y = 100
        try layout.prepare(context)
        expectLayoutSnapshot(layout, in: context.visibleRect, context: context, named: "store-front")
    }
}
