import Foundation
import LayoutKitCore
import LayoutKitHost
import LayoutKitLayouts
import Testing

/// The zoom layout of article 003 against the tutorial's formula worked out by hand.
struct ZoomLayoutTests {
    @Test func itemsNearTheMiddleGrowByTheTutorialsFormula() throws {
        let zoom = ZoomLayout()
        // Columns every 150 pt; the first item's center is at x = 50. Scroll so midX = 80.
        let context = phoneContext([60], offset: 0)
        try zoom.prepare(context)
        let scrolled = CGRect(x: -80, y: 0, width: 320, height: 568)
        #expect(zoom.shouldInvalidate(forBoundsChange: scrolled, in: context))
        let first = try #require(zoom.attributes(at: IndexPath(item: 0, section: 0)))
        // |50 - 80| = 30 pt from the middle: 1 + 0.3 x (1 - 30 / 100) = 1.21.
        #expect(abs(first.transform3D.m11 - 1.21) < 1e-12 && abs(first.transform3D.m22 - 1.21) < 1e-12)
        #expect(first.zIndex == 1)
        // The second column's center (x = 200) is 120 pt away: untouched.
        #expect(zoom.attributes(at: IndexPath(item: 3, section: 0))?.transform3D.isIdentity == true)
    }

    @Test func everyScrollInvalidatesAndTheFrameStaysTheFlowFrame() throws {
        let zoom = ZoomLayout()
        let context = phoneContext([60])
        try zoom.prepare(context)
        let flow = FlowLayout(configuration: .cardRow())
        try flow.prepare(context)
        let moved = CGRect(x: 10, y: 0, width: 320, height: 568)
        #expect(zoom.shouldInvalidate(forBoundsChange: moved, in: context))
        let zoomed = zoom.attributes(in: moved).map(\.frame)
        #expect(zoomed == flow.attributes(in: moved).map(\.frame))
    }

    @Test func badSettingsAreNamed() {
        let zoom = ZoomLayout(configuration: ZoomConfiguration(activeDistance: 0))
        #expect(throws: LayoutError.invalidParameter(name: "activeDistance", value: 0, reason: "must be positive")) {
            try zoom.prepare(phoneContext([3]))
        }
    }
}
