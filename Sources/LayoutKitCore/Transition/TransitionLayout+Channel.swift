import Foundation

/// A transition hears the channels of its two layouts and passes what they say on through its
/// own ``TransitionLayout/channel``: an invalidation, animating while either animates, and the
/// items either let go.
extension TransitionLayout: LayoutChannelReceiver {
    public func layoutChannel(_ channel: LayoutChannel, didInvalidate context: InvalidationContext) {
        candidates = nil
        self.channel?.invalidate(context)
    }

    public func layoutChannel(_ channel: LayoutChannel, didChangeAnimating isAnimating: Bool) {
        self.channel?.setAnimating(from.animating?.channel?.isAnimating == true || to.animating?.channel?.isAnimating == true)
    }

    public func layoutChannel(_ channel: LayoutChannel, didReportItemsLeft indexPaths: [IndexPath]) {
        self.channel?.reportItemsLeft(indexPaths)
    }
}
