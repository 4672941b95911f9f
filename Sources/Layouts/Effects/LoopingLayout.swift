import Foundation
import LayoutKitCore

/// Any layout repeated without end along its scroll axis: past its last item the first comes
/// again, in both directions, and a drag or a fling never meets an edge. Index paths stay the
/// data's: the copy of an item the host sees is the one nearest the visible rectangle.
///
/// The content is ``copies`` copies of the base's content end to end, and the host shows one
/// near the middle. When the visible rectangle wanders more than ``recenteringBand`` copies from
/// the middle one, a bounds change's invalidation moves the content offset back by whole copies
/// (``InvalidationContext/contentOffsetAdjustment``); since every copy is the same, nothing on
/// screen moves, and a drag or a fling under way goes on. The offset stays bounded however far
/// the content is scrolled. Updates, snapping and paging (`looping().paging(_:)`), and the
/// effects over it see one long content.
///
/// The content repeats only when one copy is at least as long as the visible rectangle (two
/// copies of one item would otherwise show at once); a shorter base is shown once, as it is.
///
/// ```swift
/// let carousel = FlowLayout(configuration: .cardRow()).looping(spacing: 50).paging(.center)
/// ```
///
/// - Complexity: a query costs the base's query of the rectangle, split at the seams (at most two
///   pieces for a viewport-sized rectangle).
public final class LoopingLayout<Base: CollectionLayout>: LayoutWrapper {
    /// The layout repeated.
    public let base: Base
    /// How many copies of the base's content the content holds.
    public let copies: Int
    /// How many copies from the middle one the visible rectangle may wander before the offset is
    /// moved back.
    public let recenteringBand: Int
    /// The space between the end of one copy and the start of the next, in points.
    public let spacing: CGFloat
    /// The length of one copy along the axis with its spacing, in points (0 until prepared, or
    /// when the base is too short to repeat).
    public private(set) var period: CGFloat = 0
    /// The offset, along the axis, of the copy the host is in: where the base's coordinates start.
    private var shift: CGFloat = 0

    /// Repeats `base` along its scroll axis, `spacing` points (finite, not negative) between copies.
    ///
    /// - Parameters:
    ///   - copies: how many copies the content holds (at least 3; 1 001 by default).
    ///   - recenteringBand: how many copies from the middle one the visible rectangle may wander
    ///     (at least 1 and less than half the copies; 250 by default).
    public init(_ base: Base, spacing: CGFloat = 0, copies: Int = 1001, recenteringBand: Int = 250) {
        self.base = base
        self.spacing = spacing
        self.copies = copies
        self.recenteringBand = recenteringBand
    }

    private var vertical: Bool { base.scrollDirection == .vertical }

    /// True when the content repeats.
    public var repeats: Bool { period > 0 }

    /// Prepares the base in the copy the bounds are in, and measures one copy.
    ///
    /// - Throws: ``LayoutError/invalidParameter(name:value:reason:)`` for a NaN, infinite or
    ///   negative spacing, or copies or a band out of range; what the base throws.
    public func prepare(_ context: LayoutContext) throws {
        try LayoutError.requireNonNegative(spacing, named: "spacing")
        guard copies >= 3 else { throw LayoutError.invalidParameter(name: "copies", value: Double(copies), reason: "must be at least 3") }
        guard recenteringBand >= 1, recenteringBand < copies / 2 else {
            throw LayoutError.invalidParameter(
                name: "recenteringBand", value: Double(recenteringBand), reason: "must be at least 1 and less than half the copies")
        }
        shift = copyOffset(of: context.bounds)
        try base.prepare(baseContext(for: context))
        let length = (vertical ? base.contentSize.height : base.contentSize.width) + spacing
        let viewport = vertical ? context.bounds.height : context.bounds.width
        period = length > 0 && length >= viewport ? length : 0
        shift = copyOffset(of: context.bounds)
    }

    public func wrappedContentSize(for baseSize: CGSize) -> CGSize {
        guard repeats else { return baseSize }
        let length = period * CGFloat(copies)
        return vertical ? CGSize(width: baseSize.width, height: length) : CGSize(width: length, height: baseSize.height)
    }

    public func baseContext(for context: LayoutContext) -> LayoutContext { context.replacingBounds(with: baseRect(for: context.bounds)) }
    public func baseRect(for rect: CGRect) -> CGRect { vertical ? rect.offsetBy(dx: 0, dy: -shift) : rect.offsetBy(dx: -shift, dy: 0) }
    public func basePoint(for point: CGPoint) -> CGPoint { vertical ? CGPoint(x: point.x, y: point.y - shift) : CGPoint(x: point.x - shift, y: point.y) }
    public func wrappedPoint(for point: CGPoint) -> CGPoint { vertical ? CGPoint(x: point.x, y: point.y + shift) : CGPoint(x: point.x + shift, y: point.y) }

    public func wrapped(_ attributes: LayoutAttributes) -> LayoutAttributes { moved(attributes, by: shift) }

    /// The elements in `rect`, gathered from every copy it crosses; an element met in two copies
    /// (a rectangle longer than a copy) is answered once, in the copy nearest the host's.
    public func attributes(in rect: CGRect) -> [LayoutAttributes] {
        guard repeats else { return base.attributes(in: rect) }
        let (start, end) = vertical ? (rect.minY, rect.maxY) : (rect.minX, rect.maxX)
        let first = max(0, Int((start / period).rounded(.down))), last = min(copies - 1, Int((end / period).rounded(.down)))
        guard first <= last else { return [] }
        var nearest: [ElementKey: (distance: CGFloat, attributes: LayoutAttributes)] = [:]
        for copy in first...last {
            let offset = CGFloat(copy) * period
            let piece = vertical ? rect.offsetBy(dx: 0, dy: -offset) : rect.offsetBy(dx: -offset, dy: 0)
            for element in base.attributes(in: piece) {
                let distance = abs(offset - shift)
                if let kept = nearest[element.key], kept.distance <= distance { continue }
                nearest[element.key] = (distance, moved(element, by: offset))
            }
        }
        return nearest.values.map(\.attributes).sorted { $0.key < $1.key }
    }

    /// The copy of the cell nearest the host's copy's middle.
    public func attributes(at indexPath: IndexPath) -> LayoutAttributes? {
        guard let home = base.attributes(at: indexPath) else { return nil }
        guard repeats else { return home }
        let middle = shift + period / 2
        let center = vertical ? home.center.y : home.center.x
        let candidates = [shift - period, shift, shift + period]
        let best = candidates.min { abs($0 + center - middle) < abs($1 + center - middle) } ?? shift
        return moved(home, by: best)
    }

    /// The base's answer in its copy; true as well when the visible rectangle wandered too far
    /// from the middle copy (the invalidation then moves the offset back).
    public func shouldInvalidate(forBoundsChange newBounds: CGRect, in context: LayoutContext) -> Bool {
        shift = copyOffset(of: newBounds)
        let baseWants = base.shouldInvalidate(forBoundsChange: baseRect(for: newBounds), in: baseContext(for: context))
        return baseWants || recentering(for: newBounds) != 0
    }

    /// The base's context, moving the offset back by whole copies when the visible rectangle
    /// wandered too far from the middle copy.
    public func invalidationContext(forBoundsChange newBounds: CGRect, in context: LayoutContext) -> InvalidationContext {
        var invalidation = base.invalidationContext(forBoundsChange: baseRect(for: newBounds), in: baseContext(for: context))
        let adjustment = recentering(for: newBounds)
        if vertical { invalidation.contentOffsetAdjustment.y += adjustment } else { invalidation.contentOffsetAdjustment.x += adjustment }
        return invalidation
    }

    /// How far, along the axis, the offset moves back for `bounds`: whole copies toward the
    /// middle one when `bounds` is more than ``recenteringBand`` copies away, else 0.
    private func recentering(for bounds: CGRect) -> CGFloat {
        guard repeats else { return 0 }
        let middle = copies / 2
        let copy = Int(((vertical ? bounds.midY : bounds.midX) / period).rounded(.down))
        return abs(copy - middle) > recenteringBand ? CGFloat(middle - copy) * period : 0
    }

    /// The offset of the copy `bounds`' middle is in (the middle copy's before the first pass).
    private func copyOffset(of bounds: CGRect) -> CGFloat {
        guard repeats else { return 0 }
        let copy = Int(((vertical ? bounds.midY : bounds.midX) / period).rounded(.down))
        return CGFloat(min(max(copy, 0), copies - 1)) * period
    }

    /// `attributes` moved along the axis by `offset`.
    private func moved(_ attributes: LayoutAttributes, by offset: CGFloat) -> LayoutAttributes {
        var moved = attributes
        moved.frame = vertical ? attributes.frame.offsetBy(dx: 0, dy: offset) : attributes.frame.offsetBy(dx: offset, dy: 0)
        return moved
    }
}
