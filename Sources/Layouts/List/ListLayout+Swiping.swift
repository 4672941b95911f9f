import Foundation
import LayoutKitCore

/// Swipe actions: each row that has actions is a region that scrolls on its own along x, its
/// offset how far it is slid (positive toward the leading edge, showing the trailing actions).
extension ListLayout {
    /// The row under `point`, when it has actions to reveal: from `-leading` to `trailing` (the
    /// actions' widths, or the row's width for an edge whose first action a full swipe performs).
    public func nestedScroller(at point: CGPoint) -> NestedScroller? {
        let probe = CGRect(x: point.x - 0.5, y: point.y - 0.5, width: 1, height: 1)
        guard let row = base.attributes(in: probe).first(where: { $0.category == .cell })?.indexPath else { return nil }
        return scroller(of: row)
    }

    public func nestedScroller(withID id: Int) -> NestedScroller? {
        swipes.row(numbered: id).flatMap(scroller(of:))
    }

    /// Slides row `id` to `offset` (pt); another row open closes. A row a full swipe slid off
    /// hands its action to the app: a normal action's row then closes, a destructive one's waits
    /// for the app's delete.
    public func scrollNested(_ id: Int, to offset: CGFloat) {
        guard let row = swipes.row(numbered: id) else { return }
        swipes.move(row, to: offset)
        if swipes.close(allBut: row) { channel?.setAnimating(true) }
        guard let action = swipes.fullSwipes[row], let width = base.attributes(at: row)?.frame.width,
            abs(offset) >= width - 0.5
        else { return }
        swipes.fullSwipes[row] = nil
        swipes.retireNumber(of: row)
        channel?.reportAction(LayoutAction(identifier: action.identifier, element: .cell(row)))
        if action.style == .normal { swipes.close() }
        // At least one frame, so that a host that hands actions over after its frames does so.
        channel?.setAnimating(true)
    }

    /// Where row `id` rests when let go: off the row (a full swipe, past
    /// ``ListConfiguration/fullSwipeShare`` of its width, when the edge's first action allows it),
    /// open (the fling would end past half its actions' width) or closed.
    public func targetNestedOffset(for id: Int, proposed: CGFloat, velocity: CGFloat) -> CGFloat {
        guard let row = swipes.row(numbered: id), let width = base.attributes(at: row)?.frame.width else { return 0 }
        let current = swipes.offset(of: row)
        let side = proposed != 0 ? proposed : current
        guard side != 0, let edge = (side > 0 ? trailingSwipeActions : leadingSwipeActions)?(row), let first = edge.actions.first
        else { return 0 }
        let sign: CGFloat = side > 0 ? 1 : -1
        if edge.performsFirstActionWithFullSwipe, abs(current) >= configuration.fullSwipeShare * width {
            swipes.fullSwipes[row] = first
            return sign * width
        }
        return abs(proposed) >= edge.revealedWidth / 2 ? sign * edge.revealedWidth : 0
    }

    /// A touch off the open row closes it.
    ///
    /// - Returns: true when it closed a row.
    @discardableResult
    public func touchBegan(at point: CGPoint) -> Bool {
        let probe = CGRect(x: point.x - 0.5, y: point.y - 0.5, width: 1, height: 1)
        let touched = base.attributes(in: probe).first { $0.category == .cell }?.indexPath
        guard swipes.close(allBut: touched) else { return false }
        channel?.setAnimating(true)
        return true
    }

    /// A scroll of the content closes the open row; the flow decides the rest.
    public func shouldInvalidate(forBoundsChange newBounds: CGRect, in context: LayoutContext) -> Bool {
        self.context = context.replacingBounds(with: newBounds)
        if newBounds.origin != context.bounds.origin, swipes.close() { channel?.setAnimating(true) }
        return base.shouldInvalidate(forBoundsChange: newBounds, in: context)
    }

    /// Moves the closing rows on by `duration` seconds.
    public func advanceAnimations(by duration: TimeInterval) throws {
        swipes.advance(by: duration)
        if !swipes.isClosing { channel?.setAnimating(false) }
        channel?.invalidate()
    }

    /// Carries the swiped rows through the update (a deleted row's swipe ends with it).
    public func prepare(forUpdates plan: UpdatePlan) {
        base.prepare(forUpdates: plan)
        swipes.carry(through: plan)
    }

    /// The swipe region of `row`, or `nil` when neither edge has actions.
    private func scroller(of row: IndexPath) -> NestedScroller? {
        guard let place = base.attributes(at: row) else { return nil }
        let width = place.frame.width
        func reach(_ edge: SwipeActionsConfiguration?) -> CGFloat {
            guard let edge, !edge.actions.isEmpty else { return 0 }
            return edge.performsFirstActionWithFullSwipe ? width : edge.revealedWidth
        }
        let (leading, trailing) = (reach(leadingSwipeActions?(row)), reach(trailingSwipeActions?(row)))
        guard leading > 0 || trailing > 0 else { return nil }
        return NestedScroller(
            id: swipes.number(of: row), axis: .horizontal, offset: swipes.offset(of: row), offsets: -leading...trailing,
            length: width)
    }
}
