import Foundation
import LayoutKitBehaviors
import LayoutKitCore

/// The policy of ``PhysicsToyLayout``: it gives the bodies itself. Each item waits off screen to
/// the right until the crowd has room, then swings in on a long spring from one shared point,
/// under a shared gravity, air resistance and friction, colliding with the other hanging items
/// and the screen's edges once it has crossed the screen's edge; a deleted or dropped item falls
/// out through the others and the floor.
public final class PhysicsToyPolicy: ConfiguredPhysicsPolicy {
    /// The settings.
    public let configuration: PhysicsToyConfiguration
    /// The screen and the items waiting off it.
    public let homes = ToyStage()
    /// The collision between the hanging items and with the screen's edges.
    private let collision = CollisionBehavior()
    /// The collision between the items flying in, off screen (no edges).
    private let arrivals = CollisionBehavior()
    private var context: LayoutContext?
    /// True when the last pass gave the screen a new size.
    private var resized = false
    /// Dropped items still falling.
    private var falling: Set<ElementKey> = []
    /// Items flying in that are still wholly right of the screen: they collide only with each
    /// other (``arrivals``) and join the crowd's collision as they cross the screen's edge, so
    /// that a crowd pressed against the edge cannot hold one outside (the screen's edges push
    /// back only an item across them).
    private var arriving: Set<ElementKey> = []

    /// Creates the policy of a toy with `configuration`.
    public init(configuration: PhysicsToyConfiguration = PhysicsToyConfiguration()) {
        self.configuration = configuration
    }

    /// The configuration's spring, its rest length scaled to the canvas
    /// (``PhysicsToyConfiguration/canvasScale(for:)``).
    public var spring: SpringSettings {
        var scaled = configuration.spring
        scaled.length *= canvasScale
        return scaled
    }
    /// The collision between the hanging items and with the screen's edges.
    public var boundary: CollisionBehavior? { collision }
    /// False: a new screen size moves the shared point, and the items swing after it.
    public var restsOnResize: Bool { false }
    /// False: the policy gives the bodies, and the stage shows only the waiting items.
    public var homesPlaceEveryElement: Bool { false }
    /// A deleted item loses its spring and every collision, and falls out.
    public var departure: Departure { .fallsOut(of: [collision, arrivals]) }

    /// The shared point every attachment hangs from, in points: the top centre, moved by the
    /// configuration's offset scaled to the canvas.
    var hangingPoint: CGPoint {
        let offset = configuration.hangingPointOffset
        return CGPoint(x: homes.contentSize.width / 2 + offset.x * canvasScale, y: offset.y * canvasScale)
    }

    /// How much the configuration's lengths scale on this canvas.
    private var canvasScale: CGFloat { configuration.canvasScale(for: homes.contentSize) }

    /// Checks the settings and the provided item sizes (when the counts changed), and sizes the
    /// screen.
    ///
    /// - Throws: ``LayoutError/invalidParameter(name:value:reason:)`` for bad settings,
    ///   ``LayoutError/invalidItemSize(_:_:)`` for a negative or non-finite item size.
    public func prepare(_ context: LayoutContext) throws {
        try configuration.validate()
        if self.context.map({ $0.itemCounts != context.itemCounts }) ?? true { try validateSizes(in: context) }
        let size = homes.contentSize
        try homes.prepare(context)
        resized = homes.contentSize != size
        self.context = context
    }

    /// The gravity, the collision between the items and with the screen's edges, the collision
    /// of the items flying in, and the air's resistance (a body is then taken out of the
    /// collision it is not in).
    public func makeSharedBehaviors() -> [DynamicItemsBehavior] {
        let gravity = GravityBehavior()
        gravity.magnitude = configuration.gravity
        let air = DynamicItemBehavior()
        air.resistance = configuration.resistance
        air.angularResistance = configuration.resistance
        air.friction = configuration.friction
        return [gravity, collision, arrivals, air]
    }

    /// True once a falling item is wholly below the screen.
    public func hasLeft(_ departed: LayoutAttributes, viewport bounds: CGRect) -> Bool { isBelowScreen(departed) }

    /// True when `item` is wholly below the screen.
    private func isBelowScreen(_ item: LayoutAttributes) -> Bool { item.frame.minY >= homes.contentSize.height }

    /// Moves the shared point and sets the springs' length for a new screen size, sends in every item at the first pass and
    /// after a restart, and lets waiting items in.
    ///
    /// - Throws: the animator's errors for a new body.
    public func didPrepare(_ bodies: PhysicsBodies, restarted: Bool) throws {
        if resized {
            try bodies.setSpringLength(spring.length)
            for indexPath in bodies.cellIndexPaths { bodies.setAnchor(hangingPoint, of: .cell(indexPath)) }
            homes.waiting.relocate(launchAttributes)
        }
        if restarted, let context {
            falling = []
            arriving = []
            homes.waiting.removeAll()
            for indexPath in context.allItemIndexPaths { homes.waiting.append(launchAttributes(indexPath)) }
        }
        try admitWaiting(into: bodies)
    }

    /// Carries the dropped, arriving and waiting items to their new index paths, and sends the
    /// inserted ones in (or into the waiting line while the crowd is full).
    ///
    /// - Throws: the animator's errors for a new body.
    public func didCarry(_ bodies: PhysicsBodies, through plan: UpdatePlan) throws {
        falling = Set(falling.compactMap { plan.keyAfterUpdate(for: $0) })
        arriving = Set(arriving.compactMap { plan.keyAfterUpdate(for: $0) })
        homes.waiting.remap(with: plan)
        for indexPath in plan.appearingIndexPaths { homes.waiting.append(launchAttributes(indexPath)) }
        try admitWaiting(into: bodies)
    }

    /// Reports the dropped items now below the screen, puts the arriving items that crossed the
    /// screen's edge into the crowd's collision, and lets waiting items in.
    ///
    /// - Throws: the animator's errors for a new body.
    public func didAdvance(_ bodies: PhysicsBodies) throws {
        let gone = falling.filter { key in bodies.attributes(of: key).map(isBelowScreen) ?? true }
        if !gone.isEmpty {
            for key in gone { bodies.remove(key) }
            falling.subtract(gone)
            bodies.reportItemsLeft(gone.map(\.indexPath).sorted())
        }
        enlistArrivals(in: bodies)
        try admitWaiting(into: bodies)
    }

    /// Cuts the attachment of the item at `indexPath` (see ``PhysicsLayout/dropItem(at:)``).
    ///
    /// - Throws: ``LayoutError/indexPathOutOfRange(_:sectionCount:itemCount:)`` for an item the
    ///   collection does not have.
    func dropItem(at indexPath: IndexPath, in bodies: PhysicsBodies) throws {
        guard let context else { throw LayoutError.indexPathOutOfRange(indexPath, sectionCount: 0, itemCount: nil) }
        try context.validateItem(indexPath)
        let key = ElementKey.cell(indexPath)
        guard bodies.contains(key) else {
            homes.waiting.remove(key)
            bodies.reportItemsLeft([indexPath])
            return
        }
        bodies.detachSpring(of: key)
        bodies.withdraw(key, from: collision, arrivals)
        arriving.remove(key)
        falling.insert(key)
    }

    /// Puts into the crowd's collision the arriving items that have reached the screen's right
    /// edge: all found first, then moved, so that the world is rebuilt once.
    ///
    /// - Complexity: O(arriving items).
    private func enlistArrivals(in bodies: PhysicsBodies) {
        let crossed = arriving.filter { key in
            bodies.attributes(of: key).map { $0.frame.minX < homes.contentSize.width } ?? true
        }
        for key in crossed {
            bodies.withdraw(key, from: arrivals)
            bodies.enlist(key, in: collision)
        }
        arriving.subtract(crossed)
    }

    /// Where the item at `indexPath` appears: off screen to the right.
    private func launchAttributes(_ indexPath: IndexPath) -> LayoutAttributes {
        let size = context?.itemSizeProvider?(indexPath) ?? configuration.itemSize
        let frame = CGRect(
            x: homes.contentSize.width + size.width, y: configuration.launchTop * canvasScale, width: size.width,
            height: size.height)
        return LayoutAttributes(indexPath: indexPath, category: .cell, frame: frame)
    }

    /// Gives the waiting items, the oldest first, bodies hung from the shared point while the
    /// hanging crowd stays within ``PhysicsToyConfiguration/crowdShare`` of the content's area
    /// (an item alone is let in whatever its size).
    ///
    /// - Complexity: O(bodies) when some item waits.
    private func admitWaiting(into bodies: PhysicsBodies) throws {
        guard !homes.waiting.isEmpty else { return }
        let room = configuration.crowdShare * homes.contentSize.width * homes.contentSize.height
        var covered = bodies.cellArea(excluding: falling)
        while let next = homes.waiting.first, covered == 0 || covered + next.size.width * next.size.height <= room {
            if try bodies.add(next, anchoredAt: hangingPoint) {
                bodies.withdraw(next.key, from: collision)
                arriving.insert(next.key)
            }
            homes.waiting.removeFirst()
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
