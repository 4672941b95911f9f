/// A window (Apple: AppKit › NSWindow): its backing scale factor is 2 on Retina screens, 1
/// otherwise (Apple: NSWindow › backingScaleFactor).
@MainActor
open class NSWindow: NSObject {
    /// The view at the root of the window's views.
    public final class ContentView: NSView {
        weak var owner: NSWindow?
    }

    open var backingScaleFactor: CGFloat = 2
    public let contentView: ContentView

    public init(contentRect: NSRect) {
        contentView = ContentView(frame: NSRect(origin: .zero, size: contentRect.size))
        super.init()
        contentView.owner = self
    }

    /// Dispatches `event` (Apple: NSApplication › sendEvent(_:), NSWindow › sendEvent(_:)): the
    /// local monitors of its type first, in order, each of which may stop it; then a scroll event
    /// goes to the scroll view under it, whose clip view scrolls by the event's deltas within its
    /// document, and a click's press or release to the collection view under it, when the scroll
    /// view under it shows one (Apple: NSResponder › mouseDown(with:), mouseUp(with:)).
    open func sendEvent(_ event: NSEvent) {
        var passed: NSEvent? = event
        for monitor in NSEvent.localMonitors where monitor.mask.contains(NSEvent.EventTypeMask(type: event.type)) {
            guard let seen = passed else { return }
            passed = monitor.handler(seen)
        }
        guard let passed, let scrollView = contentView.scrollView(at: passed.locationInWindow) else { return }
        switch passed.type {
        case .scrollWheel: scrollView.scrollWheel(with: passed)
        case .leftMouseDown: (scrollView.documentView as? NSCollectionView)?.mouseDown(with: passed)
        case .leftMouseUp: (scrollView.documentView as? NSCollectionView)?.mouseUp(with: passed)
        }
    }
}

extension NSView {
    /// The innermost scroll view whose frame holds `point` (in this view's coordinates).
    func scrollView(at point: NSPoint) -> NSScrollView? {
        for subview in subviews where subview.frame.contains(point) {
            let inner = NSPoint(x: point.x - subview.frame.minX + subview.bounds.minX, y: point.y - subview.frame.minY + subview.bounds.minY)
            if let found = subview.scrollView(at: inner) { return found }
            if let scrollView = subview as? NSScrollView { return scrollView }
        }
        return nil
    }
}

/// A screen (Apple: AppKit › NSScreen): `main` is the screen with the key window (Apple:
/// NSScreen › main), here one 2x screen.
@MainActor
open class NSScreen: NSObject {
    open var backingScaleFactor: CGFloat = 2
    public static var main: NSScreen? = NSScreen()
}
