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
}

/// A screen (Apple: AppKit › NSScreen): `main` is the screen with the key window (Apple:
/// NSScreen › main), here one 2x screen.
@MainActor
open class NSScreen: NSObject {
    open var backingScaleFactor: CGFloat = 2
    public static var main: NSScreen? = NSScreen()
}
