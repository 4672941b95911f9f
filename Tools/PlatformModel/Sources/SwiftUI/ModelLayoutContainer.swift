/// What SwiftUI does with a layout container, as Apple documents it: it makes the layout's cache
/// before its first question, updates it when the layout or the subviews change, asks the
/// container's size for any number of proposals, and places the subviews in bounds of a size the
/// layout returned. Not part of SwiftUI's API.
/// https://developer.apple.com/documentation/swiftui/layout
@MainActor
public final class ModelLayoutContainer<L: Layout> {
    /// The layout; setting a new one updates the cache before the next question.
    public var layout: L {
        didSet { needsCacheUpdate = true }
    }
    /// The subviews, in order; setting new ones updates the cache before the next question.
    public var views: [ModelView] {
        didSet { needsCacheUpdate = true }
    }
    /// The layout's cache, once made.
    public private(set) var cache: L.Cache?
    private var needsCacheUpdate = false
    /// How many times SwiftUI made the cache.
    public private(set) var cacheMakes = 0
    /// How many times SwiftUI updated the cache.
    public private(set) var cacheUpdates = 0

    public init(_ layout: L, views: [ModelView]) {
        self.layout = layout
        self.views = views
    }

    private var subviews: LayoutSubviews { LayoutSubviews(views: views) }

    /// The container's size for `proposal`, as its parent asks.
    /// https://developer.apple.com/documentation/swiftui/layout/sizethatfits(proposal:subviews:cache:)
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        var cache = readyCache()
        defer { self.cache = cache }
        return layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
    }

    /// A layout pass: the size for `proposal` is asked, then the subviews are placed in bounds of
    /// that size at `origin` (the parent's coordinates). A subview the layout did not place is
    /// centred in the container with the container's proposal.
    /// https://developer.apple.com/documentation/swiftui/layout/placesubviews(in:proposal:subviews:cache:)
    /// https://developer.apple.com/documentation/swiftui/layoutsubview/place(at:anchor:proposal:)
    @discardableResult
    public func layOut(_ proposal: ProposedViewSize, at origin: CGPoint = .zero) -> CGRect {
        let bounds = CGRect(origin: origin, size: sizeThatFits(proposal))
        var cache = readyCache()
        for view in views { (view.placementOpen, view.placedInPass) = (true, 0) }
        layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
        self.cache = cache
        for view in views {
            view.placementOpen = false
            if view.placedInPass == 0 {
                view.placementOpen = true
                view.place(at: CGPoint(x: bounds.midX, y: bounds.midY), anchor: .center, proposal: proposal)
                view.placementOpen = false
            }
        }
        return bounds
    }

    /// The cache, made before the first question and updated after the layout or the subviews
    /// changed.
    /// https://developer.apple.com/documentation/swiftui/layout/makecache(subviews:)
    /// https://developer.apple.com/documentation/swiftui/layout/updatecache(_:subviews:)
    private func readyCache() -> L.Cache {
        guard var cache else {
            cacheMakes += 1
            needsCacheUpdate = false
            return layout.makeCache(subviews: subviews)
        }
        if needsCacheUpdate {
            layout.updateCache(&cache, subviews: subviews)
            (cacheUpdates, needsCacheUpdate) = (cacheUpdates + 1, false)
        }
        return cache
    }
}
