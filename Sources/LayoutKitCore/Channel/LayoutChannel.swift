import Foundation

/// The one way a layout talks to its host: "my answers changed, ask me again", "I am
/// animating, keep the frames coming" or "I am at rest", and "these items left for good, let
/// the app delete them".
///
/// A layout that changes on its own (a running dynamic animator, a spring, a timer of its own)
/// owns a channel and returns it from ``AnimatingLayout/channel``. The host that drives the
/// layout connects to it (``connect(_:)``); a UIKit or AppKit adapter does the same and turns the
/// messages into `invalidateLayout(with:)` and a display link. Without a host, the state
/// (``isAnimating``) and the items reported gone are kept for the next host, and invalidations
/// are dropped, so a layout works the same in a unit test that calls its hooks directly.
///
/// UIKit's counterpart is the dynamic animator calling `invalidateLayout()` on the collection
/// view's layout, and the display link it runs while it animates.
///
/// ```swift
/// final class BlinkingLayout: CollectionLayout {
///     let channel: LayoutChannel? = LayoutChannel()
///     private var elapsed: TimeInterval = 0
///     // ...contentSize and attributes(in:) read `elapsed`...
///     func startBlinking() { channel?.setAnimating(true) }
///     func advanceAnimations(by duration: TimeInterval) throws {
///         elapsed += duration
///         channel?.invalidate()            // ask me again this frame
///     }
/// }
/// ```
public final class LayoutChannel {
    /// True from the moment the layout says it animates until it says it is at rest.
    public private(set) var isAnimating = false
    private weak var receiver: (any LayoutChannelReceiver)?
    /// Items reported gone while no host listened, told to the next one that connects.
    private var unheardItemsLeft: [IndexPath] = []

    /// Creates a channel with no host connected.
    public init() {}

    /// True when a host listens.
    package var isConnected: Bool { receiver != nil }

    /// Connects the host that drives the layout, replacing any other (a layout has one host at a
    /// time, as a `UICollectionViewLayout` has one collection view). The channel holds it weakly.
    /// A host connected while the layout animates is told so at once.
    public func connect(_ host: any LayoutChannelReceiver) {
        receiver = host
        if isAnimating { host.layoutChannel(self, didChangeAnimating: true) }
        if !unheardItemsLeft.isEmpty {
            let paths = unheardItemsLeft
            unheardItemsLeft = []
            host.layoutChannel(self, didReportItemsLeft: paths)
        }
    }

    /// Disconnects `host` if it is the one connected.
    public func disconnect(_ host: any LayoutChannelReceiver) {
        if receiver === host { receiver = nil }
    }

    /// Tells the host that the layout's answers changed: it invalidates the layout with
    /// `context` and asks again before the next frame is shown.
    public func invalidate(_ context: InvalidationContext = InvalidationContext()) {
        receiver?.layoutChannel(self, didInvalidate: context)
    }

    /// Tells the host that the items at `indexPaths` left for good (a dropped item fell off
    /// screen): the host hands them to the app between frames, never inside a layout's call, for
    /// a batch update that deletes them. Kept for the next host when none listens.
    public func reportItemsLeft(_ indexPaths: [IndexPath]) {
        guard !indexPaths.isEmpty else { return }
        if let receiver {
            receiver.layoutChannel(self, didReportItemsLeft: indexPaths)
        } else {
            unheardItemsLeft += indexPaths
        }
    }

    /// Tells the host that the layout starts (`true`) or stops (`false`) animating on its own.
    /// While it animates the host calls ``AnimatingLayout/advanceAnimations(by:)`` once per
    /// frame and does not count itself idle. Repeating the current state tells nobody.
    public func setAnimating(_ animating: Bool) {
        guard animating != isAnimating else { return }
        isAnimating = animating
        receiver?.layoutChannel(self, didChangeAnimating: animating)
    }
}
