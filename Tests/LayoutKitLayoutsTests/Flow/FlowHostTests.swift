import Foundation
import LayoutKitCore
import LayoutKitHost
import LayoutKitLayouts
import LayoutKitTesting
import Testing

/// The springy flow layout (article 000: 44 pt items, spacing 10, inset 10, 120 items) driven by
/// the headless host through the tour `layoutkit-tool record flow` plays.
struct FlowHostTests {
    static func makeHost() throws -> (CollectionViewHost, FlowLayout) {
        let layout = FlowLayout(configuration: .compactGrid())
        let host = try CollectionViewHost(layout: layout, frameSize: CGSize(width: 320, height: 568), itemCounts: [120])
        return (host, layout)
    }

    @Test func theTourIsDeterministicAndEndsAtTheLayoutsOwnAttributes() throws {
        let (host, layout) = try Self.makeHost()
        host.startRecording()
        try HostTour.play(on: host)
        let recording = host.stopRecording()
        #expect(host.isIdle && host.bounds.size == CGSize(width: 568, height: 320))
        #expect(host.itemCounts == [120])
        // At rest, the host shows exactly what the layout answers for the bounds.
        #expect(host.visibleElements == layout.displayedAttributes(in: host.bounds, context: host.context))
        // One frame of each phase, pinned as snapshot dumps: mid-fling, mid-rotation, mid-insert.
        for time in [1.0, 3.75, 4.2] {
            let frame = try #require(recording.frame(at: time))
            expectSnapshotText(frame.snapshot.text, named: "tour-\(time)")
        }
    }

    @Test func aFlingEndsWhereTheFlowLayoutsTargetSays() throws {
        let (host, layout) = try Self.makeHost()
        try host.drag(.line(from: CGPoint(x: 160, y: 500), to: CGPoint(x: 160, y: 400), duration: 0.1))
        try host.runUntilIdle()
        // The flow layout keeps the proposed offset: 100 pt dragged at 1000 pt/s, plus 499 pt.
        #expect(abs(host.contentOffset.y - 599) < 1e-9)
        #expect(layout.layoutPassCount == 1, "a pure scroll recomputes nothing")
    }
}
