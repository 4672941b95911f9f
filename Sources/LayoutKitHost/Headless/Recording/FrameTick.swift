import Foundation
import LayoutKitCollectionViewCore
import LayoutKitCore

/// One frame of the host's clock, as its frame observers receive it (like a display link's
/// callback): a physics-backed layout steps its animator by ``duration`` here.
public struct FrameTick: Hashable, Sendable {
    /// The frame's number: 1 for the first frame the clock advances to.
    public var index: Int
    /// The clock time of the frame, in seconds since the host was made.
    public var time: TimeInterval
    /// The time since the previous frame, in seconds (1/60 s at 60 Hz).
    public var duration: TimeInterval

    /// Creates a tick.
    public init(index: Int, time: TimeInterval, duration: TimeInterval) {
        self.index = index
        self.time = time
        self.duration = duration
    }
}
