import Foundation

extension AnimatingLayout {
    /// By default, nothing: the channel's messages come from elsewhere (an animator's steps).
    public func advanceAnimations(by duration: TimeInterval) throws {}

    /// By default, `false`: the host animates every element, as UIKit does.
    public func animatesOwnElement(_ element: ElementKey) -> Bool { false }

    /// By default, `false`: the host fades a removed element out, as UIKit does.
    public func animatesOwnDisappearingElement(_ element: ElementKey) -> Bool { false }

    /// By default, none.
    public func departingElements(in rect: CGRect) -> [LayoutAttributes] { [] }
}
