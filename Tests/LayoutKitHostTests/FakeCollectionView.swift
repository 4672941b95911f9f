import Foundation
import LayoutKit

/// A stand-in for `UICollectionView` with a LayoutKit adapter layout, on the main actor as the
/// real one is: it calls the bridge exactly as the adapter's overrides are called by UIKit
/// (prepare on a layout pass after an invalidation, should-invalidate on every bounds change,
/// the update hooks around a batch update) and runs a display link while the layout animates.
@MainActor
final class FakeCollectionView {
    private(set) var bounds: CGRect
    private(set) var itemCounts: [Int]
    private(set) var bridge: LayoutBridge!
    /// The pan's finger in content coordinates while a pan is under way.
    var panLocation: CGPoint?
    private(set) var isDisplayLinkRunning = false
    private(set) var needsLayout = true
    private(set) var visible: [LayoutAttributes] = []
    private(set) var errors: [String] = []
    /// The number of layout passes that prepared the layout.
    private(set) var preparePasses = 0

    init(layout: any CollectionLayout, size: CGSize, itemCounts: [Int]) {
        bounds = CGRect(origin: .zero, size: size)
        self.itemCounts = itemCounts
        bridge = LayoutBridge(layout: layout) { [unowned self] in
            LayoutContext(bounds: bounds, itemCounts: self.itemCounts, touch: panLocation.map { TouchState(location: $0) })
        }
        bridge.onInvalidate = { [unowned self] context in invalidateLayout(context) }
        bridge.onAnimatingChange = { [unowned self] running in isDisplayLinkRunning = running }
        bridge.onError = { [unowned self] error in errors.append("\(error)") }
    }

    /// `invalidateLayout(with:)` on the adapter: the layout is told, a layout pass follows.
    func invalidateLayout(_ context: InvalidationContext = .everything) {
        bridge.invalidate(with: context)
        needsLayout = true
    }

    /// `layoutSubviews`: prepare when invalidated, then ask for what is visible.
    func layoutSubviews() {
        if needsLayout {
            bridge.prepare()
            preparePasses += 1
            needsLayout = false
        }
        visible = bridge.attributes(in: bounds).sorted { $0.key < $1.key }
    }

    /// A scroll by `delta` pt along y, as `setContentOffset` makes the collection view do.
    func scroll(by delta: CGFloat) {
        var next = bounds
        next.origin.y += delta
        if bridge.shouldInvalidate(forBoundsChange: next) {
            invalidateLayout(bridge.invalidationContext(forBoundsChange: next))
        }
        bounds = next
        layoutSubviews()
    }

    /// One display refresh: the display link fires while running, then a layout pass.
    func displayRefresh() {
        if isDisplayLinkRunning { bridge.displayLinkFired(duration: 1.0 / 60) }
        layoutSubviews()
    }

    /// `performBatchUpdates`: the counts change, the layout is invalidated for them, a layout
    /// pass (and `extraPasses` more, as a view laid out twice does), then the update hooks in
    /// UIKit's order.
    func performBatchUpdates(_ items: [UpdateItem], countsAfter: [Int], extraPasses: Int = 0) {
        itemCounts = countsAfter
        invalidateLayout(.dataSourceCounts)
        layoutSubviews()
        for _ in 0..<extraPasses { invalidateLayout(InvalidationContext(invalidateDataSourceCounts: true)); layoutSubviews() }
        bridge.prepare(forUpdates: items)
        for element in visible { _ = bridge.initialAttributes(forAppearing: element.key) }
        bridge.finalizeUpdates()
        layoutSubviews()
    }
}
