import Foundation

/// Something a host is asked to start, as the admission rule and its errors name it (see
/// ``CollectionViewHost`` and Docs/Reliability.md for the rule).
public enum HostOperation: String, Hashable, Sendable, CustomStringConvertible {
    /// ``CollectionViewHost/performBatchUpdates(_:countsAfter:animation:)`` and its kin.
    case batchUpdate = "a batch update"
    /// A new frame size, animated (a rotation) or not.
    case frameSizeChange = "a change of the frame size"
    /// A finger trace played over the content.
    case drag = "a drag"
    /// A two-finger pinch trace played over the content.
    case pinch = "a pinch"
    /// A content offset set by the caller, animated or not.
    case contentOffsetChange = "a content offset change"
    /// A change to another layout, animated or not.
    case layoutChange = "a layout change"
    /// A layout-to-layout transition that the caller drives by its progress.
    case interactiveTransition = "an interactive layout transition"
    /// An item picked up and moved by the finger (reordering).
    case interactiveMove = "an interactive move"

    public var description: String { rawValue }
}
