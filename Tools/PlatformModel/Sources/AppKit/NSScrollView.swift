/// A view that scrolls its document view (Apple: AppKit › NSScrollView): its clip view's bounds'
/// origin is the scroll offset, and its content insets are where a collection view's layout
/// reads the space around the content (Apple: NSScrollView › contentInsets).
@MainActor
open class NSScrollView: NSView {
    public let contentView: NSClipView
    open var contentInsets = NSEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)

    public required init(frame frameRect: NSRect) {
        contentView = NSClipView(frame: NSRect(origin: .zero, size: frameRect.size))
        super.init(frame: frameRect)
        addSubview(contentView)
    }

    /// Scrolls the clip view by the event's deltas, within the document (Apple: NSScrollView ›
    /// scrollWheel(with:)): the content moves with the deltas, so the offset moves against them.
    open func scrollWheel(with event: NSEvent) {
        guard let document = documentView else { return }
        let origin = contentView.bounds.origin
        let limit = NSPoint(x: max(0, document.frame.width - contentView.bounds.width),
                            y: max(0, document.frame.height - contentView.bounds.height))
        contentView.scroll(to: NSPoint(x: min(limit.x, max(0, origin.x - event.scrollingDeltaX)),
                                       y: min(limit.y, max(0, origin.y - event.scrollingDeltaY))))
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

/// A document view that hears its clip view scroll.
@MainActor
protocol ClipViewObserver: AnyObject {
    func clipView(_ clipView: NSClipView, willMoveBoundsTo newBounds: NSRect)
}
