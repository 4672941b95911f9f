import Foundation
import LayoutKitCollectionViewCore
import LayoutKitCore

/// A pinch trace being played, from clock time `start` (seconds).
struct PinchSession {
    let trace: PinchTrace
    let start: TimeInterval

    /// The clock time the fingers lift, in seconds.
    var end: TimeInterval { start + trace.duration }
}
