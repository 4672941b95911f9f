import Foundation
import LayoutKitCore

/// A section layout for the compositional tests: its items one after another along `axis`,
/// `length` pt long with `spacing` pt between them, `thickness` pt across (the bounds' width or
/// height when `nil`). It records what it is told, so a test can check what the compositional
/// layout passes on.
final class StripLayout: CollectionLayout {
    let axis: ScrollDirection
    let length: CGFloat
    let spacing: CGFloat
    let thickness: CGFloat?
    private(set) var frames: [CGRect] = []
    private(set) var contentSize: CGSize = .zero
    private(set) var contexts: [LayoutContext] = []
    private(set) var plans: [UpdatePlan] = []
    private(set) var invalidations: [InvalidationContext] = []

    init(axis: ScrollDirection = .vertical, length: CGFloat, spacing: CGFloat = 0, thickness: CGFloat? = nil) {
        self.axis = axis
        self.length = length
        self.spacing = spacing
        self.thickness = thickness
    }

    var scrollDirection: ScrollDirection { axis }

    func prepare(_ context: LayoutContext) throws {
        contexts.append(context)
        let count = context.numberOfItems(inSection: 0)
        let across = thickness ?? (axis == .vertical ? context.bounds.width : context.bounds.height)
        frames = (0..<count).map { index in
            let along = CGFloat(index) * (length + spacing)
            return axis == .vertical
                ? CGRect(x: 0, y: along, width: across, height: length)
                : CGRect(x: along, y: 0, width: length, height: across)
        }
        let total = count == 0 ? 0 : CGFloat(count) * length + CGFloat(count - 1) * spacing
        contentSize = axis == .vertical ? CGSize(width: across, height: total) : CGSize(width: total, height: across)
    }

    func attributes(in rect: CGRect) -> [LayoutAttributes] {
        frames.indices.filter { frames[$0].intersects(rect) }.compactMap { attributes(at: IndexPath(item: $0, section: 0)) }
    }

    func attributes(at indexPath: IndexPath) -> LayoutAttributes? {
        guard indexPath.section == 0, frames.indices.contains(indexPath.item) else { return nil }
        var cell = LayoutAttributes(forCellAt: indexPath)
        cell.frame = frames[indexPath.item]
        return cell
    }

    func prepare(forUpdates plan: UpdatePlan) throws { plans.append(plan) }

    func invalidate(with context: InvalidationContext) { invalidations.append(context) }
}
