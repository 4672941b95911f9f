import Foundation

extension CollectionLayout {
    /// The layout as an ``AnimatingLayout``, or `nil` for a layout that changes only when its
    /// host asks: what a host reads before it asks the hooks of a layout that animates itself.
    public var animating: (any AnimatingLayout)? { self as? any AnimatingLayout }
}
