import Foundation

/// Something a host is asked to start, as the admission rule and its errors name it (see
/// ``CollectionViewHost`` and Docs/Reliability.md for the rule).
public enum HostOperation: String, Hashable, Sendable, CustomStringConvertible {
    case batchUpdate = "a batch update"
    case frameSizeChange = "a change of the frame size"
    case drag = "a drag"
    case pinch = "a pinch"
    case contentOffsetChange = "a content offset change"
    case layoutChange = "a layout change"
    case interactiveTransition = "an interactive layout transition"
    case interactiveMove = "an interactive move"

    public var description: String { rawValue }
}
