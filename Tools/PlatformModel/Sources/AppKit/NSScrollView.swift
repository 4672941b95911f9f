/// A view that scrolls its document view (Apple: AppKit › NSScrollView): its clip view's bounds'
/// origin is the scroll offset, and its content insets are where a collection view's layout
/// reads the space around the content (Apple: NSScrollView › contentInsets).
///
/// When a trackpad gesture ends and the system's momentum begins, the document is asked where
/// scrolling stops (Apple: NSCollectionViewLayout ›
/// targetContentOffset(forProposedContentOffset:withScrollingVelocity:), "tells the scroll view
/// where to stop scrolling", the velocity "in points per second"), and the momentum ends there:
/// the model goes there at once and lets the rest of the momentum's events pass. AppKit
/// documents no rate of deceleration; the model proposes the point a UIKit scroll view
/// decelerating at its normal rate (0.998 a millisecond) would reach, about half a second's
/// travel at the lift-off velocity, the velocity of the gesture's last move.
@MainActor
open class NSScrollView: NSView {
    public let contentView: NSClipView
    open var contentInsets = NSEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
    /// The gesture's last move in points per second of content motion, and when it came.
    private var lastMove: (velocity: NSPoint, time: TimeInterval)?
    /// True from the momentum's start, whose end the document decided, to its end.
    private var coasting = false

    public required init(frame frameRect: NSRect) {
        contentView = NSClipView(frame: NSRect(origin: .zero, size: frameRect.size))
        super.init(frame: frameRect)
        addSubview(contentView)
    }

    /// Scrolls the clip view by the event's deltas, within the document (Apple: NSScrollView ›
    /// scrollWheel(with:)): the content moves with the deltas, so the offset moves against them.
    open func scrollWheel(with event: NSEvent) {
        guard let document = documentView else { return }
        if event.momentumPhase.isEmpty {
            coasting = false
            recordMove(of: event)
        } else if event.momentumPhase.contains(.began), let lastMove, let target = document as? ScrollTargeting {
            let velocity = NSPoint(x: -lastMove.velocity.x, y: -lastMove.velocity.y)
            let origin = contentView.bounds.origin
            let proposed = clamped(NSPoint(x: origin.x + velocity.x * 0.499, y: origin.y + velocity.y * 0.499), in: document)
            contentView.scroll(to: clamped(target.scrollTarget(forProposed: proposed, velocity: velocity), in: document))
            (coasting, self.lastMove) = (true, nil)
            return
        }
        if coasting { return }
        let origin = contentView.bounds.origin
        contentView.scroll(to: clamped(NSPoint(x: origin.x - event.scrollingDeltaX, y: origin.y - event.scrollingDeltaY), in: document))
    }

    /// Keeps the velocity of a gesture's move (one without deltas, its end, keeps the last).
    private func recordMove(of event: NSEvent) {
        guard event.scrollingDeltaX != 0 || event.scrollingDeltaY != 0 else { return }
        let interval = lastMove.map { event.timestamp - $0.time } ?? 0
        let seconds = interval > 0 ? interval : 1 / 60
        lastMove = (NSPoint(x: event.scrollingDeltaX / seconds, y: event.scrollingDeltaY / seconds), event.timestamp)
    }

    /// `point` within the offsets that keep `document` filling the clip view.
    private func clamped(_ point: NSPoint, in document: NSView) -> NSPoint {
        let limit = NSPoint(x: max(0, document.frame.width - contentView.bounds.width),
                            y: max(0, document.frame.height - contentView.bounds.height))
        return NSPoint(x: min(limit.x, max(0, point.x)), y: min(limit.y, max(0, point.y)))
    }

    open var documentView: NSView? {
        get { contentView.subviews.first }
        set {
            contentView.subviews.first?.removeFromSuperview()
            if let newValue { contentView.addSubview(newValue) }
        }
    }
}

/// The view that shows the visible part of a scroll view's document (Apple: AppKit ›
/// NSClipView): scrolling moves its bounds' origin (Apple: NSClipView › scroll(to:)); the
/// document view hears the change before it happens.
@MainActor
open class NSClipView: NSView {
    /// Scrolls to `newOrigin`, in the document view's coordinates.
    open func scroll(to newOrigin: NSPoint) {
        let next = NSRect(origin: newOrigin, size: bounds.size)
        (subviews.first as? ClipViewObserver)?.clipView(self, willMoveBoundsTo: next)
        bounds = next
        subviews.first?.needsLayout = true
    }
}

/// A document view that decides where scrolling stops.
@MainActor
protocol ScrollTargeting: AnyObject {
    /// Where scrolling proposed to stop at `proposed` with `velocity` (points per second) stops.
    func scrollTarget(forProposed proposed: NSPoint, velocity: NSPoint) -> NSPoint
}

/// A document view that hears its clip view scroll.
@MainActor
protocol ClipViewObserver: AnyObject {
    func clipView(_ clipView: NSClipView, willMoveBoundsTo newBounds: NSRect)
}
