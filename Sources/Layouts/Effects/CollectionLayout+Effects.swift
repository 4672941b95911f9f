import Foundation
import LayoutKitCore

extension CollectionLayout {
    /// This layout with its elements growing as they pass the middle of the screen, and flings
    /// that snap an element to the middle (see ``ZoomedLayout``).
    public func zoomed(_ configuration: ZoomConfiguration = ZoomConfiguration()) -> ZoomedLayout<Self> {
        ZoomedLayout(self, configuration: configuration)
    }

    /// This layout with flings that come to rest on element edges, element centers or whole
    /// pages (see ``PagingLayout``).
    public func paging(_ configuration: PagingConfiguration = PagingConfiguration()) -> PagingLayout<Self> {
        PagingLayout(self, configuration: configuration)
    }

    /// This layout repeated without end along its scroll axis, `spacing` points between copies
    /// (see ``LoopingLayout``).
    public func looping(spacing: CGFloat = 0, copies: Int = 1001, recenteringBand: Int = 250) -> LoopingLayout<Self> {
        LoopingLayout(self, spacing: spacing, copies: copies, recenteringBand: recenteringBand)
    }

    /// This layout with pinchable items: two fingers resize the item under them, which animates
    /// back when they lift (see ``PinchableLayout``).
    public func pinchable(_ configuration: PinchConfiguration = PinchConfiguration()) -> PinchableLayout<Self> {
        PinchableLayout(self, configuration: configuration)
    }

    /// This layout with inserted and deleted items flying in from and out to the bottom middle of
    /// the screen, and only those (see ``FlyInUpdatesLayout``).
    public func flyingInUpdates(_ configuration: FlyInConfiguration = FlyInConfiguration()) -> FlyInUpdatesLayout<Self> {
        FlyInUpdatesLayout(self, configuration: configuration)
    }

    /// This layout with its cells dressed by their distance, in pages, from `focus`: shrinking,
    /// Cover Flow, a deck, a parallax (see ``CardEffectLayout``).
    ///
    /// ```swift
    /// let albums = FlowLayout(configuration: .cardRow()).paging(.center).cardEffect(.coverFlow)
    /// ```
    public func cardEffect<Effect: CardEffect>(_ effect: Effect, focus: CardFocus = .center) -> CardEffectLayout<Self, Effect> {
        CardEffectLayout(self, effect: effect, focus: focus)
    }
}
