import Foundation
import LayoutKitCore
import LayoutKitHost

/// A one-column list (rows of 40 pt, 10 pt apart) whose cells slide on their own toward their
/// rows at `speed` pt/s, told through its channel: a minimal layout that animates itself.
final class SlidingLayout: AnimatingLayout {
    let channel: LayoutChannel? = LayoutChannel()
    let speed: CGFloat = 300
    /// The distance, in points, each cell still has to go (positive: it is below its row).
    private(set) var remaining: [CGFloat] = []
    /// Cells deleted while sliding, with their index path before the update and their frame.
    private(set) var departing: [LayoutAttributes] = []
    /// Whether cells are left to the host's tween during updates.
    var animatesItself = true
    private(set) var queries = 0
    private(set) var steps = 0
    private(set) var contentSize: CGSize = .zero
    private var width: CGFloat = 0
    private var plan: UpdatePlan?
    private var prepared = false

    func prepare(_ context: LayoutContext) throws {
        width = context.bounds.width
        let count = context.numberOfItems(inSection: 0)
        if !prepared { remaining = Array(repeating: 0, count: count) }  // later counts come with a plan
        prepared = true
        contentSize = CGSize(width: width, height: CGFloat(count) * 50)
    }

    /// Sends every cell `distance` pt below its row, to slide back; with `telling` false the
    /// channel is not used, as a layout that forgets to tell its host.
    func displaceAll(by distance: CGFloat, telling: Bool = true) {
        remaining = remaining.map { _ in distance }
        guard telling else { return }
        channel?.setAnimating(true)
        channel?.invalidate()
    }

    func prepare(forUpdates plan: UpdatePlan) {
        self.plan = plan
        var moved = Array(repeating: CGFloat(0), count: plan.countsAfter.first ?? 0)
        for item in remaining.indices {
            let before = IndexPath(item: item, section: 0)
            if let after = plan.indexPathAfterUpdate(for: before) {
                moved[after.item] = remaining[item] + (frame(item).minY - frame(after.item).minY)
            } else if animatesItself {
                departing.append(cell(item))  // slides out to the right
            }
        }
        for index in moved.indices where plan.isAppearing(IndexPath(item: index, section: 0)) { moved[index] = 100 }
        remaining = moved
        channel?.setAnimating(true)
    }

    func finalizeUpdates() { plan = nil }

    func animatesOwnElement(_ element: ElementKey) -> Bool { animatesItself }

    func animatesOwnDisappearingElement(_ element: ElementKey) -> Bool { animatesItself }

    func departingElements(in rect: CGRect) -> [LayoutAttributes] { departing.filter { $0.frame.intersects(rect) } }

    func advanceAnimations(by duration: TimeInterval) throws {
        steps += 1
        let step = speed * CGFloat(duration)
        remaining = remaining.map { $0 > 0 ? max(0, $0 - step) : min(0, $0 + step) }
        departing = departing.filter { $0.frame.minX < width }
        for index in departing.indices { departing[index].frame.origin.x += step }
        if remaining.allSatisfy({ $0 == 0 }) && departing.isEmpty { channel?.setAnimating(false) }
        channel?.invalidate()
    }

    func attributes(in rect: CGRect) -> [LayoutAttributes] {
        queries += 1
        return remaining.indices.map(cell).filter { $0.frame.intersects(rect) }
    }

    func frame(_ item: Int) -> CGRect { CGRect(x: 0, y: CGFloat(item) * 50, width: width, height: 40) }

    private func cell(_ item: Int) -> LayoutAttributes {
        var frame = frame(item)
        frame.origin.y += remaining[item]
        return LayoutAttributes(indexPath: IndexPath(item: item, section: 0), category: .cell, frame: frame)
    }
}
