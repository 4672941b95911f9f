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
/// shared gravity, some air resistance that lets it come to rest, and a collision with the
/// other hanging items and the screen's edges (so a crowd of them stays on screen).
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
    private var context: LayoutContext?
    /// Dropped items still falling.
    private var falling: Set<ElementKey> = []

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
        }
        if first || pass.reset {
            falling = []
            for indexPath in context.allItemIndexPaths { try launch(indexPath, in: pass.manager) }
        }
    }

    /// The hanging and flying items whose frames meet `rect`.
    public func attributes(in rect: CGRect) -> [LayoutAttributes] {
        driver.attributes(in: rect, home: nil)
    }

    public func attributes(at indexPath: IndexPath) -> LayoutAttributes? {
        driver.attributes(at: indexPath, home: nil)
    }

    /// Notes an invalidation: one of everything (new data without a batch update) sends every
    /// item in again at the next pass.
    public func invalidate(with context: InvalidationContext) {
        driver.invalidate(with: context)
    }

    /// Carries every body to its item's new index path; the deleted items lose their attachment
    /// and fall out as departing elements; the inserted ones fly in from the right.
    ///
    /// - Throws: the animator's errors for a new body.
    public func prepare(forUpdates plan: UpdatePlan) throws {
        guard let manager = driver.beginUpdate(), let context else { return }
        manager.remapLettingDeletedFall(with: plan, outOf: collision)
        falling = Set(falling.compactMap { plan.keyAfterUpdate(for: $0) })
        for indexPath in context.allItemIndexPaths where plan.isAppearing(indexPath) {
            try launch(indexPath, in: manager)
        }
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
    /// fallen already) is reported at once; dropping a falling item again does nothing.
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
            channel?.reportItemsLeft([indexPath])
            return
        }
        manager.detachSpring(of: key)
        manager.withdraw(key, from: collision)
        falling.insert(key)
    }

    /// Steps the animator by one frame of `duration` seconds, lets go of the deleted items now
    /// below the screen and reports the dropped ones that got there through the channel.
    ///
    /// - Throws: an error an update met, then the animator's.
    public func advanceAnimations(by duration: TimeInterval) throws {
        try driver.advance(by: duration)
        guard let manager else { return }
        let isBelow = { [contentSize] (attributes: LayoutAttributes) in attributes.frame.minY >= contentSize.height }
        manager.removeDeparted(where: isBelow)
        let gone = falling.filter { manager.attributes(for: $0).map(isBelow) ?? true }
        guard !gone.isEmpty else { return }
        for key in gone { manager.removeElement(key) }
        falling.subtract(gone)
        channel?.reportItemsLeft(gone.map(\.indexPath).sorted())
    }

    /// The behaviours every body shares: the gravity, the collision between the items and with
    /// the screen's edges, and the air's resistance.
    private func makeSharedBehaviors() -> [DynamicItemsBehavior] {
        let gravity = GravityBehavior()
        gravity.magnitude = configuration.gravity
        let air = DynamicItemBehavior()
        air.resistance = configuration.resistance
        air.angularResistance = configuration.resistance
        return [gravity, collision, air]
    }

    /// Gives the item at `indexPath` a body off screen to the right, hung from the shared point.
    private func launch(_ indexPath: IndexPath, in manager: BehaviorManager) throws {
        let size = context?.itemSizeProvider?(indexPath) ?? configuration.itemSize
        let frame = CGRect(x: contentSize.width + size.width, y: configuration.launchTop, width: size.width, height: size.height)
        try manager.addElement(LayoutAttributes(indexPath: indexPath, category: .cell, frame: frame), anchor: hangingPoint)
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
