import Foundation

/// The one way a layout talks to its host: "my answers changed, ask me again", "I am
/// animating, keep the frames coming" or "I am at rest", and "these items left for good, let
/// the app delete them".
///
/// A layout that changes on its own (a running dynamic animator, a spring, a timer of its own)
/// owns a channel and returns it from ``AnimatingLayout/channel``. The channel is a mailbox with a
/// doorbell: what the layout says waits in it, and the host connected to it
/// (``connect(_:)``) hears a ring, then asks its layout tree what changed
/// (``AnimatingLayout/takeChanges()``) and whether it still animates
/// (``AnimatingLayout/isAnimating``). A composite layout (a transition, a compositional layout)
/// owns no channel for its children: the host listens to every channel of the tree
/// (``AnimatingLayout/channels``) and the composite answers its questions from its children's
/// answers. Without a host the state (``isAnimating``) and the items reported gone are kept for
/// the next one, and invalidations are dropped, so a layout works the same in a unit test that
/// calls its hooks directly.
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
    /// Invalidations said since the host last took them (only while a host listens).
    private var invalidations: [InvalidationContext] = []
    /// Items reported gone since the host last took them.
    private var itemsLeft: [IndexPath] = []
    /// Actions reported since the host last took them.
    private var actions: [LayoutAction] = []

    /// Creates a channel with no host connected.
    public init() {}

    /// True when a host listens.
    package var isConnected: Bool { receiver != nil }

    /// Connects the host that drives the layout, replacing any other (a layout has one host at a
    /// time, as a `UICollectionViewLayout` has one collection view); connecting the host already
    /// connected does nothing. The channel holds it weakly. A new host is rung at once when the
    /// layout animates or has items to report.
    public func connect(_ host: any LayoutChannelReceiver) {
        guard receiver !== host else { return }
        receiver = host
        invalidations = []
        if isAnimating || !itemsLeft.isEmpty { host.layoutChannelDidChange(self) }
    }

    /// Disconnects `host` if it is the one connected.
    public func disconnect(_ host: any LayoutChannelReceiver) {
        if receiver === host { receiver = nil }
    }

    /// Tells the host that the layout's answers changed: it invalidates the layout with
    /// `context` and asks again before the next frame is shown.
    public func invalidate(_ context: InvalidationContext = InvalidationContext()) {
        guard let receiver else { return }
        invalidations.append(context)
        receiver.layoutChannelDidChange(self)
    }

    /// Tells the host that the items at `indexPaths` left for good (a dropped item fell off
    /// screen): the host hands them to the app between frames, never inside a layout's call, for
    /// a batch update that deletes them. Kept for the next host when none listens.
    public func reportItemsLeft(_ indexPaths: [IndexPath]) {
        guard !indexPaths.isEmpty else { return }
        itemsLeft += indexPaths
        receiver?.layoutChannelDidChange(self)
    }

    /// Tells the host that the user triggered `action` through the layout (a row's full swipe):
    /// the host hands it to the app between frames, never inside a layout's call. Kept for the
    /// next host when none listens.
    public func reportAction(_ action: LayoutAction) {
        actions.append(action)
        receiver?.layoutChannelDidChange(self)
    }

    /// Tells the host that the layout starts (`true`) or stops (`false`) animating on its own.
    /// While it animates the host calls ``AnimatingLayout/advanceAnimations(by:)`` once per
    /// frame and does not count itself idle. Repeating the current state rings nobody.
    public func setAnimating(_ animating: Bool) {
        guard animating != isAnimating else { return }
        isAnimating = animating
        receiver?.layoutChannelDidChange(self)
    }

    /// Takes what the layout said since the last call: its invalidations, the items it reported
    /// gone and the actions it reported. ``AnimatingLayout/takeChanges()`` calls it for a layout's own channel.
    public func takeChanges() -> LayoutChanges {
        defer { (invalidations, itemsLeft, actions) = ([], [], []) }
        return LayoutChanges(invalidations: invalidations, itemsLeft: itemsLeft, actions: actions)
    }
}
