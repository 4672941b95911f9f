import Foundation
import LayoutKitBehaviors
import LayoutKitCore

/// The physics toy of "UICollectionView + UIKit Dynamics" (Ash Furrow, objc.io issue 5, "beyond
/// flow"), done properly: items hang on long springs from one shared point, under a shared
/// gravity, and knock each other about.
///
/// The layout does not scroll: its content is the frame less the top inset. It starts empty
/// (or with whatever the host has). Each inserted item appears off screen to the right, at
/// (frame's maxX + its width, ``PhysicsToyConfiguration/launchTop``), tied by an attachment to
/// the shared point at the top center (length 300, damping 0.4, 1 Hz), and swings in under a
/// shared gravity, some air resistance and friction that let it come to rest, and a collision
/// with the other hanging items and the screen's edges (so a crowd of them stays on screen),
/// which an item joins as it crosses the screen's edge.
/// While the hanging items cover ``PhysicsToyConfiguration/crowdShare`` of the screen, a new
/// item waits at rest where it would appear, and swings in once others have left.
/// ``dropItem(at:)`` cuts an item's attachment and takes it out of the collision: it falls out
/// through the others and the floor, and once it is below the screen the layout reports it
/// through its channel (``LayoutChannel/reportItemsLeft(_:)``): the host hands it to the app
/// between frames (`CollectionViewHost.onItemsLeft`, or the adapter's), which deletes it. A delete update for an item still hanging, or still flying in,
/// lets it fall out the same way, shown through ``departingElements(in:)`` until it is below
/// the screen. Inserts, drops and deletes overlap in any number, with no timer and no cap. The
/// layout animates every cell
/// itself: the host never tweens them.
///
/// ```swift
/// let toy = PhysicsToyLayout()
/// let host = try CollectionViewHost(layout: toy, frameSize: CGSize(width: 320, height: 568), itemCounts: [0])
/// host.onItemsLeft = { [unowned host] gone in
///     var update = BatchUpdate()
///     update.deleteItems(gone)
///     try host.performBatchUpdates(update, countsAfter: [host.itemCounts[0] - gone.count])
/// }
/// var update = BatchUpdate()
/// update.insertItems([IndexPath(item: 0, section: 0)])
/// try host.performBatchUpdates(update, countsAfter: [1])   // swings in from the right
/// try host.advance(frames: 120)
/// try toy.dropItem(at: IndexPath(item: 0, section: 0))    // falls out, then leaves the data
/// ```
///
/// - Complexity: per frame O(bodies) for the exits plus the animator's step (its collision
///   between items is found on a spatial grid).
public final class PhysicsToyLayout: AnimatingLayout {
    /// The settings.
    public let configuration: PhysicsToyConfiguration
    /// The frame less the top inset, in points.
    public private(set) var contentSize: CGSize = .zero

    /// The channel, the animator, the bodies and the update they are carried through.
    private let driver = PhysicsDriver()
    /// The collision between the hanging items and with the screen's edges.
    private let collision = CollisionBehavior()
    /// The collision between the items flying in, off screen (no edges).
    private let arrivals = CollisionBehavior()
    private var context: LayoutContext?
    /// Dropped items still falling.
    private var falling: Set<ElementKey> = []
    /// Items held off screen while the crowd is full (``PhysicsToyConfiguration/crowdShare``).
    private var waiting = ToyWaitingLine()
    /// Items flying in that are still wholly right of the screen: they collide only with each
    /// other (``arrivals``) and join the crowd's collision as they cross the screen's edge, so
    /// that a crowd pressed against the edge cannot hold one outside (the screen's edges push
    /// back only an item across them).
    private var arriving: Set<ElementKey> = []

    /// Creates an empty toy with `configuration`.
    public init(configuration: PhysicsToyConfiguration = PhysicsToyConfiguration()) {
        self.configuration = configuration
    }

    /// Tells the host when the items move and when they rest.
    public var channel: LayoutChannel? { driver.channel }
    /// The animator running the items. Its delegate is the layout's.
    public var animator: DynamicAnimator { driver.animator }
    /// The bodies, once the layout was prepared.
    private var manager: BehaviorManager? { driver.manager }

    /// The shared point every attachment hangs from, in points.
    public var hangingPoint: CGPoint {
        CGPoint(x: contentSize.width / 2 + configuration.hangingPointOffset.x, y: configuration.hangingPointOffset.y)
    }

    /// The number of items with a body (hanging, flying in or falling before their delete).
    package var bodyCount: Int { manager?.count ?? 0 }

    /// The number of deleted items still falling out.
    package var departingCount: Int { manager?.departedCount ?? 0 }

    /// Sizes the content to the frame less the top inset (moving the shared point with it), sends
    /// in the items present at the first call, and waits for the update plan when the item counts
    /// changed.
    ///
    /// - Throws: ``LayoutError/invalidParameter(name:value:reason:)`` for bad settings,
    ///   ``LayoutError/invalidItemSize(_:_:)`` for a negative or non-finite item size (nothing
    ///   changes then); an error an earlier update met.
    public func prepare(_ context: LayoutContext) throws {
        try configuration.validate()
        let recounted = self.context.map { $0.itemCounts != context.itemCounts } ?? true
        if recounted { try validateSizes(in: context) }
        let first = self.context == nil
        let size = CGSize(width: context.bounds.width, height: max(0, context.bounds.height - context.contentInset.top))
        let pass = try driver.beginPass(
            context, contentSize: size, spring: configuration.spring, boundary: collision, resetsOnResize: false
        ) { makeSharedBehaviors() }
        self.context = context
        if size != contentSize {
            contentSize = size
            for indexPath in pass.manager.managedIndexPaths { pass.manager.setAnchor(hangingPoint, of: .cell(indexPath)) }
            waiting.relocate(launchAttributes)
        }
        if first || pass.reset {
            falling = []
            arriving = []
            waiting.removeAll()
            for indexPath in context.allItemIndexPaths { waiting.append(launchAttributes(indexPath)) }
        }
        try admitWaiting(in: pass.manager)
    }

    /// The hanging, flying and waiting items whose frames meet `rect`.
    public func attributes(in rect: CGRect) -> [LayoutAttributes] {
        driver.attributes(in: rect, home: nil) + waiting.attributes(in: rect)
    }

    public func attributes(at indexPath: IndexPath) -> LayoutAttributes? {
        driver.attributes(at: indexPath, home: nil) ?? waiting.attributes(for: .cell(indexPath))
    }

    /// Notes an invalidation: one of everything (new data without a batch update) sends every
    /// item in again at the next pass.
    public func invalidate(with context: InvalidationContext) {
        driver.invalidate(with: context)
    }

    /// Carries every body and every waiting item to its item's new index path; the deleted
    /// items lose their attachment and fall out as departing elements (a deleted waiting item
    /// just leaves the line); the inserted ones fly in from the right, or wait in line while the
    /// crowd is full.
    ///
    /// - Throws: the animator's errors for a new body.
    public func prepare(forUpdates plan: UpdatePlan) throws {
        guard let manager = driver.beginUpdate(), let context else { return }
        manager.remapLettingDeletedFall(with: plan, outOf: collision, arrivals)
        falling = Set(falling.compactMap { plan.keyAfterUpdate(for: $0) })
        arriving = Set(arriving.compactMap { plan.keyAfterUpdate(for: $0) })
        waiting.remap(with: plan)
        for indexPath in context.allItemIndexPaths where plan.isAppearing(indexPath) {
            waiting.append(launchAttributes(indexPath))
        }
        try admitWaiting(in: manager)
    }

    /// Ends the batch update's set-up.
    public func finalizeUpdates() {
        driver.endUpdate()
    }

    /// True for every cell: the host shows the physics, never a tween.
    public func animatesOwnElement(_ element: ElementKey) -> Bool { element.category == .cell }

    /// True for every cell: a deleted item falls out on its own.
    public func animatesOwnDisappearingElement(_ element: ElementKey) -> Bool { element.category == .cell }

    /// The deleted items still falling out, at their index paths before the delete.
    public func departingElements(in rect: CGRect) -> [LayoutAttributes] {
        driver.departingElements(in: rect)
    }

    /// Cuts the attachment of the item at `indexPath`: it falls out, and once below the screen
    /// the layout reports it gone through its channel. An item without a body (of zero size, or
    /// fallen already) or still waiting off screen is reported at once; dropping a falling item
    /// again does nothing.
    ///
    /// - Throws: ``LayoutError/indexPathOutOfRange(_:sectionCount:itemCount:)`` for an item the
    ///   collection does not have (nothing changes).
    public func dropItem(at indexPath: IndexPath) throws {
        guard let context, let manager else {
            throw LayoutError.indexPathOutOfRange(indexPath, sectionCount: 0, itemCount: nil)
        }
        try context.validateItem(indexPath)
        let key = ElementKey.cell(indexPath)
        guard manager.contains(key) else {
            waiting.remove(key)
            channel?.reportItemsLeft([indexPath])
            return
        }
        manager.detachSpring(of: key)
        manager.withdraw(key, from: collision, arrivals)
        arriving.remove(key)
        falling.insert(key)
    }

    /// Steps the animator by one frame of `duration` seconds, lets go of the deleted items now
    /// below the screen, reports the dropped ones that got there through the channel, and lets
    /// waiting items in where the crowd has room.
    ///
    /// - Throws: an error an update met, then the animator's.
    public func advanceAnimations(by duration: TimeInterval) throws {
        try driver.advance(by: duration)
        guard let manager else { return }
        let isBelow = { [contentSize] (attributes: LayoutAttributes) in attributes.frame.minY >= contentSize.height }
        manager.removeDeparted(where: isBelow)
        let gone = falling.filter { manager.attributes(for: $0).map(isBelow) ?? true }
        if !gone.isEmpty {
            for key in gone { manager.removeElement(key) }
            falling.subtract(gone)
            channel?.reportItemsLeft(gone.map(\.indexPath).sorted())
        }
        enlistArrivals(in: manager)
        try admitWaiting(in: manager)
    }

    /// Puts into the crowd's collision the arriving items that have reached the screen's right
    /// edge: all found first, then moved, so that the world is rebuilt once.
    ///
    /// - Complexity: O(arriving items).
    private func enlistArrivals(in manager: BehaviorManager) {
        let crossed = arriving.filter { key in
            manager.attributes(for: key).map { $0.frame.minX < contentSize.width } ?? true
        }
        for key in crossed {
            manager.withdraw(key, from: arrivals)
            manager.enlist(key, in: collision)
        }
        arriving.subtract(crossed)
    }

    /// The behaviours every body shares: the gravity, the collision between the items and with
    /// the screen's edges, the collision of the items flying in, and the air's resistance (a
    /// body is then taken out of the collision it is not in).
    private func makeSharedBehaviors() -> [DynamicItemsBehavior] {
        let gravity = GravityBehavior()
        gravity.magnitude = configuration.gravity
        let air = DynamicItemBehavior()
        air.resistance = configuration.resistance
        air.angularResistance = configuration.resistance
        air.friction = configuration.friction
        return [gravity, collision, arrivals, air]
    }

    /// Where the item at `indexPath` appears: off screen to the right.
    private func launchAttributes(_ indexPath: IndexPath) -> LayoutAttributes {
        let size = context?.itemSizeProvider?(indexPath) ?? configuration.itemSize
        let frame = CGRect(x: contentSize.width + size.width, y: configuration.launchTop, width: size.width, height: size.height)
        return LayoutAttributes(indexPath: indexPath, category: .cell, frame: frame)
    }

    /// Gives the waiting items, the oldest first, bodies hung from the shared point while the
    /// hanging crowd stays within ``PhysicsToyConfiguration/crowdShare`` of the content's area
    /// (an item alone is let in whatever its size).
    ///
    /// - Complexity: O(bodies) when some item waits.
    private func admitWaiting(in manager: BehaviorManager) throws {
        guard !waiting.isEmpty else { return }
        let room = configuration.crowdShare * contentSize.width * contentSize.height
        var covered = manager.cellArea(excluding: falling)
        while let next = waiting.first, covered == 0 || covered + next.size.width * next.size.height <= room {
            if try manager.addElement(next, anchor: hangingPoint) {
                manager.withdraw(next.key, from: collision)
                arriving.insert(next.key)
            }
            waiting.removeFirst()
            covered += next.size.width * next.size.height
        }
    }

    /// Throws for the first item of `context` whose provided size is negative or not finite.
    private func validateSizes(in context: LayoutContext) throws {
        guard let provider = context.itemSizeProvider else { return }
        for indexPath in context.allItemIndexPaths {
            let size = provider(indexPath)
            guard size.isFinite, size.width >= 0, size.height >= 0 else { throw LayoutError.invalidItemSize(indexPath, size) }
        }
    }
}
