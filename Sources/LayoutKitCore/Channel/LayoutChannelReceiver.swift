import Foundation

/// What a host implements to hear its layout's ``LayoutChannel``.
///
/// The headless host implements it; a UIKit adapter invalidates its `UICollectionViewLayout`
/// and starts or stops a display link.
public protocol LayoutChannelReceiver: AnyObject {
    /// The layout's answers changed: invalidate it with `context` and query it again before the
    /// next frame is shown.
    func layoutChannel(_ channel: LayoutChannel, didInvalidate context: InvalidationContext)

    /// The layout started or stopped animating on its own: keep the frames coming (and call
    /// ``AnimatingLayout/advanceAnimations(by:)`` at each) while it animates.
    func layoutChannel(_ channel: LayoutChannel, didChangeAnimating isAnimating: Bool)

    /// Items the layout let go for good (a dropped item fell off screen): hand them to the app
    /// between frames, for a batch update that deletes them.
    func layoutChannel(_ channel: LayoutChannel, didReportItemsLeft indexPaths: [IndexPath])
}

extension LayoutChannelReceiver {
    /// By default, nothing: only a host that hands items to an app hears them.
    public func layoutChannel(_ channel: LayoutChannel, didReportItemsLeft indexPaths: [IndexPath]) {}
}
