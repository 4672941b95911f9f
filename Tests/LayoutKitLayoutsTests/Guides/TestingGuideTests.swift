import Foundation
import LayoutKitCore
import LayoutKitHost
import LayoutKitLayouts
import LayoutKitTesting
import Testing

/// The example of Docs/Testing.md (Snippets/Testing/TestingSnapshotTest.swift), run here with its
/// snapshots; GuideExamplesTests checks that the copy is the snippet's word for word.
struct TestingGuideTests {
    // example: TestingSnapshotTest
    @Test func scrollRotateAndInsert() throws {
        let layout = FlowLayout(configuration: .compactGrid())
        let host = try CollectionViewHost(
            layout: layout, frameSize: CGSize(width: 320, height: 568), itemCounts: [120])

        // A finger drags up 200 pt in 0.2 s and lifts; the content flings on, and comes to rest.
        try host.dragToRest(.line(from: CGPoint(x: 160, y: 500), to: CGPoint(x: 160, y: 300), duration: 0.2))
        #expect(abs(host.contentOffset.y - (200 + 499)) < 1e-9)  // v0 / 1000 * 0.998 / 0.002

        // Rotate, and pin one frame of the animation and the end state as dumps.
        host.startRecording()
        try host.setFrameSize(CGSize(width: 568, height: 320), animation: .rotation)
        try host.runUntilIdle()
        let recording = host.stopRecording()
        expectSnapshotText(recording.frames[12].snapshot.text, named: "mid-rotation")
        expectLayoutSnapshot(layout, in: host.bounds, context: host.context, named: "rotated")

        // Insert an item: it starts at the layout's initial attributes.
        var update = BatchUpdate()
        update.insertItems([IndexPath(item: 0, section: 0)])
        try host.performBatchUpdates(update, countsAfter: [121])
        try host.runUntilIdle()
        #expect(host.visibleElements == layout.displayedAttributes(in: host.bounds, context: host.context))
    }
    // example end
}
