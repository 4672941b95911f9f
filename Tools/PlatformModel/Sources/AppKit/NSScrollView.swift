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
