import Foundation
import LayoutKitCollectionViewCore
import LayoutKitCore

extension CollectionViewHost {
    /// Asks the appearing and disappearing attributes of the elements on screen before and after
    /// a change whose new layout is prepared, and sets up every element's animation (none when
    /// the animation takes no time), leaving alone the elements the layout animates itself
    /// (``AnimatingLayout/animatesOwnElement(_:)``): those show the layout's answers. An
    /// element still in an animation of the host's stays the host's, so it never jumps.
    ///
    /// The change starts from what is on screen: when the visible rectangle moved since the last
    /// frame (the change moved the content offset, a layout change landed), the elements shown
    /// and those leaving start as far off in the content, so that on screen nothing jumps.
    ///
    /// - Parameter keyAfter: where an element before the change is after it, or `nil` when it
    ///   is gone.
    func beginTransition(animation: HostAnimation, keyAfter: (ElementKey) -> ElementKey?) {
        let shift = CGPoint(x: visibleRect.minX - cache.presentedOrigin.x, y: visibleRect.minY - cache.presentedOrigin.y)
        updates.leaving = updates.leaving.map { $0.shifted(by: shift) }
        cache.presentedOrigin = visibleRect.origin
        // In key order (the order UIKit asks for final attributes), as shown.
        let before = presentedElements.map { $0.shifted(by: shift) }
        let after = core.elements(in: bounds)
        let finals = before.map { core.layoutFinalAttributes(forDisappearing: $0.key) }
        let initials = after.map { core.layoutInitialAttributes(forAppearing: $0.key) }
        guard animation.duration > 0 else {
            updates.animations = [:]
            return
        }
        let afterKeys = Set(after.map(\.key))
        var carried: [ElementKey: LayoutAttributes] = [:]
        var moving: [ElementKey: ElementAnimation] = [:]
        func animate(_ from: LayoutAttributes, to end: LayoutAttributes) -> ElementAnimation {
            var start = from
            (start.indexPath, start.category) = (end.indexPath, end.category)
            return ElementAnimation(from: start, to: end, start: time, animation: animation)
        }
        // An element the host is animating stays the host's until its animation ends.
        var hostOwned: Set<ElementKey> = []
        func selfAnimated(_ key: ElementKey) -> Bool { !hostOwned.contains(key) && core.animatesOwnElement(key) }
        for (current, final) in zip(before, finals) {
            let key = current.key
            let newKey = keyAfter(key)
            if let newKey, updates.animations[key] != nil { hostOwned.insert(newKey) }
            if let newKey, afterKeys.contains(newKey) {
                if selfAnimated(newKey) { continue }
                carried[newKey] = current
            } else if updates.animations[key] == nil,
                newKey.map(core.animatesOwnElement) ?? core.departsOnItsOwn(key)
            {
                continue
            } else if let newKey, var end = final ?? core.element(newKey) {
                (end.indexPath, end.category) = (newKey.indexPath, newKey.category)
                moving[newKey] = animate(current, to: end)
            } else {
                var end = final ?? current
                if final == nil { end.alpha = 0 }
                (end.indexPath, end.category) = (current.indexPath, current.category)
                updates.leaving.append(ElementAnimation(from: current, to: end, start: time, animation: animation))
            }
        }
        for (end, initial) in zip(after, initials) where !selfAnimated(end.key) {
            var faded = end
            faded.alpha = 0
            moving[end.key] = animate(initial ?? carried[end.key] ?? faded, to: end)
        }
        updates.animations = moving
    }
}
