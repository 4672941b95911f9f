import Foundation
import LayoutKitCollectionViewCore
import LayoutKitCore

/// The frames a host showed while recording, to compare against references or to watch.
///
/// ```swift
/// host.startRecording()
/// try host.drag(trace)
/// try host.runUntilIdle()
/// let recording = host.stopRecording()
/// print(recording.frames[10].snapshot.text)               // one frame's dump
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
}
