import Foundation
import LayoutKitCore
import LayoutKitHost
import LayoutKitTesting
import Testing

/// Gestures played in one call: to the finger's lift, or to rest.
struct HostGesturePlayTests {
    static func host() throws -> CollectionViewHost {
        try CollectionViewHost(layout: RowsTestLayout(), frameSize: CGSize(width: 320, height: 568), itemCounts: [200])
    }

    static let swipe = FingerTrace.line(from: CGPoint(x: 160, y: 500), to: CGPoint(x: 160, y: 300), duration: 0.2)

    @Test func aDragToTheLiftRunsTheTracesDurationAndLeavesTheFlingGoing() throws {
        let host = try Self.host()
        try host.dragToLift(Self.swipe)
        #expect(abs(host.time - 0.2) < 1e-9, "the trace's 0.2 s, in whole frames")
        #expect(!host.isDragging && host.isDecelerating, "lifted, and flinging on")
        #expect(abs(host.contentOffset.y - 200) < 1e-9, "the content followed the finger 200 pt")
    }

    @Test func aDragToRestEndsWhereTheFlingStops() throws {
        let host = try Self.host()
        #expect(try host.dragToRest(Self.swipe))
        #expect(host.isIdle)
        // Released at 1 000 pt/s: 1 000 / 1000 × 0.998 / 0.002 = 499 pt further.
        #expect(abs(host.contentOffset.y - (200 + 499)) < 1e-9)
    }
}
