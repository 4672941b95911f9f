import Foundation
import LayoutKitCore

/// The frames a host showed while recording, to compare against references or to watch.
///
/// ```swift
/// host.startRecording()
/// try host.drag(trace)
/// try host.runUntilIdle()
/// let recording = host.stopRecording()
/// print(recording.frames[10].snapshot.text)               // one frame's dump
/// try recording.html(title: "fling").write(toFile: "fling.html", atomically: true, encoding: .utf8)
/// ```
public struct HostRecording: Hashable, Sendable {
    /// The frames, in clock order.
    public var frames: [HostFrame]

    /// Creates a recording of `frames`.
    public init(frames: [HostFrame] = []) {
        self.frames = frames
    }

    /// The frame on screen at clock time `time` (seconds): the last one at or before it, or
    /// `nil` before the first frame.
    public func frame(at time: TimeInterval) -> HostFrame? {
        frames.last { $0.time <= time }
    }

    /// A self-contained HTML page that plays the frames at their own times, with a play/pause
    /// button and a slider to step through them; every frame is drawn as ``SnapshotSVG`` draws a
    /// snapshot, its longer side at most `maximumSide` px.
    public func html(title: String, maximumSide: CGFloat = 480) -> String {
        RecordingHTML.render(self, title: title, maximumSide: maximumSide)
    }
}
