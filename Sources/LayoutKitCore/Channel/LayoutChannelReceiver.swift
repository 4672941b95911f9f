import Foundation

/// What a host implements to hear the ``LayoutChannel``s of its layout tree.
///
/// The headless host's core implements it; so does the core inside each UIKit or AppKit adapter,
/// which turns what it learns into `invalidateLayout(with:)` and a display link.
public protocol LayoutChannelReceiver: AnyObject {
    /// A channel of the layout tree has something to say: when out of every call into the
    /// layout, take the tree's changes (``AnimatingLayout/takeChanges()``), invalidate and query
    /// again for each invalidation, hand the items that left to the app between frames, and keep
    /// the frames coming (calling ``AnimatingLayout/advanceAnimations(by:)`` at each) while
    /// ``AnimatingLayout/isAnimating``.
    func layoutChannelDidChange(_ channel: LayoutChannel)
}
