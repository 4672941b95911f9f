import Foundation
import LayoutKitCore
import LayoutKitHost

/// A one-column list layout (rows of 40 pt, 10 pt apart, full width) that records every hook
/// its host calls, with the arguments that matter for the order tests.
final class SpyLayout: CollectionLayout {
    enum Call: Equatable {
        case prepare(LayoutContext.Summary)
        case shouldInvalidate(newBounds: CGRect, oldBounds: CGRect, touch: TouchState?)
        case invalidationContext
        case invalidate(InvalidationContext)
        case attributesInRect(CGRect)
        case attributesAt(IndexPath)
        case prepareForUpdates
        case finalizeUpdates
        case prepareForAnimatedBoundsChange(CGRect)
        case finalizeAnimatedBoundsChange
        case initial(ElementKey)
        case final(ElementKey)
        case target(proposed: CGPoint, velocity: CGPoint?)

        /// The hook's name alone, for order checks.
        var name: String {
            switch self {
            case .prepare: "prepare"
            case .shouldInvalidate: "shouldInvalidate"
            case .invalidationContext: "invalidationContext"
            case .invalidate: "invalidate"
            case .attributesInRect: "attributesInRect"
            case .attributesAt: "attributesAt"
            case .prepareForUpdates: "prepareForUpdates"
            case .finalizeUpdates: "finalizeUpdates"
            case .prepareForAnimatedBoundsChange: "prepareForAnimatedBoundsChange"
            case .finalizeAnimatedBoundsChange: "finalizeAnimatedBoundsChange"
            case .initial: "initial"
            case .final: "final"
            case .target: "target"
            }
        }
    }

    let rowHeight: CGFloat = 40
    let gap: CGFloat = 10
    var calls: [Call] = []
    /// When true, ``prepare(forUpdates:)`` throws ``UpdateFailure`` (after recording the call).
    var failsUpdates = false
    /// What ``prepare(forUpdates:)`` throws when ``failsUpdates``.
    struct UpdateFailure: Error {}
    /// Invalidate on every bounds change, scrolls included.
    var invalidatesOnEveryBoundsChange = false
    /// When set, fling targets snap to multiples of this many points.
    var snapInterval: CGFloat?
    /// When set, items the update really inserts start this far below their slot at alpha 0.5,
    /// and items it really deletes leave this far above theirs, scaled by 0.5.
    var updateOffset: CGFloat?
    private(set) var contentSize: CGSize = .zero
    private(set) var lastContext: LayoutContext?
    private var width: CGFloat = 0
    private var count = 0
    private var plan: UpdatePlan?

    /// The names of the calls recorded since `start`, dropping repeats of one name in a row.
    func names(from start: Int = 0) -> [String] {
        var result: [String] = []
        for call in calls[start...] where result.last != call.name { result.append(call.name) }
        return result
    }

    func frame(ofItem item: Int) -> CGRect {
        CGRect(x: 0, y: CGFloat(item) * (rowHeight + gap), width: width, height: rowHeight)
    }

    func prepare(_ context: LayoutContext) throws {
        try context.validate()
        calls.append(.prepare(context.summary))
        lastContext = context
        width = context.insetViewportSize.width
        count = context.numberOfItems(inSection: 0)
        contentSize = CGSize(width: width, height: count == 0 ? 0 : frame(ofItem: count - 1).maxY)
    }

    func attributes(in rect: CGRect) -> [LayoutAttributes] {
        calls.append(.attributesInRect(rect))
        guard count > 0, rect.height > 0, rect.width > 0 else { return [] }
        let first = max(0, Int((rect.minY / (rowHeight + gap)).rounded(.down)))
        let last = min(count - 1, Int((rect.maxY / (rowHeight + gap)).rounded(.down)))
        guard first <= last else { return [] }
        return (first...last).filter { frame(ofItem: $0).intersects(rect) }.map(cell)
    }

    func attributes(at indexPath: IndexPath) -> LayoutAttributes? {
        calls.append(.attributesAt(indexPath))
        return (0..<count).contains(indexPath.item) && indexPath.section == 0 ? cell(indexPath.item) : nil
    }

    private func cell(_ item: Int) -> LayoutAttributes {
        LayoutAttributes(indexPath: IndexPath(item: item, section: 0), category: .cell, frame: frame(ofItem: item))
    }

    func shouldInvalidate(forBoundsChange newBounds: CGRect, in context: LayoutContext) -> Bool {
        calls.append(.shouldInvalidate(newBounds: newBounds, oldBounds: context.bounds, touch: context.touch))
        return invalidatesOnEveryBoundsChange || newBounds.size != context.bounds.size
    }

    func invalidationContext(forBoundsChange newBounds: CGRect, in context: LayoutContext) -> InvalidationContext {
        calls.append(.invalidationContext)
        return .everything
    }

    func invalidate(with context: InvalidationContext) { calls.append(.invalidate(context)) }

    func prepare(forUpdates plan: UpdatePlan) throws {
        calls.append(.prepareForUpdates)
        if failsUpdates { throw UpdateFailure() }
        self.plan = plan
    }

    func finalizeUpdates() {
        calls.append(.finalizeUpdates)
        plan = nil
    }

    func prepare(forAnimatedBoundsChange oldBounds: CGRect) { calls.append(.prepareForAnimatedBoundsChange(oldBounds)) }

    func finalizeAnimatedBoundsChange() { calls.append(.finalizeAnimatedBoundsChange) }

    func initialAttributes(forAppearing element: ElementKey) -> LayoutAttributes? {
        calls.append(.initial(element))
        guard let offset = updateOffset, let plan, plan.isAppearing(element.indexPath) else { return nil }
        var attributes = cell(element.indexPath.item)
        attributes.frame.origin.y += offset
        attributes.alpha = 0.5
        return attributes
    }

    func finalAttributes(forDisappearing element: ElementKey) -> LayoutAttributes? {
        calls.append(.final(element))
        guard let offset = updateOffset, let plan, plan.isDisappearing(element.indexPath) else { return nil }
        var attributes = LayoutAttributes(
            indexPath: element.indexPath, category: .cell, frame: frame(ofItem: element.indexPath.item))
        attributes.frame.origin.y -= offset
        attributes.transform3D = Transform3D(scaleX: 0.5, y: 0.5)
        return attributes
    }

    func targetContentOffset(forProposed proposed: CGPoint) -> CGPoint {
        calls.append(.target(proposed: proposed, velocity: nil))
        return proposed
    }

    func targetContentOffset(forProposed proposed: CGPoint, velocity: CGPoint) -> CGPoint {
        calls.append(.target(proposed: proposed, velocity: velocity))
        guard let interval = snapInterval else { return proposed }
        return CGPoint(x: proposed.x, y: (proposed.y / interval).rounded() * interval)
    }
}

extension LayoutContext {
    /// The parts of a context the order tests compare (the context itself holds a closure).
    struct Summary: Equatable {
        var bounds: CGRect
        var itemCounts: [Int]
        var touch: TouchState?
        var pinch: PinchState?
    }

    var summary: Summary { Summary(bounds: bounds, itemCounts: itemCounts, touch: touch, pinch: pinch) }
}
