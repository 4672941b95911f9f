import LayoutKitCollectionViewCore
import LayoutKitCore

/// What the host's scroll is doing: resting, following a finger, or moving on after one.
enum ScrollActivity {
    case idle
    case dragging(DragSession)
    case decelerating(FlingMotion)
    /// A finger scrolls a region that scrolls on its own (an orthogonal section); after it lifts,
    /// the region moves on by itself (``CollectionViewHost/nestedFlings``).
    case draggingNested(NestedDragSession)
}

extension ScrollActivity {
    /// True while a finger or a fling moves the content itself (not a nested region).
    var movesContent: Bool {
        switch self {
        case .dragging, .decelerating: true
        case .idle, .draggingNested: false
        }
    }
}
