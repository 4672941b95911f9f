import Foundation
import LayoutKitBehaviors
import LayoutKitCore

/// Any layout with its elements hung on springs: they lag behind the finger as the content
/// scrolls and spring back to where the base layout puts them (the springy collection view of
/// "UICollectionView + UIKit Dynamics", Ash Furrow, objc.io issue 5, over any layout).
///
/// Each cell near the visible rect is tied to its place in the base layout by a spring. On each
/// scroll step along the base's ``CollectionLayout/scrollDirection`` the cells move with the
/// content in proportion to their distance from the finger (``SpringResistance``), and the
/// springs pull them home. The layout animates itself: its ``channel`` keeps the host's frames
/// coming while the springs move and says when they rest.
///
/// Data changes never make an element jump: springs belong to elements, not index paths, so a
/// batch update carries each spring to its element's new place and the element springs there
/// from where it is; an inserted element springs in from the base's initial attributes (or is
/// faded in by the host when the base has none); a deleted one is faded out by the host. When
/// the base moves or resizes some elements (an item grows), only their springs are re-anchored.
/// A new viewport size (a rotation) puts every element at rest on its new place, for the host
/// to animate. Elements of zero size get no spring.
///
/// ```swift
/// let layout = FlowLayout().springy()
/// let host = try CollectionViewHost(layout: layout, frameSize: CGSize(width: 320, height: 568), itemCounts: [120])
/// try host.drag(.line(from: CGPoint(x: 160, y: 500), to: CGPoint(x: 160, y: 300), duration: 0.3))
/// try host.runUntilIdle()   // the springs settle, then the host is idle
/// ```
///
/// - Complexity: per scroll step O(springs), with springs ≈ the cells in the visible rect grown
///   by the margin; per frame the same, plus the base's query of that rect.
public final class SpringyLayout<Base: CollectionLayout>: LayoutWrapper {
    /// The layout the springs hold the elements to.
    public let base: Base
    /// The settings.
    public let configuration: SpringyConfiguration
    /// The channel, the animator, the springs and the update they are carried through.
    private let driver = PhysicsDriver()
    private var latestDelta: CGFloat = 0
    /// True when an invalidation may have moved the base's elements since the last re-anchoring.
    private var baseMayHaveChanged = true
    /// Appearing elements without initial attributes from the base: the host fades them in.
    private var hostAnimated: Set<ElementKey> = []

    /// Hangs the elements of `base` on springs with `configuration`.
    public init(_ base: Base, configuration: SpringyConfiguration = SpringyConfiguration()) {
        self.base = base
        self.configuration = configuration
    }

    /// Tells the host when the springs move and when they rest.
    public var channel: LayoutChannel? { driver.channel }
    /// The animator running the springs; it pauses when every element is home. Its delegate is
    /// the layout's.
    public var animator: DynamicAnimator { driver.animator }
    /// The springs, once the layout was prepared.
    private var manager: BehaviorManager? { driver.manager }

    /// The number of springs the animator runs now.
    package var springCount: Int { manager?.count ?? 0 }

    /// Prepares the base and gives springs to the cells near the visible rect: re-anchors those
    /// the base moved, puts every cell at rest on its place after a new viewport size, and waits
    /// for the update plan when the item counts changed.
    ///
    /// - Throws: ``LayoutError`` for bad settings or what the base throws (nothing changes then);
    ///   ``DynamicsError`` from the animator, or an error a scroll step met.
    public func prepare(_ context: LayoutContext) throws {
        try configuration.validate()
        try base.prepare(context)
        let pass = try driver.beginPass(context, contentSize: base.contentSize, spring: configuration.spring)
        guard !driver.isWaitingForPlan, baseMayHaveChanged || pass.moved else { return }
        try pass.manager.reanchor(to: base)
        try tile(around: context.bounds)
        baseMayHaveChanged = false
        latestDelta = 0  // the step is spent: springs made later start at rest until the next one
    }

    /// Passes the invalidation to the base; one that may move cells (a full layout, new preferred
    /// sizes, an interactive move's step) makes the next prepare re-anchor. The animator's own
    /// "ask again" names nothing, and pinned headers following a scroll name only themselves:
    /// neither touches a spring.
    public func invalidate(with context: InvalidationContext) {
        if context.requiresFullLayout || !context.preferredItemSizes.isEmpty || context.interactiveMove != nil {
            baseMayHaveChanged = true
        }
        // Everything invalidated (new data without a batch update, as reloadData): no plan
        // will come; the springs start again at rest.
        driver.invalidate(with: context)
        base.invalidate(with: context)
    }

    /// The cells the springs moved, and the base's answers for the rest.
    public func attributes(in rect: CGRect) -> [LayoutAttributes] {
        driver.attributes(in: rect, home: base)
    }

    public func attributes(at indexPath: IndexPath) -> LayoutAttributes? {
        driver.attributes(at: indexPath, home: base)
    }

    /// The scroll response: each spring's cell moves by the scroll step along the base's axis
    /// times its resistance (at most the whole step), and the tiling follows the new bounds.
    /// Invalidates only when the base must.
    public func shouldInvalidate(forBoundsChange newBounds: CGRect, in context: LayoutContext) -> Bool {
        let vertical = base.scrollDirection == .vertical
        let delta = vertical ? newBounds.minY - context.bounds.minY : newBounds.minX - context.bounds.minX
        driver.noteTouch(of: context)
        latestDelta = delta
        let baseWants = base.shouldInvalidate(forBoundsChange: newBounds, in: context)
        guard let manager, !driver.isWaitingForPlan else { return baseWants }
        driver.keepingErrors {
            if let touch = driver.lastTouch, delta != 0 {
                try manager.followScroll(
                    by: delta, along: base.scrollDirection, touch: touch, resistance: configuration.resistance)
            }
            if !baseWants { try tile(around: newBounds) }
        }
        return baseWants
    }

    /// Carries every spring to its element's place after the update (the element springs there
    /// from where it is), lets deleted elements go to the host's fade, and gives springs to the
    /// cells that now need one.
    ///
    /// - Throws: what the base throws, or the animator's errors for a new spring.
    public func prepare(forUpdates plan: UpdatePlan) throws {
        try base.prepare(forUpdates: plan)
        guard let manager = driver.beginUpdate(), let bounds = driver.lastBounds else { return }
        manager.remap(with: plan)
        manager.releaseDeparted()
        try manager.reanchor(to: base)
        try tile(around: bounds) { [base] attributes in
            guard plan.isAppearing(attributes.indexPath) else { return .afterScroll }
            guard let initial = base.initialAttributes(forAppearing: attributes.key) else { return .fadedInByHost }
            // A spring moves a center: the element starts at the initial attributes' center.
            var start = attributes
            start.center = initial.center
            return .at(start)
        }
    }

    public func finalizeUpdates() {
        base.finalizeUpdates()
        driver.endUpdate()
        hostAnimated.removeAll()
    }

    /// True during a batch update for every cell with a spring, except appearing cells the
    /// base gave no initial attributes (the host fades those in).
    public func animatesOwnElement(_ element: ElementKey) -> Bool {
        driver.isSettingUpUpdate && manager?.contains(element) == true && !hostAnimated.contains(element)
    }

    /// None: deleted elements leave through the host's fade.
    public func departingElements(in rect: CGRect) -> [LayoutAttributes] { [] }

    /// Steps the springs by one frame of `duration` seconds; the host calls it while they move.
    ///
    /// - Throws: an error a scroll step or an update met, then the animator's.
    public func advanceAnimations(by duration: TimeInterval) throws {
        try driver.advance(by: duration)
    }

    /// Where a cell that gets a new spring starts.
    private enum SpringStart {
        /// Shifted by the latest scroll step, as if it had been there all along.
        case afterScroll
        /// At these attributes.
        case at(LayoutAttributes)
        /// At rest on its place, faded in by the host.
        case fadedInByHost
    }

    /// Gives springs to the cells near `bounds` and takes them from the cells gone; each new
    /// cell starts where `start` says.
    private func tile(around bounds: CGRect, startingAt start: (LayoutAttributes) -> SpringStart = { _ in .afterScroll }) throws {
        guard let manager else { return }
        let region: CGRect
        if let margin = configuration.tilingMargin {
            let cells = base.attributes(in: bounds).filter { $0.category == .cell }
            let largest = cells.map { max($0.size.width, $0.size.height) }.max() ?? 0
            let grown = max(margin, largest)
            region = bounds.insetBy(dx: -grown, dy: -grown)
        } else {
            region = CGRect(origin: .zero, size: base.contentSize).insetBy(dx: -1, dy: -1)
        }
        let wanted = base.attributes(in: region).filter { $0.category == .cell }
        try manager.reconcile(with: wanted) { attributes in
            switch start(attributes) {
            case let .at(attributes):
                return attributes
            case .fadedInByHost:
                hostAnimated.insert(attributes.key)
                return nil
            case .afterScroll:
                guard let touch = driver.lastTouch, latestDelta != 0 else { return nil }
                var moved = attributes
                moved.center = configuration.resistance.shifted(
                    attributes.center, by: latestDelta, anchor: attributes.center, touch: touch, axis: base.scrollDirection)
                return moved
            }
        }
    }
}
