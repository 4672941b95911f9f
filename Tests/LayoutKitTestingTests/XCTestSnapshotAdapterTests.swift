import Foundation
import LayoutKitCore
import LayoutKitTesting
import XCTest

/// The XCTest adapter against a committed reference (reviewed by eye).
final class XCTestSnapshotAdapterTests: XCTestCase {
    func testAListLayoutMatchesItsReference() throws {
        let layout = RowsTestLayout(rowHeight: 30, gap: 5)
        let context = LayoutContext(bounds: CGRect(x: 0, y: 0, width: 200, height: 100), itemCounts: [4])
        try layout.prepare(context)
        assertLayoutSnapshot(layout, in: context.visibleRect, context: context, named: "list")
    }
}
