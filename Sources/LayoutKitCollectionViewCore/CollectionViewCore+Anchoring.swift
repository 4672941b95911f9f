import Foundation
import LayoutKitCore

extension CollectionViewCore {
    /// The offsets the content can rest at, in points, with a content of `size` (the layout's
    /// by default): from minus the top-left inset to the content's far edge plus inset less the
    /// viewport (never below the start).
    package func validContentOffsets(forContentSize size: CGSize? = nil) -> CGRect {
        let view = viewContext
        let content = size ?? layout.contentSize
        let inset = view.contentInset
        let minimum = CGPoint(x: -inset.left, y: -inset.top)
        let maximum = CGPoint(
            x: max(minimum.x, content.width + inset.right - view.bounds.width),
            y: max(minimum.y, content.height + inset.bottom - view.bounds.height))
        return CGRect(x: minimum.x, y: minimum.y, width: maximum.x - minimum.x, height: maximum.y - minimum.y)
    }

    /// `point` clamped into the valid offsets of a content of `size` (the layout's by default).
    package func clampedOffset(_ point: CGPoint, contentSize size: CGSize? = nil) -> CGPoint {
        let valid = validContentOffsets(forContentSize: size)
        return CGPoint(x: min(valid.maxX, max(valid.minX, point.x)), y: min(valid.maxY, max(valid.minY, point.y)))
    }

    /// The content offset to stop at after a change, as `targetContentOffset(forProposedContentOffset:)`:
    /// the element the user looked at when the change began put back where it was on screen
    /// (when the layout anchors, see ``CollectionLayout/anchorsVisibleContent``), clamped into
    /// the content, then the layout's own target; `proposed` clamped if the layout answers a
    /// NaN or infinite offset.
    public func targetContentOffset(forProposed proposed: CGPoint) -> CGPoint {
        let delta = anchorDelta()
        let clamped = clampedOffset(CGPoint(x: proposed.x + delta.x, y: proposed.y + delta.y))
        let asked = acrossMirror(offset: clamped)
        let target = acrossMirror(offset: insideLayout { layout.targetContentOffset(forProposed: asked) })
        return target.isFinite ? target : clamped
    }

    /// The content offset a fling with `velocity` (pt/s, view coordinates) that would stop at
    /// `proposed` stops at, as `targetContentOffset(forProposedContentOffset:withScrollingVelocity:)`;
    /// `proposed` if the layout answers a NaN or infinite offset.
    public func targetContentOffset(forProposed proposed: CGPoint, velocity: CGPoint) -> CGPoint {
        let (asked, speed) = (acrossMirror(offset: proposed), acrossMirror(vector: velocity))
        let target = acrossMirror(offset: insideLayout { layout.targetContentOffset(forProposed: asked, velocity: speed) })
        return target.isFinite ? target : proposed
    }

    /// Remembers the element the user looks at and where it is on screen, before a change that
    /// may move it: the cell under the finger when one is down, or else the first cell whose
    /// leading edge (along the scroll axis) is in view, or else the first cell in view, as the
    /// layout places them now. Nothing when the layout opts out
    /// (``CollectionLayout/anchorsVisibleContent``), no cell is on screen, or no finger is down
    /// and the content rests at its leading edge (what is inserted or grows at the start then
    /// shows, as in a feed scrolled to the top).
    ///
    /// - Parameter changing: elements about to change size (cells being measured), never chosen
    ///   but under the finger: the anchor is what keeps its size.
    package func anchorVisibleContent(changing: Set<ElementKey> = []) {
        pendingAnchor = captureAnchor(changing: changing)
    }

    /// How far the content must move, in points, for the element remembered by the last
    /// anchor (``anchorVisibleContent(changing:)``, or the start of a batch update or of a new
    /// frame size) to be back where it was on screen; the anchor is then forgotten. Zero when
    /// there is none, or its element is gone.
    package func anchorDelta() -> CGPoint {
        anchoredDelta() ?? .zero
    }

    /// ``anchorDelta()``, or `nil` when there is no anchor or its element is gone.
    func anchoredDelta() -> CGPoint? {
        guard let anchor = pendingAnchor else { return nil }
        pendingAnchor = nil
        guard let key = keyAfterChange(for: anchor.key), let frame = element(key)?.frame else { return nil }
        let offset = viewContext.bounds.origin
        return layout.scrollDirection == .vertical
            ? CGPoint(x: 0, y: frame.minY - anchor.screenOrigin.y - offset.y)
            : CGPoint(x: frame.minX - anchor.screenOrigin.x - offset.x, y: 0)
    }

    /// The anchor as ``anchorVisibleContent(changing:)`` describes it, or `nil`.
    func captureAnchor(changing: Set<ElementKey> = []) -> ScrollAnchor? {
        guard layout.anchorsVisibleContent else { return nil }
        let view = viewContext
        let vertical = layout.scrollDirection == .vertical
        func lead(_ rect: CGRect) -> CGFloat { vertical ? rect.minY : rect.minX }
        let visible = view.bounds
        let halfPixel = 0.5 / view.displayScale
        if view.touch == nil, lead(visible) <= lead(validContentOffsets()) + halfPixel { return nil }
        let cells = elements(in: visible).filter { $0.category == .cell }
        var chosen = view.touch.flatMap { touch in cells.first { $0.frame.contains(touch.location) } }
        let steady = cells.filter { !changing.contains($0.key) }
        chosen =
            chosen
            ?? steady.filter { lead($0.frame) >= lead(visible) }.min { lead($0.frame) < lead($1.frame) }
            ?? steady.first ?? cells.first
        guard let chosen else { return nil }
        return ScrollAnchor(
            key: chosen.key,
            screenOrigin: CGPoint(x: chosen.frame.minX - visible.minX, y: chosen.frame.minY - visible.minY))
    }
}
