import Foundation
import LayoutKitCore
import LayoutKitHost
import Testing

/// The clock, its frame observers, the pinch and recording.
struct HostClockTests {
    @Test(arguments: [60.0, 120.0])
    func observersSeeEveryFrameAfterTheScrollAndBeforeTheQuery(rate: Double) throws {
        let spy = SpyLayout()
        let host = try CollectionViewHost(
            layout: spy, frameSize: CGSize(width: 320, height: 480), itemCounts: [100], frameRate: rate)
        var ticks: [FrameTick] = []
        var lastCallBeforeTick: [String] = []
        let observer = host.addFrameObserver { tick in
            ticks.append(tick)
            lastCallBeforeTick.append(spy.calls.last?.name ?? "none")
        }
        try host.drag(.line(from: CGPoint(x: 10, y: 400), to: CGPoint(x: 10, y: 300), duration: 0.5))
        try host.advance(frames: 3)
        try host.advance(by: 0.005)
        #expect(ticks.map(\.index) == [1, 2, 3, 4])
        #expect(ticks.prefix(3).allSatisfy { $0.duration == 1 / rate })
        #expect(ticks[3].duration == 0.005 && abs(ticks[3].time - (3 / rate + 0.005)) < 1e-12)
        #expect(lastCallBeforeTick.allSatisfy { $0 == "shouldInvalidate" }, "the scroll moved, the query has not run yet")
        host.removeFrameObserver(observer)
        try host.advanceFrame()
        #expect(ticks.count == 4)
    }

    @Test func runUntilIdleStopsAtItsTimeout() throws {
        let host = try CollectionViewHost(layout: SpyLayout(), frameSize: CGSize(width: 320, height: 480), itemCounts: [100])
        try host.pinch(.spread(center: CGPoint(x: 160, y: 200), from: 40, to: 200, duration: 5))
        #expect(try host.runUntilIdle(timeout: 1) == false)
        #expect(host.isPinching && abs(host.time - 1) < 1.0 / 60 + 1e-9)
        #expect(try host.runUntilIdle())
    }

    @Test func aPinchShowsBothTouchesAndTheScaleUntilTheFingersLift() throws {
        let spy = SpyLayout()
        let host = try CollectionViewHost(
            layout: spy, frameSize: CGSize(width: 320, height: 480), itemCounts: [100],
            contentOffset: CGPoint(x: 0, y: 100))
        try host.advanceFrame()
        // From 40 pt apart to 120 pt apart over 0.5 s: scale 1 to 3, 4 per second.
        try host.pinch(.spread(center: CGPoint(x: 160, y: 200), from: 40, to: 120, duration: 0.5))
        try host.advance(frames: 15)
        let pinch = try #require(spy.lastContext?.pinch, "the layout is prepared again with the pinch")
        #expect(abs(pinch.scale - 2) < 1e-9 && abs(pinch.velocity - 4) < 1e-9)
        #expect(abs(pinch.center.y - 300) < 1e-9 && abs(pinch.center.x - 160) < 1e-9, "content coordinates")
        #expect(abs(pinch.distance - 80) < 1e-9)
        try host.runUntilIdle()
        #expect(spy.lastContext?.pinch == nil)
        #expect(host.contentOffset == CGPoint(x: 0, y: 100), "a pinch does not scroll")
    }

    @Test func aRecordingKeepsEveryFrameAndPlaysAsHTML() throws {
        let host = try CollectionViewHost(layout: SpyLayout(), frameSize: CGSize(width: 320, height: 480), itemCounts: [100])
        host.startRecording()
        try host.drag(.line(from: CGPoint(x: 10, y: 400), to: CGPoint(x: 10, y: 300), duration: 0.1))
        try host.advance(frames: 10)
        let recording = host.stopRecording()
        #expect(recording.frames.map(\.index) == Array(1...10))
        #expect(recording.frame(at: 0.05)?.index == 3)
        let frame = recording.frames[5]
        #expect(frame.visibleRect == CGRect(origin: frame.visibleRect.origin, size: CGSize(width: 320, height: 480)))
        #expect(frame.snapshot.text.hasPrefix("layoutkit-snapshot v1\ncontent 320.00 4990.00\n"))
        let html = recording.html(title: "drag <test>")
        #expect(html.hasPrefix("<!DOCTYPE html>") && html.contains("<title>drag &lt;test&gt;</title>"))
        #expect(html.components(separatedBy: "<svg").count - 1 == 10)
        try host.advanceFrame()
        #expect(host.stopRecording().frames.isEmpty, "nothing is kept when not recording")
    }
}
