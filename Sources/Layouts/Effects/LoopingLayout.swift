import Foundation
import LayoutKitCore

/// Any layout repeated without end along its scroll axis: past its last item the first comes
/// again, in both directions, and a drag or a fling never meets an edge. Index paths stay the
/// data's: the copy of an item the host sees is the one nearest the visible rectangle.
///
/// The content is ``copies`` copies of the base's content end to end. The host starts in the
/// first copy and is moved to the middle one at its first bounds change; whenever the visible
/// rectangle wanders more than ``recenteringBand`` copies from the middle one, a bounds change's
/// invalidation moves the content offset back by whole copies
/// (``InvalidationContext/contentOffsetAdjustment``); since every copy is the same, nothing on
/// screen moves, and a drag or a fling under way goes on. The offset stays bounded however far
/// the content is scrolled. Updates, snapping and paging (`looping().paging(_:)`), and the
/// effects over it see one long content.
///
/// The content repeats only when one copy is longer than the visible rectangle plus its longest
/// element (two copies of one element would otherwise show at once); a shorter base is shown
/// once, as it is.
///
/// ```swift
/// let carousel = FlowLayout(configuration: .cardRow()).looping(spacing: 50).paging(.center)
/// ```
///
/// - Complexity: a query costs the base's query of the rectangle, split at the seams (at most two
///   pieces for a viewport-sized rectangle); a layout pass after a change of the base's geometry
///   (an invalidation that names anything, new counts, a new viewport or content size) costs one
///   query of the whole base, to find its longest element; other passes cost the base's.
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
    /// The middle of the visible rectangle along the axis, as last seen.
    private var viewMiddle: CGFloat = 0
    /// The base's longest element along the axis, with what it was measured for; `nil` after an
    /// invalidation that may change the base's elements.
    private var longest: (length: CGFloat, viewport: CGSize, content: CGSize, counts: [Int])?

    /// Repeats `base` along its scroll axis, `spacing` points (finite, not negative) between copies.
    ///
    /// - Parameters:
    ///   - base: the layout repeated.
    ///   - spacing: the gap between two copies, in points.
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
        guard copies >= 3 else {
            throw LayoutError.invalidParameter(name: "copies", value: Double(copies), reason: "must be at least 3")
        }
        guard recenteringBand >= 1, recenteringBand < copies / 2 else {
            throw LayoutError.invalidParameter(
                name: "recenteringBand", value: Double(recenteringBand),
                reason: "must be at least 1 and less than half the copies")
        }
        follow(context.bounds)
        let previousShift = shift
        try base.prepare(baseContext(for: context))
        let length = (vertical ? base.contentSize.height : base.contentSize.width) + spacing
        let viewport = vertical ? context.bounds.height : context.bounds.width
        period = length > 0 && length - longestElement(for: context) >= viewport ? length : 0
        follow(context.bounds)
        // The copy moved with the new period: the base sees its bounds in the right copy.
        if shift != previousShift { try base.prepare(baseContext(for: context)) }
    }

    /// Passes the invalidation on; one that may change the base's elements has the longest one
    /// measured again at the next pass.
    public func invalidate(with context: InvalidationContext) {
        if context.requiresFullLayout || !context.invalidatedSupplementaryElements.isEmpty || !context.preferredItemSizes.isEmpty
        {
            longest = nil
        }
        base.invalidate(with: context)
    }

    /// The length along the axis of the base's longest element, measured (one query of the
    /// whole base) only when the base may have changed since the last time.
    private func longestElement(for context: LayoutContext) -> CGFloat {
        if let known = longest, known.viewport == context.bounds.size, known.content == base.contentSize,
            known.counts == context.itemCounts
        {
            return known.length
        }
        let whole = CGRect(origin: .zero, size: base.contentSize)
        let length = base.attributes(in: whole).map { vertical ? $0.frame.height : $0.frame.width }.max() ?? 0
        longest = (length, context.bounds.size, base.contentSize, context.itemCounts)
        return length
    }

    public func wrappedContentSize(for baseSize: CGSize) -> CGSize {
        guard repeats else { return baseSize }
        let length = period * CGFloat(copies)
        return vertical ? CGSize(width: baseSize.width, height: length) : CGSize(width: length, height: baseSize.height)
    }

    /// The context in the host's copy.
    public func baseContext(for context: LayoutContext) -> LayoutContext {
        context.replacingBounds(with: baseRect(for: context.bounds))
    }
    /// `rect` in the host's copy.
    public func baseRect(for rect: CGRect) -> CGRect {
        vertical ? rect.offsetBy(dx: 0, dy: -shift) : rect.offsetBy(dx: -shift, dy: 0)
    }

    /// `point` in the base's coordinates, whichever copy it is in.
    public func basePoint(for point: CGPoint) -> CGPoint {
        guard repeats else { return point }
        let along = vertical ? point.y : point.x
        let folded = along - (along / period).rounded(.down) * period
        return vertical ? CGPoint(x: point.x, y: folded) : CGPoint(x: folded, y: point.y)
    }

    /// `point` of the base's in the host's copy.
    public func wrappedPoint(for point: CGPoint) -> CGPoint {
        vertical ? CGPoint(x: point.x, y: point.y + shift) : CGPoint(x: point.x + shift, y: point.y)
    }

    /// The base's element in the copy nearest the middle of the visible rectangle: the one on
    /// screen, also across a seam (every query by key answers it).
    public func wrapped(_ attributes: LayoutAttributes) -> LayoutAttributes {
        guard repeats else { return attributes }
        let center = vertical ? attributes.center.y : attributes.center.x
        let nearest = ((viewMiddle - center) / period).rounded() * period
        return moved(attributes, by: min(max(nearest, 0), period * CGFloat(copies - 1)))
    }

    /// The elements in `rect`, gathered from every copy it crosses; an element met in two copies
    /// (a rectangle longer than a copy) is answered once, in the copy nearest the middle of the
    /// visible rectangle.
    public func attributes(in rect: CGRect) -> [LayoutAttributes] {
        guard repeats else { return base.attributes(in: rect) }
        let (start, end) = vertical ? (rect.minY, rect.maxY) : (rect.minX, rect.maxX)
        guard start.isFinite, end.isFinite else { return base.attributes(in: rect).map(wrapped) }
        let lastCopy = CGFloat(copies - 1)
        let first = Int(min(max((start / period).rounded(.down), 0), lastCopy))
        let last = Int(min(max((end / period).rounded(.down), 0), lastCopy))
        guard first <= last, end >= 0, start <= period * CGFloat(copies) else { return [] }
        var nearest: [ElementKey: (distance: CGFloat, attributes: LayoutAttributes)] = [:]
        for copy in first...last {
            let offset = CGFloat(copy) * period
            let piece = vertical ? rect.offsetBy(dx: 0, dy: -offset) : rect.offsetBy(dx: -offset, dy: 0)
            for element in base.attributes(in: piece) {
                let distance = abs(offset + (vertical ? element.center.y : element.center.x) - viewMiddle)
                if let kept = nearest[element.key], kept.distance <= distance { continue }
                nearest[element.key] = (distance, moved(element, by: offset))
            }
        }
        return nearest.values.map(\.attributes).sorted { $0.key < $1.key }
    }

    /// The base's answer in its copy; true as well when the visible rectangle wandered too far
    /// from the middle copy (the invalidation then moves the offset back).
    public func shouldInvalidate(forBoundsChange newBounds: CGRect, in context: LayoutContext) -> Bool {
        follow(newBounds)
        let baseWants = base.shouldInvalidate(forBoundsChange: baseRect(for: newBounds), in: baseContext(for: context))
        return baseWants || recentering(for: newBounds) != 0
    }

    /// The base's context, moving the offset back by whole copies when the visible rectangle
    /// wandered too far from the middle copy.
    public func invalidationContext(forBoundsChange newBounds: CGRect, in context: LayoutContext) -> InvalidationContext {
        var invalidation = base.invalidationContext(forBoundsChange: baseRect(for: newBounds), in: baseContext(for: context))
        let adjustment = recentering(for: newBounds)
        if vertical {
            invalidation.contentOffsetAdjustment.y += adjustment
        } else {
            invalidation.contentOffsetAdjustment.x += adjustment
        }
        return invalidation
    }

    /// How far, along the axis, the offset moves back for `bounds`: whole copies toward the
    /// middle one when `bounds` is more than ``recenteringBand`` copies away, else 0.
    private func recentering(for bounds: CGRect) -> CGFloat {
        guard repeats else { return 0 }
        let middle = copies / 2
        let along = vertical ? bounds.midY : bounds.midX
        guard along.isFinite else { return 0 }
        let copy = Int(min(max((along / period).rounded(.down), -1), CGFloat(copies)))
        return abs(copy - middle) > recenteringBand ? CGFloat(middle - copy) * period : 0
    }

    /// Notes where the visible rectangle is: its middle, and the copy that middle is in (the
    /// first before the content repeats).
    private func follow(_ bounds: CGRect) {
        viewMiddle = vertical ? bounds.midY : bounds.midX
        guard repeats, viewMiddle.isFinite else {
            shift = 0
            return
        }
        shift = min(max((viewMiddle / period).rounded(.down), 0), CGFloat(copies - 1)) * period
    }

    /// `attributes` moved along the axis by `offset`.
    private func moved(_ attributes: LayoutAttributes, by offset: CGFloat) -> LayoutAttributes {
        var moved = attributes
        moved.frame = vertical ? attributes.frame.offsetBy(dx: 0, dy: offset) : attributes.frame.offsetBy(dx: offset, dy: 0)
        return moved
    }
}
