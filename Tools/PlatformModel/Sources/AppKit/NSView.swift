/// A rectangle in a window (Apple: AppKit › NSView), modelled for what a collection view and
/// its layout read: frame and bounds, the view tree, the window, the enclosing scroll view and
/// the visible rectangle, the reading direction, layout passes.
///
/// Modelled rules: `visibleRect` is the part of the bounds not clipped by the enclosing clip
/// view (Apple: NSView › visibleRect); `userInterfaceLayoutDirection` is the app's unless set
/// (Apple: NSView › userInterfaceLayoutDirection, "the view must honour it itself");
/// `needsLayout` asks for a layout pass at the next update cycle (Apple: NSView › needsLayout).
@MainActor
open class NSView: NSObject, FrameLaidOut {
    open var frame: NSRect
    private var boundsOrigin = NSPoint.zero
    open var isHidden = false
    open var alphaValue: CGFloat = 1
    public private(set) weak var superview: NSView?
    public private(set) var subviews: [NSView] = []
    /// The reading direction: the app's unless set.
    open var userInterfaceLayoutDirection = NSUserInterfaceLayoutDirection.leftToRight
    /// Whether the view's y axis points down (Apple: NSView › isFlipped; false by default).
    open var isFlipped: Bool { false }
    open var needsLayout = true {
        didSet { if needsLayout { ModelDisplay.watch(self) } }
    }

    public required init(frame frameRect: NSRect) {
        frame = frameRect
        super.init()
    }

    open var bounds: NSRect {
        get { NSRect(origin: boundsOrigin, size: frame.size) }
        set {
            boundsOrigin = newValue.origin
            frame.size = newValue.size
        }
    }

    /// The window the view is in, through its superviews.
    open var window: NSWindow? { (self as? NSWindow.ContentView)?.owner ?? superview?.window }

    /// The nearest scroll view around the view.
    open var enclosingScrollView: NSScrollView? { (superview as? NSScrollView) ?? superview?.enclosingScrollView }

    /// The part of the bounds the enclosing clip view shows, in the view's coordinates.
    open var visibleRect: NSRect {
        guard let clip = superview as? NSClipView else { return bounds }
        return clip.bounds.intersection(bounds)
    }

    /// `point` in this view's coordinates (Apple: NSView › convert(_:from:), a `nil` view meaning
    /// the window's coordinates): each view on the way is offset by its frame's origin and its
    /// bounds' origin (a clip view's scroll); the model's views are all flipped alike.
    open func convert(_ point: NSPoint, from view: NSView?) -> NSPoint {
        let inWindow = view.map { $0.convertToWindow(point) } ?? point
        let inSuperview = superview?.convert(inWindow, from: nil) ?? inWindow
        return NSPoint(x: inSuperview.x - frame.minX + bounds.minX, y: inSuperview.y - frame.minY + bounds.minY)
    }

    /// `point` (this view's coordinates) in the window's.
    private func convertToWindow(_ point: NSPoint) -> NSPoint {
        let inSuperview = NSPoint(x: point.x + frame.minX - bounds.minX, y: point.y + frame.minY - bounds.minY)
        return superview?.convertToWindow(inSuperview) ?? inSuperview
    }

    open func addSubview(_ view: NSView) {
        view.removeFromSuperview()
        subviews.append(view)
        view.superview = self
    }

    open func removeFromSuperview() {
        superview?.subviews.removeAll { $0 === self }
        superview = nil
    }

    /// Lays the view out (Apple: NSView › layout()); overridden by views that place subviews.
    open func layout() {}

    /// Lays the view out now if it needs it (Apple: NSView › layoutSubtreeIfNeeded()).
    open func layoutSubtreeIfNeeded() {
        guard needsLayout else { return }
        needsLayout = false
        layout()
    }

    /// The model's run loop lays out the views that need it at each frame.
    public func layoutIfNeeded() { layoutSubtreeIfNeeded() }
}
