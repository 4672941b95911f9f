import Foundation
import LayoutKitBehaviors
import LayoutKitCore

/// The spring carousel of "iOS 7 Day-by-Day: UIDynamics with collection views" (Sam Davies): a
/// horizontal row of items resting on the bottom edge, each hung on a spring to its slot, that
/// lag behind the finger and bounce, and a new item that drops in from the top.
///
/// The slots are a horizontal ``FlowLayout`` whose section inset pushes the row to the bottom
/// (top inset = bounds height − item height). The items near the viewport (widened by two item
/// widths each side) have bodies in a ``BehaviorManager``: a spring to the slot (length 0,
/// damping 0.5, 0.8 Hz), one shared gravity (0.3), one shared collision with the content's
/// edges and elasticity 1. A scroll step moves each body by `delta × min(1, |anchor.x −
/// touch.x| / 500)`, so items far from the finger lag behind and spring back.
///
/// An insert (``indexPathForInsertion()`` is right of the center item) carries every body by
/// identity: the items after the insertion point start where their predecessors were, and their
/// springs pull them one slot over; the new item starts at the top of the content above its
/// slot (its center one content height less its own height higher) and falls in. The layout
/// animates those itself: no host tween fights the physics. A deleted item with a body loses
/// its spring and its collision and falls out of the bottom edge (``departingElements(in:)``),
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
public final class SpringCarouselLayout: AnimatingLayout {
    /// The settings.
    public let configuration: SpringCarouselConfiguration
    /// The slots when the host gives per-item sizes or several sections: a horizontal flow
    /// with the items on the bottom edge.
    public let flow: FlowLayout
    /// The slots otherwise: the same line in closed form.
    private let line: CarouselSlotLine
    /// True when the last pass used ``line``.
    private var usesLine = false
    /// The channel, the animator, the bodies and the update they are carried through.
    private let driver = PhysicsDriver()
    /// The collision with the content's edges.
    private let collision = CollisionBehavior()
    /// The items the update being set up deletes that have a body, by their keys before it.
    private var falling: Set<ElementKey> = []

    /// Creates a carousel with `configuration`.
    public init(configuration: SpringCarouselConfiguration = SpringCarouselConfiguration()) {
        self.configuration = configuration
        flow = FlowLayout {
            $0.scrollDirection = .horizontal
            $0.itemSize = configuration.itemSize
            $0.minimumLineSpacing = configuration.spacing
        }
        line = CarouselSlotLine(itemSize: configuration.itemSize, spacing: configuration.spacing)
    }

    /// Where the slots come from in this pass.
    private var slots: any CollectionLayout { usesLine ? line : flow }

    /// Tells the host when the items move and when they rest.
    public var channel: LayoutChannel? { driver.channel }
    /// The animator running the items. Its delegate is the layout's.
    public var animator: DynamicAnimator { driver.animator }
    /// The bodies, once the layout was prepared.
    private var manager: BehaviorManager? { driver.manager }

    /// The number of items with a body.
    package var bodyCount: Int { manager?.count ?? 0 }

    public var contentSize: CGSize { slots.contentSize }

    public var scrollDirection: ScrollDirection { .horizontal }

    /// Lays the slots out on the bottom edge and gives bodies to the items near the viewport;
    /// after a new viewport size every item rests on its new slot; when the item counts changed
    /// it waits for the update plan.
    ///
    /// - Throws: ``LayoutError`` for bad settings or what the flow throws (a bad item size);
    ///   ``DynamicsError`` from the animator, or an error an earlier step met.
    public func prepare(_ context: LayoutContext) throws {
        try configuration.validate()
        if CarouselSlotLine.fits(context) {
            try line.prepare(context)
            usesLine = true
        } else {
            flow.configuration.sectionInset.top = max(0, context.insetViewportSize.height - configuration.itemSize.height)
            try flow.prepare(context)
            usesLine = false
        }
        let pass = try driver.beginPass(context, contentSize: contentSize, spring: configuration.spring, boundary: collision) {
            makeSharedBehaviors()
        }
        if driver.isWaitingForPlan { return }
        try pass.manager.reanchor(to: slots)
        try tile(around: context.bounds)
    }

    /// The items the physics moves, and the flow's slots for the rest.
    public func attributes(in rect: CGRect) -> [LayoutAttributes] {
        driver.attributes(in: rect, home: slots)
    }

    public func attributes(at indexPath: IndexPath) -> LayoutAttributes? {
        driver.attributes(at: indexPath, home: slots)
    }

    /// Passes the invalidation to the flow; one of everything (new data without a batch update,
    /// as reloadData) puts every item at rest on its slot at the next pass.
    public func invalidate(with context: InvalidationContext) {
        driver.invalidate(with: context)
        slots.invalidate(with: context)
    }

    /// The scroll response of the springy wrapper along x (``SpringCarouselConfiguration/resistance``),
    /// and the bodies follow the viewport.
    public func shouldInvalidate(forBoundsChange newBounds: CGRect, in context: LayoutContext) -> Bool {
        driver.noteTouch(of: context)
        let flowWants = slots.shouldInvalidate(forBoundsChange: newBounds, in: context)
        guard let manager, !driver.isWaitingForPlan, !flowWants else { return flowWants }
        let delta = newBounds.minX - context.bounds.minX
        driver.keepingErrors {
            if let touch = driver.lastTouch, delta != 0 {
                try manager.followScroll(by: delta, along: .horizontal, touch: touch, resistance: configuration.resistance)
            }
            try tile(around: newBounds)
        }
        return false
    }

    /// Carries every body to its item's new slot (the items after an insertion start where
    /// their predecessors were), lets the deleted items fall out of the bottom and drops the
    /// inserted items in from the top of the content.
    ///
    /// - Throws: what the slots throw, or the animator's errors for a new body.
    public func prepare(forUpdates plan: UpdatePlan) throws {
        try slots.prepare(forUpdates: plan)
        guard let manager = driver.beginUpdate(), let bounds = driver.lastBounds else { return }
        falling = Set(manager.remapLettingDeletedFall(with: plan, outOf: collision))
        try manager.reanchor(to: slots)
        try tile(around: bounds) { [contentSize] slot in
            guard plan.isAppearing(slot.indexPath) else { return nil }
            var start = slot
            start.center.y -= contentSize.height - slot.size.height
            return start
        }
    }

    public func finalizeUpdates() {
        slots.finalizeUpdates()
        driver.endUpdate()
        falling = []
    }

    /// True during a batch update for every item with a body: the host shows the physics.
    public func animatesOwnElement(_ element: ElementKey) -> Bool {
        driver.isSettingUpUpdate && manager?.contains(element) == true
    }

    /// True during a batch update for the deleted items that fall out (key before the update).
    public func animatesOwnDisappearingElement(_ element: ElementKey) -> Bool {
        driver.isSettingUpUpdate && falling.contains(element)
    }

    /// The deleted items still falling out, at their index paths before the delete.
    public func departingElements(in rect: CGRect) -> [LayoutAttributes] {
        driver.departingElements(in: rect)
    }

    /// Steps the physics by one frame of `duration` seconds and lets go of the deleted items
    /// out of view: fallen below the viewport, beside the content a delete made narrower, or
    /// scrolled away, as a collection view animates no deleted item it does not show (a falling
    /// item only falls, out of every collision, so none comes back into view on its own); the
    /// host calls it while anything moves.
    ///
    /// - Throws: an error a scroll step or an update met, then the animator's.
    public func advanceAnimations(by duration: TimeInterval) throws {
        try driver.advance(by: duration)
        let inView = driver.lastBounds ?? CGRect(origin: .zero, size: contentSize)
        manager?.removeDeparted { !$0.frame.intersects(inView) }
    }

    public var flipsHorizontallyInOppositeLayoutDirection: Bool { true }

    /// Where an item inserted right of the center item goes: after the visible slot nearest the
    /// viewport's middle when that slot is left of the middle, at it otherwise; the first index
    /// path of an empty carousel.
    public func indexPathForInsertion() -> IndexPath {
        guard let bounds = driver.lastBounds else { return IndexPath(item: 0, section: 0) }
        let cells = slots.attributes(in: bounds).filter { $0.category == .cell }
        guard let center = cells.min(by: { abs($0.center.x - bounds.midX) < abs($1.center.x - bounds.midX) }) else {
            return IndexPath(item: 0, section: 0)
        }
        return IndexPath(item: center.indexPath.item + (center.center.x < bounds.midX ? 1 : 0), section: center.indexPath.section)
    }

    /// The behaviours every body shares: the gravity, the collision with the content's edges,
    /// and a bounce of elasticity 1.
    private func makeSharedBehaviors() -> [DynamicItemsBehavior] {
        let gravity = GravityBehavior()
        gravity.magnitude = configuration.gravity
        collision.collisionMode = .boundaries
        let bounce = DynamicItemBehavior()
        bounce.elasticity = 1
        return [gravity, collision, bounce]
    }

    /// Gives bodies to the items in the viewport widened by ``SpringCarouselConfiguration/tilingMargin``
    /// each side and takes them from the others; a new body starts where `start` says, at its
    /// slot when it says `nil`.
    private func tile(around bounds: CGRect, startingAt start: (LayoutAttributes) -> LayoutAttributes? = { _ in nil }) throws {
        guard let manager else { return }
        let margin = configuration.tilingMargin
        let region = CGRect(
            x: bounds.minX - margin, y: 0, width: bounds.width + 2 * margin, height: max(contentSize.height, bounds.maxY))
        try manager.reconcile(with: slots.attributes(in: region).filter { $0.category == .cell }, startingAt: start)
    }

}
