import Foundation

extension AnimatingLayout {
    /// By default, none: the layout has nothing of its own to tell.
    public var channel: LayoutChannel? { nil }

    /// By default, the layout's own channel.
    public var channels: [LayoutChannel] { channel.map { [$0] } ?? [] }

    /// By default, what the layout's own channel said.
    public func takeChanges() -> LayoutChanges { channel?.takeChanges() ?? LayoutChanges() }

    /// True while any channel of the tree this layout heads says it animates.
    ///
    /// - Complexity: O(layouts in the tree).
    public var isAnimating: Bool { channels.contains { $0.isAnimating } }

    /// By default, nothing: the channel's messages come from elsewhere (an animator's steps).
    public func advanceAnimations(by duration: TimeInterval) throws {}

    /// By default, `false`: the host animates every element, as UIKit does.
    public func animatesOwnElement(_ element: ElementKey) -> Bool { false }

    /// By default, `false`: the host fades a removed element out, as UIKit does.
    public func animatesOwnDisappearingElement(_ element: ElementKey) -> Bool { false }

    /// By default, none.
    public func departingElements(in rect: CGRect) -> [LayoutAttributes] { [] }
}
