import Foundation
import LayoutKitCore
import LayoutKitHost
import LayoutKitLayouts
import LayoutKitTesting
import Testing

/// Key frames of the springy wrapper on the host, as snapshot dumps reviewed by eye: mid-drag,
/// just after an insert during the drag, and at rest.
struct SpringySnapshotTests {
    @Test func keyFramesOfAnInsertDuringADrag() throws {
        let flow = FlowLayout(configuration: .compactGrid())
        let host = try CollectionViewHost(layout: flow.springy(), frameSize: CGSize(width: 320, height: 568), itemCounts: [120])
        host.startRecording()
        try host.drag(.line(from: CGPoint(x: 160, y: 500), to: CGPoint(x: 160, y: 200), duration: 0.5))
        try host.advance(frames: 10)
        var update = BatchUpdate()
        update.insertItems([IndexPath(item: 30, section: 0)])
        try host.performBatchUpdates(update, countsAfter: [121])
        try host.advance(frames: 6)
        #expect(try host.runUntilIdle(timeout: 30))
        let frames = host.stopRecording().frames
        let midDrag = try #require(frames.first { $0.index == 10 })
        let afterInsert = try #require(frames.first { $0.index == 16 })
        let atRest = try #require(frames.last)
        expectSnapshotText(midDrag.snapshot.text, named: "springy-mid-drag")
        expectSnapshotText(afterInsert.snapshot.text, named: "springy-after-insert")
        expectSnapshotText(atRest.snapshot.text, named: "springy-at-rest")
    }
}
