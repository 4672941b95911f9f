/// A type that defines the geometry of a collection of views: the part of SwiftUI's protocol a
/// layout container implements, with the defaults Apple documents.
/// https://developer.apple.com/documentation/swiftui/layout
public protocol Layout: Sendable, Animatable {
    /// Storage a layout keeps between SwiftUI's calls; `Void` by default.
    /// https://developer.apple.com/documentation/swiftui/layout/cache
    associatedtype Cache = Void
    /// https://developer.apple.com/documentation/swiftui/layout/subviews
    typealias Subviews = LayoutSubviews

    /// The container's size for `proposal`. SwiftUI may ask several proposals in one pass
    /// (`.zero` for the minimum, `.infinity` for the maximum, `.unspecified` for the ideal) and
    /// always uses one of the answers as the container's size.
    /// https://developer.apple.com/documentation/swiftui/layout/sizethatfits(proposal:subviews:cache:)
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize

    /// Places every subview within `bounds` (the parent's coordinates: its origin need not be
    /// zero; its size is one `sizeThatFits` returned for `proposal`).
    /// https://developer.apple.com/documentation/swiftui/layout/placesubviews(in:proposal:subviews:cache:)
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache)

    /// Makes the cache; it may hold only what derives from the layout and its subviews, as
    /// SwiftUI may make it again at any time.
    /// https://developer.apple.com/documentation/swiftui/layout/makecache(subviews:)
    func makeCache(subviews: Subviews) -> Cache

    /// Called when the layout or its subviews change.
    /// https://developer.apple.com/documentation/swiftui/layout/updatecache(_:subviews:)
    func updateCache(_ cache: inout Cache, subviews: Subviews)
}

extension Layout {
    /// By default the cache is made again.
    /// https://developer.apple.com/documentation/swiftui/layout/updatecache(_:subviews:) ("The method’s default implementation recreates the cache")
    public func updateCache(_ cache: inout Cache, subviews: Subviews) {
        cache = makeCache(subviews: subviews)
    }
}

extension Layout where Cache == Void {
    /// By default, the empty value.
    /// https://developer.apple.com/documentation/swiftui/layout/makecache(subviews:)
    public func makeCache(subviews: Subviews) -> Cache { () }
}
