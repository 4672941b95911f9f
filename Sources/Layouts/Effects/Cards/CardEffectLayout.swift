import Foundation
import LayoutKitCore

/// Any layout whose cells are dressed by where they are in pages from a focus: the card effects
/// of carousel libraries (shrinking, Cover Flow, a deck, a parallax) over any base.
///
/// At every query, each cell's position `p` is its distance from the focus along the base's
/// ``CollectionLayout/scrollDirection`` (``CardFocus``: the middle of the visible rectangle, or
/// its leading edge), in pages: the distance between neighbouring cells' centers. The
/// ``CardEffect`` answers the cell's ``CardLook`` for `p`: its transform applies after the
/// base's own, its alpha multiplies the base's, its z index replaces it, its blur radius and
/// content offset go to ``LayoutAttributes/customValues``. Updates, flings and everything else
/// are the base's, so paging, looping and springs compose:
/// `flow.paging(.center).cardEffect(.coverFlow)`, `flow.looping().cardEffect(.deck)`,
/// `flow.springy().cardEffect(.shrinking)`.
///
/// A look that moves a card (``CardLook/shift``) moves its frame, so that a collection view, which
/// shows cells whose frames meet the screen and hit-tests them by their frames, finds the card
/// where it is drawn; an effect that moves cards toward the focus (``CardEffect/reach``) makes
/// the layout ask its base for that many pages more. Put paging inside the effect
/// (`flow.paging(.center).cardEffect(.deck)`): paging outside it would snap to the moved frames.
///
/// Right to left, a host mirrors the cells' frames; the layout turns the looks' transforms and
/// content offsets the other way with them, so the cards are the mirror image of left to right.
///
/// ```swift
/// let albums = FlowLayout(configuration: .cardRow()).paging(.center).cardEffect(.coverFlow)
/// let host = try CollectionViewHost(layout: albums, frameSize: CGSize(width: 390, height: 300), itemCounts: [20])
/// ```
public final class CardEffectLayout<Base: CollectionLayout, Effect: CardEffect>: LayoutWrapper {
    /// The dressed layout.
    public let base: Base
    /// The effect.
    public let effect: Effect
    /// Where position 0 is.
    public let focus: CardFocus
    /// The latest context: the prepared one, with the bounds of the latest bounds change.
    private var context: LayoutContext?
    /// The page length of each section asked for since the last pass, in points.
    private var pitches: [Int: CGFloat] = [:]

    /// Dresses `base`'s cells with `effect` by their distance from `focus`.
    public init(_ base: Base, effect: Effect, focus: CardFocus = .center) {
        self.base = base
        self.effect = effect
        self.focus = focus
    }

    /// Checks the effect's settings, then prepares the base.
    ///
    /// - Throws: ``LayoutError/invalidParameter(name:value:reason:)`` naming a bad setting, and
    ///   whatever the base throws.
    public func prepare(_ context: LayoutContext) throws {
        try effect.validate()
        try base.prepare(context)
        self.context = context
        pitches = [:]
    }

    /// The cells placed in `rect` or drawn in it, dressed; the other elements as the base has them.
    /// An effect that moves cards toward the focus has the base asked for ``CardEffect/reach``
    /// pages more, each of the longest page of the sections in the rectangle.
    public func attributes(in rect: CGRect) -> [LayoutAttributes] {
        let placed = base.attributes(in: rect)
        guard effect.reach > 0, context != nil else { return placed.map(wrapped) }
        let axis = base.scrollDirection
        let sections = Set(placed.lazy.filter { $0.category == .cell }.map(\.indexPath.section)).union([0])
        let grow = effect.reach * (sections.map(pitch(ofSection:)).max() ?? 1)
        let asked = axis == .horizontal ? rect.insetBy(dx: -grow, dy: 0) : rect.insetBy(dx: 0, dy: -grow)
        let mirrors = mirrorsLooks
        return base.attributes(in: asked).compactMap { attributes -> LayoutAttributes? in
            guard attributes.category == .cell, let look = look(of: attributes) else { return wrapped(attributes) }
            // Where a card is drawn is judged in the layout's own space, before any mirroring.
            let shown = dressed(attributes, in: look)
            guard shown.frame.intersects(rect) || shown.drawnBounds.intersects(rect) else { return nil }
            return mirrors ? dressed(attributes, in: look.mirroredAcrossVerticalAxis) : shown
        }
    }

    /// A cell in its look (the look turned the other way when the host mirrors the frames); any
    /// other element as it is.
    public func wrapped(_ attributes: LayoutAttributes) -> LayoutAttributes {
        guard let look = look(of: attributes) else { return attributes }
        return dressed(attributes, in: mirrorsLooks ? look.mirroredAcrossVerticalAxis : look)
    }

    /// True when the host mirrors the frames (right to left, over a base that flips): the looks
    /// then turn the other way too.
    private var mirrorsLooks: Bool {
        context?.layoutDirection == .rightToLeft && base.flipsHorizontallyInOppositeLayoutDirection
    }

    /// The look of a cell for its distance from the focus; `nil` for another element or before
    /// the first pass.
    private func look(of attributes: LayoutAttributes) -> CardLook? {
        guard let context, attributes.category == .cell else { return nil }
        let axis = base.scrollDirection
        let pitch = pitch(ofSection: attributes.indexPath.section)
        let visible = context.visibleRect
        let distance =
            focus == .center
            ? axis.along(attributes.center) - axis.along(visible.center)
            : axis.along(attributes.frame.origin) - axis.along(visible.origin)
        return effect.look(at: distance / pitch, along: axis, pitch: pitch)
    }

    /// `attributes` in `look`: moved along the axis, the look's transform after their own, the
    /// alpha multiplied, the z index replaced, the blur and content offset as custom values.
    private func dressed(_ attributes: LayoutAttributes, in look: CardLook) -> LayoutAttributes {
        var shown = attributes
        let axis = base.scrollDirection
        shown.center = axis.replacing(attributes.center, along: axis.along(attributes.center) + look.shift)
        shown.transform3D = attributes.transform3D.concatenating(look.transform)
        shown.alpha = attributes.alpha * min(1, max(0, look.alpha.isFinite ? look.alpha : 1))
        shown.zIndex = look.zIndex
        var values = attributes.customValues
        if look.blurRadius != 0 { values[CardLook.blurRadiusKey] = look.blurRadius }
        if look.contentOffset.x != 0 { values[CardLook.contentOffsetXKey] = look.contentOffset.x }
        if look.contentOffset.y != 0 { values[CardLook.contentOffsetYKey] = look.contentOffset.y }
        if !values.isEmpty { shown.customValues = values }
        return shown
    }

    /// Yes to every bounds change: the looks follow the visible rectangle.
    public func shouldInvalidate(forBoundsChange newBounds: CGRect, in context: LayoutContext) -> Bool {
        // The base still hears of the change (a base that keeps its own context needs it).
        _ = base.shouldInvalidate(forBoundsChange: newBounds, in: context)
        self.context = context.replacingBounds(with: newBounds)
        return true
    }

    /// The page length of section `section`, in points: the shortest distance along the scroll
    /// axis between the centers of neighbouring cells among its first eight (cells side by side
    /// on one line are no page apart; over endless content two neighbours may be answered in
    /// different copies); the first cell's length with no such pair; 1 with no cell.
    ///
    /// - Complexity: eight queries of the base the first time a section is asked for after a pass.
    private func pitch(ofSection section: Int) -> CGFloat {
        if let known = pitches[section] { return known }
        let axis = base.scrollDirection
        let cells = (0..<8).map { base.attributes(at: IndexPath(item: $0, section: section)) }
        let gaps = zip(cells, cells.dropFirst()).compactMap { pair -> CGFloat? in
            guard let first = pair.0, let second = pair.1 else { return nil }
            let gap = abs(axis.along(second.center) - axis.along(first.center))
            return gap > 0 && gap.isFinite ? gap : nil
        }
        var pitch: CGFloat = 1
        if let shortest = gaps.min() {
            pitch = shortest
        } else if let first = cells.first ?? nil, axis.length(of: first.size) > 0 {
            pitch = axis.length(of: first.size)
        }
        pitches[section] = pitch
        return pitch
    }
}
