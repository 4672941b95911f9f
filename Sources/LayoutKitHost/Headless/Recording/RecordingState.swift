import Foundation

/// Who watches the host's frames: the frame observers with the identifier the next one gets,
/// and the frames recorded while a recording runs.
struct RecordingState {
    /// The frame observers, in the order they were added.
    var observers: [(id: Int, body: (FrameTick) -> Void)] = []
    /// The identifier of the next observer added.
    var nextObserverID = 0
    /// The frames of the recording under way; `nil` when none runs.
    var recordedFrames: [HostFrame]?
}
