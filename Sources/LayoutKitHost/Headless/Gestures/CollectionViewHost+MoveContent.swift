import Foundation
import LayoutKitCollectionViewCore
import LayoutKitCore

extension CollectionViewHost {
    /// Moves the content offset by `delta` (points) without the user noticing: a finger under way
    /// keeps holding the same content, a fling carries on from the moved offset at the same
    /// speed, and at rest the offset stays inside the valid offsets.
    func moveContent(by delta: CGPoint) {
        guard delta != .zero, delta.isFinite else { return }
        var target = CGPoint(x: contentOffset.x + delta.x, y: contentOffset.y + delta.y)
        if !gestures.scroll.movesContent { target = clampedOffset(target) }
        shiftScroll(by: delta)
        changeBounds(to: CGRect(origin: target, size: frameSize))
    }

    /// Carries a drag or a fling under way by `delta`, as the content moved under it: the finger
    /// keeps its place on the content, and the fling goes on from the moved offset.
    func shiftScroll(by delta: CGPoint) {
        switch gestures.scroll {
        case .idle, .draggingNested:
            break
        case let .dragging(session):
            gestures.scroll = .dragging(
                DragSession(
                    trace: session.trace, start: session.start,
                    anchor: CGPoint(x: session.anchor.x + delta.x, y: session.anchor.y + delta.y)))
        case let .decelerating(fling):
            gestures.scroll = .decelerating(
                fling.restarted(
                    at: time, movedBy: delta, ranges: offsetRanges,
                    physics: physics, threshold: halfPixel))
        }
    }
}
