import Foundation

/// A transition hears the channels of its two layouts and passes what they say on through its
/// own ``TransitionLayout/channel``: an invalidation, and animating while either animates.
extension TransitionLayout: LayoutChannelReceiver {
    public func layoutChannel(_ channel: LayoutChannel, didInvalidate context: InvalidationContext) {
        candidates = nil
        self.channel?.invalidate(context)
    }

    public func layoutChannel(_ channel: LayoutChannel, didChangeAnimating isAnimating: Bool) {
        self.channel?.setAnimating(from.animating?.channel?.isAnimating == true || to.animating?.channel?.isAnimating == true)
    }
}
