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
}
