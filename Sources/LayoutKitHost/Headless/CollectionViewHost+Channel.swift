import Foundation
import LayoutKitCore

/// The host hears its layout's ``LayoutChannel``: an invalidation makes it prepare and query the
/// layout again before the next frame; while the layout animates, every frame calls
/// ``CollectionLayout/advanceAnimations(by:)`` and the host is not idle.
extension CollectionViewHost: LayoutChannelReceiver {
    public func layoutChannel(_ channel: LayoutChannel, didInvalidate context: InvalidationContext) {
        invalidateLayout(with: context)
    }

    /// Nothing to do at once: ``isIdle`` and ``advance(by:)`` read the channel's state.
    public func layoutChannel(_ channel: LayoutChannel, didChangeAnimating isAnimating: Bool) {}
}
