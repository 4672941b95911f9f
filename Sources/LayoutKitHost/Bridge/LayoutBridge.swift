import Foundation
import LayoutKitCore

/// Everything a platform collection view layout needs to run any ``CollectionLayout``, with no
/// platform type in sight: the UIKit and AppKit adapters are thin subclasses that forward each
/// override here, and every decision is made (and tested on Linux) in this class.
///
/// The adapter gives the bridge a way to read the collection view (`readContext`: bounds,
/// adjusted content inset, item counts, sizes from the delegate, the pan's touch, the layout
/// direction, the display scale) and two callbacks for the layout's ``LayoutChannel``:
/// ``onInvalidate`` (the adapter calls `invalidateLayout(with:)`) and ``onAnimatingChange``
/// (it starts or stops a display link, whose ticks it forwards to ``displayLinkFired(duration:)``).
/// Platform hooks cannot throw, so errors the layout throws go to ``onError`` and the layout
/// keeps its previous state.
///
/// ```swift
/// let bridge = LayoutBridge(layout: SpringyFlowLayout()) { [unowned collectionView] in
///     LayoutContext(bounds: collectionView.bounds, itemCounts: collectionView.itemCounts)
/// }
/// bridge.onInvalidate = { [unowned layout] _ in layout.invalidateLayout() }
/// bridge.onAnimatingChange = { running in running ? displayLink.start() : displayLink.stop() }
/// ```
public final class LayoutBridge: LayoutChannelReceiver {
    /// The layout it runs.
    public let layout: any CollectionLayout
    /// Called when the layout asks its host to invalidate it and ask again.
    public var onInvalidate: ((InvalidationContext) -> Void)?
    /// Called when the layout starts (`true`) or stops (`false`) animating on its own.
    public var onAnimatingChange: ((Bool) -> Void)?
    /// Called with what the layout throws from a hook that cannot throw.
    public var onError: ((any Error) -> Void)?
    private let readContext: () -> LayoutContext
    /// The item counts of the last layout pass and the different ones before them, to validate a
    /// batch update.
    private var preparedCounts: (before: [Int], now: [Int])?

    /// Creates a bridge that runs `layout` for the collection view `readContext` describes, and
    /// connects to the layout's channel.
    public init(layout: any CollectionLayout, readContext: @escaping () -> LayoutContext) {
        self.layout = layout
        self.readContext = readContext
        layout.channel?.connect(self)
    }

    /// Listens to the layout's channel again, after something else (a transition layout) took
    /// it over; the layout's current animating state is told at once.
    public func reconnect() {
        layout.channel?.connect(self)
    }

    /// True while the layout animates on its own: the display link must run.
    public var isAnimating: Bool { layout.channel?.isAnimating ?? false }

    /// `prepare()`: prepares the layout for the collection view as it is now.
    public func prepare() {
        let context = readContext()
        do {
            try layout.prepare(context)
            // The counts before an update are the last ones that differ: a second layout pass
            // with the new counts must not forget them.
            if let counts = preparedCounts, counts.now == context.itemCounts { return }
            preparedCounts = (preparedCounts?.now ?? context.itemCounts, context.itemCounts)
        } catch {
            onError?(error)
        }
    }

    /// `collectionViewContentSize`.
    public var contentSize: CGSize { layout.contentSize }

    /// `layoutAttributesForElements(in:)`.
    public func attributes(in rect: CGRect) -> [LayoutAttributes] { layout.attributes(in: rect) }

    /// `layoutAttributesForItem(at:)`, `...SupplementaryView(ofKind:at:)` and
    /// `...DecorationView(ofKind:at:)`, by key.
    public func attributes(for key: ElementKey) -> LayoutAttributes? { layout.attributes(for: key) }

    /// `shouldInvalidateLayout(forBoundsChange:)`, with the collection view before the change.
    public func shouldInvalidate(forBoundsChange newBounds: CGRect) -> Bool {
        layout.shouldInvalidate(forBoundsChange: newBounds, in: readContext())
    }

    /// `invalidationContext(forBoundsChange:)`.
    public func invalidationContext(forBoundsChange newBounds: CGRect) -> InvalidationContext {
        layout.invalidationContext(forBoundsChange: newBounds, in: readContext())
    }

    /// `invalidateLayout(with:)`, the platform context translated by the adapter.
    public func invalidate(with context: InvalidationContext) { layout.invalidate(with: context) }

    /// `prepare(forCollectionViewUpdates:)`: validates the update against the item counts of the
    /// layout passes before and after it and hands the layout the plan.
    ///
    /// - Returns: the plan, or `nil` when the update is inconsistent (the error goes to
    ///   ``onError``; the layout is not told).
    @discardableResult
    public func prepare(forUpdates items: [UpdateItem]) -> UpdatePlan? {
        let counts = preparedCounts ?? { let now = readContext().itemCounts; return (now, now) }()
        do {
            let plan = try BatchUpdate(items).validated(countsBefore: counts.before, countsAfter: counts.now)
            layout.prepare(forUpdates: plan)
            return plan
        } catch {
            onError?(error)
            return nil
        }
    }

    /// `finalizeCollectionViewUpdates()`.
    public func finalizeUpdates() { layout.finalizeUpdates() }

    /// `prepare(forAnimatedBoundsChange:)`.
    public func prepare(forAnimatedBoundsChange oldBounds: CGRect) { layout.prepare(forAnimatedBoundsChange: oldBounds) }

    /// `finalizeAnimatedBoundsChange()`.
    public func finalizeAnimatedBoundsChange() { layout.finalizeAnimatedBoundsChange() }

    /// `initialLayoutAttributesForAppearingItem(at:)` and the supplementary and decoration
    /// variants, by key.
    public func initialAttributes(forAppearing key: ElementKey) -> LayoutAttributes? {
        layout.initialAttributes(forAppearing: key)
    }

    /// `finalLayoutAttributesForDisappearingItem(at:)` and the variants, by key.
    public func finalAttributes(forDisappearing key: ElementKey) -> LayoutAttributes? {
        layout.finalAttributes(forDisappearing: key)
    }

    /// `targetContentOffset(forProposedContentOffset:withScrollingVelocity:)`; the velocity in
    /// points per second (UIKit reports points per millisecond: the adapter multiplies by 1000).
    public func targetContentOffset(forProposed proposed: CGPoint, velocity: CGPoint?) -> CGPoint {
        let target = velocity.map { layout.targetContentOffset(forProposed: proposed, velocity: $0) }
            ?? layout.targetContentOffset(forProposed: proposed)
        return target.isFinite ? target : proposed
    }

    /// `flipsHorizontallyInOppositeLayoutDirection`.
    public var flipsHorizontallyInOppositeLayoutDirection: Bool { layout.flipsHorizontallyInOppositeLayoutDirection }

    /// A display link tick of `duration` seconds while the layout animates.
    public func displayLinkFired(duration: TimeInterval) {
        guard isAnimating else { return }
        do {
            try layout.advanceAnimations(by: duration)
        } catch {
            onError?(error)
        }
    }

    public func layoutChannel(_ channel: LayoutChannel, didInvalidate context: InvalidationContext) {
        onInvalidate?(context)
    }

    public func layoutChannel(_ channel: LayoutChannel, didChangeAnimating isAnimating: Bool) {
        onAnimatingChange?(isAnimating)
    }
}
