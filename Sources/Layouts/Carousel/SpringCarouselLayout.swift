import Foundation
import LayoutKitCore

/// The spring carousel of "iOS 7 Day-by-Day: UIDynamics with collection views" (Sam Davies): a
/// horizontal row of items resting on the bottom edge, each hung on a spring to its slot, that
/// lag behind the finger and bounce, and a new item that drops in from the top.
///
/// It is the ``PhysicsLayout`` of a ``SpringCarouselPolicy``. The slots (``CarouselSlots``) are a horizontal ``FlowLayout`` whose section inset pushes the row to the bottom
/// (top inset = bounds height − item height). The items near the viewport (widened by two item
/// widths each side) have bodies: a spring to the slot (length 0,
/// damping 0.5, 0.8 Hz), one shared gravity (0.3), one shared collision with the content's
/// edges and elasticity 1. A scroll step moves each body by `delta × min(1, |anchor.x −
/// touch.x| / 500)`, so items far from the finger lag behind and spring back.
///
/// An insert (`indexPathForInsertion()` is right of the center item) carries every body by
/// identity: the items after the insertion point start where their predecessors were, and their
/// springs pull them one slot over; the new item starts at the top of the content above its
/// slot (its center one content height less its own height higher) and falls in. The layout
/// animates those itself: no host tween fights the physics. A deleted item with a body loses
/// its spring and its collision and falls out of the bottom edge (`departingElements(in:)`),
/// its body let go once out of view; its neighbours slide over. A new viewport size puts every item at rest on its new slot, for
/// the host to animate.
///
/// ```swift
/// let carousel = SpringCarouselLayout()
/// let host = try CollectionViewHost(layout: carousel, frameSize: CGSize(width: 320, height: 568), itemCounts: [20])
/// var update = BatchUpdate()
/// let slot = carousel.indexPathForInsertion()
/// update.insertItems([slot])
/// try host.performBatchUpdates(update, countsAfter: [21])
/// try host.runUntilIdle()   // the neighbours slid over, the new item fell into its slot
/// ```
///
/// - Complexity: per frame and per scroll step O(bodies) (about the visible items plus four)
///   and the query of the widened viewport's slots; a change of the item count costs nothing per
///   item when the items have the configured size (the slots are a closed-form line), and relays
///   the flow out, O(items), when the host gives per-item sizes.
public typealias SpringCarouselLayout = PhysicsLayout<SpringCarouselPolicy>

extension PhysicsLayout where Policy == SpringCarouselPolicy {
    /// Creates a carousel with `configuration`.
    public convenience init(configuration: SpringCarouselConfiguration = SpringCarouselConfiguration()) {
        self.init(policy: SpringCarouselPolicy(configuration: configuration))
    }

    /// The slots' flow, used when the host gives per-item sizes or there are several sections.
    public var flow: FlowLayout { base.flow }

    /// Where an item inserted right of the center item goes: after the visible slot nearest the
    /// viewport's middle when that slot is left of the middle, at it otherwise; the first index
    /// path of an empty carousel.
    public func indexPathForInsertion() -> IndexPath {
        guard let bounds = driver.lastBounds else { return IndexPath(item: 0, section: 0) }
        let cells = base.attributes(in: bounds).filter { $0.category == .cell }
        guard let center = cells.min(by: { abs($0.center.x - bounds.midX) < abs($1.center.x - bounds.midX) }) else {
            return IndexPath(item: 0, section: 0)
        }
        return IndexPath(item: center.indexPath.item + (center.center.x < bounds.midX ? 1 : 0), section: center.indexPath.section)
    }
}
