import Foundation
import LayoutKitCore
import LayoutKitLayouts
import LayoutKitTesting
import XCTest

final class GridXCTests: XCTestCase {
    func testACompactGridAtRest() throws {
        let layout = FlowLayout(configuration: .compactGrid())
        let context = LayoutContext(bounds: CGRect(x: 0, y: 0, width: 320, height: 200), itemCounts: [12])
        try layout.prepare(context)
        assertLayoutSnapshot(layout, in: context.visibleRect, context: context, named: "compact-grid")
    }
}
