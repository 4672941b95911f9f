import Foundation
import LayoutKitBehaviors
import LayoutKitCore

/// A flow layout whose items hang on springs and wobble as the content scrolls under the finger:
/// the springy collection view of objc.io's "UICollectionView + UIKit Dynamics" (SEEDS 000).
///
/// Every item (with tiling, every item near the visible rect) is tied to its flow position by a
/// zero-length ``AttachmentBehavior``. On each scroll step the items move with the content in
/// proportion to their distance from the finger, and the springs pull them home; the animator
/// pauses once they are there. The host steps the physics at every frame while the layout's
/// ``channel`` says it animates.
///
/// Improvements on the article: springs are keyed by element, so no item can get two (the
/// article's crash); new items entering during a fling still get the scroll offset (the last
/// touch is remembered after the finger lifts); the tiling margin grows to the largest item, so
/// big cells never lose their spring on screen.
///
/// ```swift
/// let layout = SpringyFlowLayout()
/// let host = try CollectionViewHost(layout: layout, frameSize: CGSize(width: 320, height: 568), itemCounts: [120])
/// try host.drag(.line(from: CGPoint(x: 160, y: 500), to: CGPoint(x: 160, y: 300), duration: 0.3))
/// try host.runUntilIdle()
/// ```
///
/// - Complexity: per scroll step O(springs), with springs ≈ items in the visible rect grown by
///   the margin when tiled.
public final class SpringyFlowLayout: CollectionLayout {
    /// The settings.
    public let configuration: Configuration
    /// The flow the items are held to.
    public let flow: FlowLayout
    /// The animator running the springs; it pauses when every item is home.
    public private(set) lazy var animator = DynamicAnimator(collectionLayout: self)
    /// Tells the host when the springs move and when they are at rest.
    public let channel: LayoutChannel? = LayoutChannel()

    private var springs: [ElementKey: AttachmentBehavior] = [:]
    private var latestDelta: CGFloat = 0
    /// The last finger position, kept after it lifts so a fling still offsets new items.
    private var lastTouch: CGPoint?
    private var preparedPasses = 0

    /// Creates a springy flow layout; the defaults are the article's.
    public init(configuration: Configuration = Configuration()) {
        self.configuration = configuration
        flow = FlowLayout(configuration: configuration.flow)
    }

    /// The number of springs the animator runs now.
    public var springCount: Int { springs.count }

    /// Lays out the flow and gives springs to the items near the visible rect (all items when
    /// not tiled); a new flow geometry (rotation, new counts) re-anchors every spring.
    ///
    /// - Throws: ``LayoutError`` for bad settings or flow input, ``DynamicsError`` from the animator.
    public func prepare(_ context: LayoutContext) throws {
        try configuration.validate()
        try flow.prepare(context)
        if flow.layoutPassCount != preparedPasses {
            for spring in springs.values { animator.removeBehavior(spring) }
            springs.removeAll()
            preparedPasses = flow.layoutPassCount
        }
        try tile(around: context.bounds, touch: context.touch?.location ?? lastTouch)
    }

    public var contentSize: CGSize { flow.contentSize }

    /// The items the animator moved, and the flow's answers for the rest (headers, footers,
    /// items without a spring).
    public func attributes(in rect: CGRect) -> [LayoutAttributes] {
        let moving = animator.attributes(in: rect)
        let keys = Set(moving.map(\.key))
        return moving + flow.attributes(in: rect).filter { !keys.contains($0.key) }
    }

    public func attributes(at indexPath: IndexPath) -> LayoutAttributes? {
        animator.attributesForCell(at: indexPath) ?? flow.attributes(at: indexPath)
    }

    public func supplementaryAttributes(ofKind kind: String, at indexPath: IndexPath) -> LayoutAttributes? {
        flow.supplementaryAttributes(ofKind: kind, at: indexPath)
    }

    /// The article's scroll response: each spring's item moves by the scroll step scaled by its
    /// resistance (its distance to the finger over ``Configuration/resistanceFactor``, at most
    /// the whole step), the animator is told, and the tiling follows. Invalidates only when the
    /// flow must (a new width).
    public func shouldInvalidate(forBoundsChange newBounds: CGRect, in context: LayoutContext) -> Bool {
        let delta = isVertical ? newBounds.minY - context.bounds.minY : newBounds.minX - context.bounds.minX
        if let touch = context.touch?.location { lastTouch = touch }
        latestDelta = delta
        if let touch = lastTouch, delta != 0 {
            for (key, spring) in springs {
                guard var item = animator.attributes(for: key) else { continue }
                item.center = shifted(item.center, anchor: spring.anchorPoint, delta: delta, touch: touch)
                try? animator.updateItem(usingCurrentState: item)
            }
        }
        let resized = flow.shouldInvalidate(forBoundsChange: newBounds, in: context)
        if !resized { try? tile(around: newBounds, touch: lastTouch) }
        return resized
    }

    public func invalidationContext(forBoundsChange newBounds: CGRect, in context: LayoutContext) -> InvalidationContext {
        flow.invalidationContext(forBoundsChange: newBounds, in: context)
    }

    public func invalidate(with context: InvalidationContext) {
        flow.invalidate(with: context)
    }

    /// Right-to-left hosts mirror it as they mirror the flow.
    public var flipsHorizontallyInOppositeLayoutDirection: Bool { true }

    /// Steps the springs by one frame of `duration` seconds; the host calls it while they move.
    public func advanceAnimations(by duration: TimeInterval) throws {
        try animator.advance(by: duration)
    }

    private var isVertical: Bool { configuration.flow.scrollDirection == .vertical }

    /// `center` moved along the scroll axis by `delta` scaled by the resistance of a spring
    /// anchored at `anchor` to a finger at `touch`.
    private func shifted(_ center: CGPoint, anchor: CGPoint, delta: CGFloat, touch: CGPoint) -> CGPoint {
        let resistance = (abs(touch.y - anchor.y) + abs(touch.x - anchor.x)) / configuration.resistanceFactor
        let step = delta < 0 ? max(delta, delta * resistance) : min(delta, delta * resistance)
        return isVertical ? CGPoint(x: center.x, y: center.y + step) : CGPoint(x: center.x + step, y: center.y)
    }

    /// Gives springs to the cells near `bounds` and takes them from the cells gone; a new item
    /// starts shifted by the latest scroll step, as if it had been there all along.
    private func tile(around bounds: CGRect, touch: CGPoint?) throws {
        let region: CGRect
        if let margin = configuration.tilingMargin {
            let cells = flow.attributes(in: bounds).filter { $0.category == .cell }
            let largest = cells.map { max($0.size.width, $0.size.height) }.max() ?? 0
            let grown = max(margin, largest)
            region = bounds.insetBy(dx: -grown, dy: -grown)
        } else {
            region = CGRect(origin: .zero, size: flow.contentSize).insetBy(dx: -1, dy: -1)
        }
        let wanted = flow.attributes(in: region).filter { $0.category == .cell }
        let keys = Set(wanted.map(\.key))
        for (key, spring) in springs where !keys.contains(key) {
            animator.removeBehavior(spring)
            springs[key] = nil
        }
        for attributes in wanted where springs[attributes.key] == nil {
            var item = attributes
            if let touch, latestDelta != 0 {
                item.center = shifted(item.center, anchor: attributes.center, delta: latestDelta, touch: touch)
            }
            let spring = AttachmentBehavior(item: item, attachedToAnchor: attributes.center)
            spring.length = 0
            spring.damping = configuration.damping
            spring.frequency = configuration.frequency
            try animator.addBehavior(spring)
            springs[attributes.key] = spring
        }
    }
}
