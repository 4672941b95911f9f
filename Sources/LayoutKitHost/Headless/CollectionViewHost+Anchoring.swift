import Foundation
import LayoutKitCore

extension CollectionViewHost {
    /// The element the user looks at, and where it is on screen: the cell under the finger when
    /// one is down, or else the first cell whose leading edge (along the scroll axis) is in
    /// view, or else the first cell in view, as the layout places them now. `nil` when the layout
    /// opts out (``CollectionLayout/anchorsVisibleContent``), no
    /// cell is on screen, or no finger is down and the content rests at its leading edge (what
    /// is inserted or grows at the start then shows, as in a feed scrolled to the top).
    ///
    /// - Parameter changing: elements about to change size (cells being measured), never chosen
    ///   but under the finger: the anchor is what keeps its size.
    func captureAnchor(changing: Set<ElementKey> = []) -> ScrollAnchor? {
        guard layout.anchorsVisibleContent else { return nil }
        let vertical = layout.scrollDirection == .vertical
        func lead(_ rect: CGRect) -> CGFloat { vertical ? rect.minY : rect.minX }
        let visible = bounds
        if finger == nil, lead(visible) <= lead(validContentOffsets) + CGFloat(halfPixel) { return nil }
        let cells = layout.displayedAttributes(in: visible, context: context).filter { $0.category == .cell }
        var chosen: LayoutAttributes?
        if let finger {
            let point = CGPoint(x: finger.location.x + contentOffset.x, y: finger.location.y + contentOffset.y)
            chosen = cells.first { $0.frame.contains(point) }
        }
        let steady = cells.filter { !changing.contains($0.key) }
        chosen = chosen
            ?? steady.filter { lead($0.frame) >= lead(visible) }.min { lead($0.frame) < lead($1.frame) }
            ?? steady.first ?? cells.first
        guard let chosen else { return nil }
        return ScrollAnchor(
            key: chosen.key,
            screenOrigin: CGPoint(x: chosen.frame.minX - contentOffset.x, y: chosen.frame.minY - contentOffset.y))
    }

    /// Scrolls along the layout's axis so that the anchored element, now keyed `key`, is where it
    /// was on screen; nothing when it is gone.
    func restore(_ anchor: ScrollAnchor, as key: ElementKey?) {
        guard let key, let frame = layout.attributes(for: key).map(displayed)?.frame else { return }
        let vertical = layout.scrollDirection == .vertical
        let delta = vertical
            ? CGPoint(x: 0, y: frame.minY - anchor.screenOrigin.y - contentOffset.y)
            : CGPoint(x: frame.minX - anchor.screenOrigin.x - contentOffset.x, y: 0)
        moveContent(by: delta)
    }

    /// Moves the content offset by `delta` (points) without the user noticing: a finger under way
    /// keeps holding the same content, a fling carries on from the moved offset at the same
    /// speed, and at rest the offset stays inside the valid offsets.
    func moveContent(by delta: CGPoint) {
        guard delta != .zero, delta.isFinite else { return }
        var target = CGPoint(x: contentOffset.x + delta.x, y: contentOffset.y + delta.y)
        switch scroll {
        case .idle:
            target = clampedOffset(target)
        case let .dragging(session):
            scroll = .dragging(DragSession(
                trace: session.trace, start: session.start,
                anchor: CGPoint(x: session.anchor.x + delta.x, y: session.anchor.y + delta.y)))
        case let .decelerating(fling):
            scroll = .decelerating(fling.restarted(at: time, movedBy: delta, ranges: offsetRanges,
                                                   physics: physics, threshold: halfPixel))
        }
        changeBounds(to: CGRect(origin: target, size: frameSize))
    }
}
