import Foundation
import LayoutKitCore

/// Swipe actions: each row that has actions is a region that scrolls on its own along x, its
/// offset how far it is slid (positive toward the leading edge, showing the trailing actions).
extension ListLayout {
    /// The row under `point`, when it has actions to reveal: from `-leading` to `trailing` (the
    /// actions' widths, or the row's width for an edge whose first action a full swipe performs).
    /// A new touch on the row starts a new gesture: a full swipe it was flung toward is dropped.
    public func nestedScroller(at point: CGPoint) -> NestedScroller? {
        guard let row = row(under: point) else { return nil }
        swipes.fullSwipes[row] = nil
        return scroller(of: row)
    }

    /// The swipe region numbered `id` as it is now, or `nil` when its row is gone.
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
        hand(action, of: row)
    }

    /// Where row `id` rests when let go, on the edge it is open toward: off the row (a full swipe:
    /// past ``ListConfiguration/fullSwipeShare`` of its width and flung on past it, when the
    /// edge's first action allows it), open (the fling would end past half its actions' width) or
    /// closed (short of it, or flung back past its place).
    public func targetNestedOffset(for id: Int, proposed: CGFloat, velocity: CGFloat) -> CGFloat {
        guard let row = swipes.row(numbered: id), let width = base.attributes(at: row)?.frame.width else { return 0 }
        let current = swipes.offset(of: row)
        let side = current != 0 ? current : proposed
        guard let edge = actions(of: row, toward: side), let first = edge.actions.first else { return 0 }
        let sign: CGFloat = side > 0 ? 1 : -1
        let threshold = configuration.fullSwipeShare * width
        if edge.performsFirstActionWithFullSwipe, abs(current) >= threshold, sign * proposed >= threshold {
            swipes.fullSwipes[row] = first
            return sign * width
        }
        return sign * proposed >= edge.revealedWidth / 2 ? sign * edge.revealedWidth : 0
    }

    /// A touch off the open row (and off its buttons) closes it.
    ///
    /// - Returns: true when it closed a row.
    @discardableResult
    public func touchBegan(at point: CGPoint) -> Bool {
        guard swipes.close(allBut: row(under: point)) else { return false }
        channel?.setAnimating(true)
        return true
    }

    /// A tap on a button of an open row performs its action, handed to the app
    /// (``LayoutKitCore/LayoutAction``): a normal action's row then closes, a destructive one's
    /// waits for the app's delete.
    ///
    /// - Returns: true when the tap was on a button.
    @discardableResult
    public func tapped(at point: CGPoint) -> Bool {
        guard let row = row(under: point), swipes.offset(of: row) != 0,
            let button = swipeButtons(of: row).first(where: { $0.frame.contains(point) }),
            let action = swipeAction(at: button.indexPath)
        else { return false }
        hand(action, of: row)
        return true
    }

    /// Starts closing every row swiped open (an app that declined a destructive action puts its
    /// row back).
    public func closeSwipedRows() {
        if swipes.close() { channel?.setAnimating(true) }
    }

    /// Passes the invalidation to the rows' flow; new data (an invalidation of everything, as
    /// `reloadData` makes) ends every swipe at once.
    public func invalidate(with context: InvalidationContext) {
        if context.invalidateEverything { swipes.endAll() }
        base.invalidate(with: context)
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

    /// The actions of `row`'s edge that a swipe `toward` (positive: the trailing edge) reveals,
    /// when it has some.
    func actions(of row: IndexPath, toward side: CGFloat) -> SwipeActionsConfiguration? {
        guard side != 0, let edge = (side > 0 ? trailingSwipeActions : leadingSwipeActions)?(row), !edge.actions.isEmpty
        else { return nil }
        return edge
    }

    /// Hands `action` of `row` to the app, and closes the row unless the action deletes it.
    private func hand(_ action: SwipeAction, of row: IndexPath) {
        channel?.reportAction(LayoutAction(identifier: action.identifier, element: .cell(row)))
        if action.style == .normal { swipes.close() }
        // At least one frame, so that a host that hands actions over after its frames does so.
        channel?.setAnimating(true)
    }

    /// The row whose place (with the strip its swipe uncovers) holds `point`.
    private func row(under point: CGPoint) -> IndexPath? {
        let probe = CGRect(x: point.x - 0.5, y: point.y - 0.5, width: 1, height: 1)
        return base.attributes(in: probe).first { $0.category == .cell }?.indexPath
    }

    /// The swipe region of `row`, or `nil` when neither edge has actions.
    private func scroller(of row: IndexPath) -> NestedScroller? {
        guard let place = base.attributes(at: row) else { return nil }
        let width = place.frame.width
        func reach(_ edge: SwipeActionsConfiguration?) -> CGFloat {
            guard let edge else { return 0 }
            return edge.performsFirstActionWithFullSwipe ? width : edge.revealedWidth
        }
        let (leading, trailing) = (reach(actions(of: row, toward: -1)), reach(actions(of: row, toward: 1)))
        guard leading > 0 || trailing > 0 else { return nil }
        return NestedScroller(
            id: swipes.number(of: row), axis: .horizontal, offset: swipes.offset(of: row), offsets: -leading...trailing,
            length: width, frame: place.frame)
    }
}
