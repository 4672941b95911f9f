import Foundation
import LayoutKitBehaviors
import LayoutKitCore

/// A layout whose elements are bodies in a ``DynamicAnimator``, each usually tied by a spring to
/// where its policy's homes put it: the one engine behind the springy wrapper, the spring
/// carousel and the physics toy, and the way to write a physics layout of your own.
///
/// The policy (``PhysicsLayoutPolicy``) says what differs: the homes, the spring, the shared
/// behaviours, which elements get a body, where a new body starts and how a deleted element
/// leaves. The physics layout implements every hook of ``CollectionLayout`` once, the same way
/// for every policy:
///
/// - **Layout pass.** The policy prepares its homes; the bodies are made at the first pass,
///   re-anchored to their homes when an invalidation may have moved them or the bounds moved,
///   given to the elements in the policy's body region and taken from the others. A new
///   viewport size puts every element at rest on its new home (``PhysicsLayoutPolicy/restsOnResize``).
/// - **Scroll.** Each body follows a scroll step as the policy's resistance says, and the body
///   region follows the bounds.
/// - **Batch update.** A change of the item counts waits for the update plan; the plan carries
///   every body, its position and its velocity, to its element's new index path, so nothing
///   jumps. A deleted element is faded out by the host or falls out
///   (``PhysicsLayoutPolicy/departure``); an inserted one starts where the policy says.
/// - **Frames.** While the animator runs, the layout's ``channel`` keeps the host's frames
///   coming and asks it to query again after every step; it says when the bodies rest.
///
/// ```swift
/// final class DroopyPolicy: PhysicsLayoutPolicy {
///     let homes = FlowLayout()
///     let spring = SpringSettings(damping: 0.3, frequency: 1.5)
///     func makeSharedBehaviors() -> [DynamicItemsBehavior] { [GravityBehavior()] }
/// }
/// let layout = PhysicsLayout(policy: DroopyPolicy())
/// let host = try CollectionViewHost(layout: layout, frameSize: CGSize(width: 320, height: 568), itemCounts: [30])
/// try host.runUntilIdle()   // every cell sagged on its spring and came to rest
/// ```
///
/// - Complexity: per frame O(bodies) plus the animator's step; per scroll step O(bodies) plus the
///   homes' query of the body region.
public final class PhysicsLayout<Policy: PhysicsLayoutPolicy>: LayoutWrapper {
    /// What makes this physics layout what it is.
    public let policy: Policy
    /// The channel, the animator, the bodies and the update they are carried through.
    let driver = PhysicsDriver()
    /// The latest scroll step along the scroll axis (pt), until a layout pass spends it.
    var latestDelta: CGFloat = 0
    /// True when an invalidation may have moved the homes since the last re-anchoring.
    private var homesMayHaveMoved = true
    /// Whether every bounds change the homes invalidated for since the last pass named only
    /// supplementary views (pinned headers), so that the move left every cell's home where it
    /// was; `nil` when none came.
    private var boundsChangesSparedCells: Bool?
    /// Appearing elements the host fades in (``BodyStart/fadedInByHost``).
    var hostAnimated: Set<ElementKey> = []
    /// The deleted elements falling out of the update being set up, by their keys before it.
    private var falling: Set<ElementKey> = []
    /// The policy's ``PhysicsLayoutPolicy/departure``, read once.
    private let departure: Departure
    /// The policy's ``PhysicsLayoutPolicy/homesPlaceEveryElement``, read once.
    let homesPlaceEveryElement: Bool

    /// Creates the physics layout `policy` describes; its ``PhysicsLayoutPolicy/departure`` and
    /// ``PhysicsLayoutPolicy/homesPlaceEveryElement`` are read here, once.
    public init(policy: Policy) {
        self.policy = policy
        departure = policy.departure
        homesPlaceEveryElement = policy.homesPlaceEveryElement
    }

    /// The policy's homes.
    public var base: Policy.Homes { policy.homes }
    /// Tells the host when the bodies move and when they rest.
    public var channel: LayoutChannel? { driver.channel }
    /// The animator running the bodies; it pauses when they rest. Its delegate is the layout's.
    public var animator: DynamicAnimator { driver.animator }

    /// The number of elements with a body.
    package var bodyCount: Int { driver.manager?.count ?? 0 }
    /// The number of deleted elements still falling out.
    package var departingCount: Int { driver.manager?.departedCount ?? 0 }

    /// The bodies as the policy's hooks see them, once the first pass made them.
    var bodies: PhysicsBodies? { driver.manager.map(bodies(of:)) }

    /// `manager`'s bodies as the policy's hooks see them.
    private func bodies(of manager: BehaviorManager) -> PhysicsBodies {
        PhysicsBodies(manager: manager, channel: driver.channel)
    }

    /// Prepares the homes, makes the bodies at the first pass, re-anchors them when the homes may
    /// have moved, gives bodies to the elements in the body region, and waits for the update plan
    /// when the item counts changed.
    ///
    /// - Throws: ``LayoutError`` for bad settings or what the homes throw (nothing changes then);
    ///   ``DynamicsError`` from the animator, or an error a scroll step or a frame met.
    public func prepare(_ context: LayoutContext) throws {
        try policy.prepare(context)
        let first = driver.manager == nil
        let pass = try driver.beginPass(
            context, contentSize: base.contentSize, spring: policy.spring, boundary: policy.boundary,
            resetsOnResize: policy.restsOnResize
        ) { policy.makeSharedBehaviors() }
        if homesPlaceEveryElement, !driver.isWaitingForPlan, homesMayHaveMoved || pass.moved {
            if homesMayHaveMoved || boundsChangesSparedCells != true { try pass.manager.reanchor(to: base) }
            try tile(around: context.bounds, for: nil)
            homesMayHaveMoved = false
            latestDelta = 0  // the step is spent: bodies made later start at rest until the next one
        }
        boundsChangesSparedCells = nil
        try policy.didPrepare(bodies(of: pass.manager), restarted: first || pass.reset)
    }

    /// Passes the invalidation to the homes; one that may move elements (a full layout, new
    /// preferred sizes, an interactive move's step) makes the next pass re-anchor, and one of
    /// everything (new data without a batch update) starts the bodies again at rest. The
    /// animator's own "ask again" names nothing and touches no spring.
    public func invalidate(with context: InvalidationContext) {
        if context.requiresFullLayout || !context.preferredItemSizes.isEmpty || context.interactiveMove != nil {
            homesMayHaveMoved = true
        }
        driver.invalidate(with: context)
        base.invalidate(with: context)
    }

    /// The homes' invalidation for a move of the bounds to `newBounds`; one that names only
    /// supplementary views (pinned headers) lets the next pass keep every spring's anchor.
    public func invalidationContext(forBoundsChange newBounds: CGRect, in context: LayoutContext) -> InvalidationContext {
        let invalidation = base.invalidationContext(forBoundsChange: newBounds, in: context)
        boundsChangesSparedCells = (boundsChangesSparedCells ?? true) && invalidation.namesOnlySupplementaryElements
        return invalidation
    }

    /// The elements with a body where their bodies are, and the homes' answers for the rest;
    /// only the homes' while an update plan is awaited, when they place every element.
    public func attributes(in rect: CGRect) -> [LayoutAttributes] {
        guard let manager = driver.manager, !answersHomesOnly else { return base.attributes(in: rect) }
        return manager.attributes(in: rect) + base.attributes(in: rect).filter { !manager.contains($0.key) }
    }

    /// The element at `indexPath` where its body is, else where its home is.
    public func attributes(at indexPath: IndexPath) -> LayoutAttributes? {
        if answersHomesOnly { return base.attributes(at: indexPath) }
        return driver.manager?.attributes(for: .cell(indexPath)) ?? base.attributes(at: indexPath)
    }

    /// True between a change of the item counts and its plan, when the bodies' index paths are
    /// out of date and the homes place every element.
    private var answersHomesOnly: Bool { homesPlaceEveryElement && driver.isWaitingForPlan }

    /// The scroll response: each body moves by the scroll step along the homes' axis as the
    /// policy's resistance says, and the body region follows the new bounds. Invalidates only
    /// when the homes must.
    public func shouldInvalidate(forBoundsChange newBounds: CGRect, in context: LayoutContext) -> Bool {
        let axis = base.scrollDirection
        latestDelta = axis == .vertical ? newBounds.minY - context.bounds.minY : newBounds.minX - context.bounds.minX
        driver.noteTouch(of: context)
        let homesWant = base.shouldInvalidate(forBoundsChange: newBounds, in: context)
        guard let manager = driver.manager, !driver.isWaitingForPlan else { return homesWant }
        driver.keepingErrors {
            if let resistance = policy.scrollResistance, let touch = driver.lastTouch, latestDelta != 0 {
                try manager.followScroll(by: latestDelta, along: axis, touch: touch, resistance: resistance)
            }
            if homesPlaceEveryElement, !homesWant { try tile(around: newBounds, for: nil) }
        }
        return homesWant
    }

    /// Carries every body to its element's place after the update (it moves there from where it
    /// is), lets the deleted elements leave as the policy's departure says, and gives bodies to
    /// the elements that now need one.
    ///
    /// - Throws: what the homes throw, or the animator's errors for a new body.
    public func prepare(forUpdates plan: UpdatePlan) throws {
        try base.prepare(forUpdates: plan)
        guard let manager = driver.beginUpdate(), let bounds = driver.lastBounds else { return }
        switch departure {
        case .fadedOutByHost:
            manager.remap(with: plan)
            manager.releaseDeparted()
        case let .fallsOut(behaviors):
            falling = Set(manager.remapLettingDeletedFall(with: plan, outOf: behaviors))
        }
        if homesPlaceEveryElement {
            try manager.reanchor(to: base)
            try tile(around: bounds, for: plan)
        }
        try policy.didCarry(bodies(of: manager), through: plan)
    }

    public func finalizeUpdates() {
        base.finalizeUpdates()
        driver.endUpdate()
        hostAnimated.removeAll()
        falling = []
    }

    /// During a batch update, true for every element with a body but those the host fades in;
    /// always true for every cell when the policy gives the bodies itself.
    public func animatesOwnElement(_ element: ElementKey) -> Bool {
        guard homesPlaceEveryElement else { return element.category == .cell }
        return driver.isSettingUpUpdate && driver.manager?.contains(element) == true && !hostAnimated.contains(element)
    }

    /// During a batch update, true for the deleted elements that fall out (keys before the
    /// update); always true for every cell when the policy gives the bodies itself.
    public func animatesOwnDisappearingElement(_ element: ElementKey) -> Bool {
        guard homesPlaceEveryElement else { return element.category == .cell }
        return driver.isSettingUpUpdate && falling.contains(element)
    }

    /// The deleted elements still falling out, at their index paths before the delete.
    public func departingElements(in rect: CGRect) -> [LayoutAttributes] {
        driver.manager?.departedAttributes(in: rect) ?? []
    }

    /// Moves the homes' own animations on when they animate, steps the bodies by one frame of
    /// `duration` seconds, lets go of the deleted elements that have left, and calls the policy's
    /// ``PhysicsLayoutPolicy/didAdvance(_:)``; the host calls it while anything moves.
    ///
    /// - Throws: what the homes throw; an error a scroll step or an update met, then the
    ///   animator's and the policy's.
    public func advanceAnimations(by duration: TimeInterval) throws {
        if let homes = base.animating, homes.isAnimating { try homes.advanceAnimations(by: duration) }
        try driver.advance(by: duration)
        guard let bodies else { return }
        if case .fallsOut = departure {
            let viewport = driver.lastBounds ?? CGRect(origin: .zero, size: base.contentSize)
            bodies.manager.removeDeparted { policy.hasLeft($0, viewport: viewport) }
        }
        try policy.didAdvance(bodies)
    }
}
