import LayoutKitCore
/// What the host's scroll is doing: resting, following a finger, or moving on after one.
enum ScrollActivity {
    case idle
    case dragging(DragSession)
    case decelerating(FlingMotion)
}
