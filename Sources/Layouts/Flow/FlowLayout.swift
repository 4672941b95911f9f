import Foundation
import LayoutKitCore

/// A line-based flow layout that answers as UIKit's `UICollectionViewFlowLayout` does, quirks
/// included, vertically or horizontally.
///
/// Items fill lines across the scroll axis and lines stack along it; each section has optional
/// header and footer, and its own metrics. By default a full line spreads its extra space between
/// its items, items of different heights are centered on their line, a lone item is centered and
/// a short last line lines up with the columns above (see ``FlowLineAlignment/uiKit``).
///
/// The algorithm is written once, vertically; the horizontal layout is its transposition. The
/// layout answers left to right and asks a right-to-left host to mirror it
/// (``flipsHorizontallyInOppositeLayoutDirection``).
///
/// ```swift
/// let layout = FlowLayout { configuration in
///     configuration.itemSize = CGSize(width: 44, height: 44)
///     configuration.minimumInteritemSpacing = 10
///     configuration.minimumLineSpacing = 10
///     configuration.sectionInset = EdgeInsets(all: 10)
/// }
/// try layout.prepare(LayoutContext(bounds: CGRect(x: 0, y: 0, width: 320, height: 568), itemCounts: [120]))
/// layout.attributes(in: CGRect(x: 0, y: 0, width: 320, height: 568)) // the first 55 cells
/// ```
///
/// With an estimated item size (``FlowConfiguration/estimatedItemSize``) the layout self-sizes: it
/// starts every item at the estimate and takes the sizes the host measures for the cells it is
/// about to show, each in O(log lines); section backgrounds are decoration views
/// (``FlowConfiguration/sectionBackground``). See Docs/SelfSizing.md.
///
/// - Complexity: ``prepare(_:)`` is O(items) and keeps about 37 bytes per item (O(lines) and
///   8 bytes per line with an estimate); queries by rectangle are O(log items + visible); a pure
///   scroll recomputes nothing.
public final class FlowLayout: CollectionLayout {
    /// The layout's settings; changing them makes the next ``prepare(_:)`` recompute.
    public var configuration: FlowConfiguration {
        didSet { if configuration != oldValue { needsFullLayout = true } }
    }

    /// How many times the item geometry has been computed: a diagnostic for tests and benchmarks
    /// that check what a scroll or an invalidation recomputes.
    package private(set) var layoutPassCount = 0

    /// The bytes the prepared layout holds in its arrays (capacity, not count): a diagnostic for
    /// the memory benchmark.
    package var retainedByteCount: Int { estimated?.retainedBytes ?? geometry.retainedBytes }

    private var geometry = FlowGeometry()
    /// The geometry when the configuration has an estimated item size (self-sizing).
    var estimated: EstimatedFlowGeometry?
    /// Measured heights by flat index for the item counts they were measured with, kept from the
    /// last pass over other counts until ``prepare(forUpdates:)`` carries them across the update.
    var unmappedHeights: (counts: [Int], heights: [Int: CGFloat])?
    private var needsFullLayout = true
    private var lastInputs: Inputs?
    /// The visible bounds and content inset, canonical, for pinned headers and footers.
    private var visibleBounds = CGRect.zero
    private var visibleInset = EdgeInsets.zero

    /// What a layout pass depends on besides the configuration.
    private struct Inputs: Equatable {
        var contentWidth: CGFloat
        var itemCounts: [Int]
        var displayScale: CGFloat
    }

    /// Creates a flow layout with `configuration`.
    public init(configuration: FlowConfiguration = FlowConfiguration()) {
        self.configuration = configuration
    }

    /// Creates a flow layout from the default configuration changed by `configure`.
    public convenience init(_ configure: (inout FlowConfiguration) -> Void) {
        var configuration = FlowConfiguration()
        configure(&configuration)
        self.init(configuration: configuration)
    }

    var isHorizontal: Bool { configuration.scrollDirection == .horizontal }

    /// The configuration's scroll direction.
    public var scrollDirection: ScrollDirection { configuration.scrollDirection }

    /// Computes the layout when the configuration, the item counts, the room across the scroll
    /// axis or an invalidation asks for it; otherwise only takes note of the new bounds.
    ///
    /// - Throws: ``LayoutError/invalidParameter(name:value:reason:)`` for a bad configuration or
    ///   context, ``LayoutError/invalidItemSize(_:_:)`` for a bad size from the host. The
    ///   previous layout stays in place.
    public func prepare(_ context: LayoutContext) throws {
        try context.validate()
        try configuration.validate()
        let canonical = isHorizontal ? context.transposed : context
        let inputs = Inputs(
            contentWidth: canonical.insetViewportSize.width, itemCounts: canonical.itemCounts,
            displayScale: canonical.displayScale)
        if needsFullLayout || inputs != lastInputs {
            if let estimate = configuration.estimatedItemSize {
                estimated = makeEstimatedGeometry(
                    canonical, estimate: isHorizontal ? estimate.transposed : estimate,
                    keepsHeights: inputs.contentWidth == lastInputs?.contentWidth
                        && inputs.displayScale == lastInputs?.displayScale,
                    countsBefore: lastInputs?.itemCounts)
                geometry = FlowGeometry()
            } else {
                estimated = nil
                geometry = try computeGeometry(canonical, contentWidth: inputs.contentWidth)
            }
            layoutPassCount += 1
            lastInputs = inputs
            needsFullLayout = false
        }
        visibleBounds = canonical.bounds
        visibleInset = canonical.contentInset
    }

    private func computeGeometry(_ canonical: LayoutContext, contentWidth: CGFloat) throws -> FlowGeometry {
        let configuration = configuration
        let horizontal = isHorizontal
        let engine = FlowEngine(
            metrics: { horizontal ? configuration.metrics(forSection: $0).transposed : configuration.metrics(forSection: $0) },
            contentWidth: contentWidth, itemCounts: canonical.itemCounts, displayScale: canonical.displayScale)
        if let provider = canonical.itemSizeProvider {
            return try engine.layout(sizes: ProvidedItemSizes(provider: provider, isTransposed: horizontal))
        }
        return try engine.layout(sizes: SectionItemSizes())
    }

    public var contentSize: CGSize {
        let size = estimated?.contentSize ?? geometry.contentSize
        return isHorizontal ? size.transposed : size
    }

    public func attributes(in rect: CGRect) -> [LayoutAttributes] {
        let query = isHorizontal ? rect.transposed : rect
        if let estimated { return estimatedAttributes(in: query, from: estimated) }
        let items = geometry.itemRange(crossing: query)
        var result: [LayoutAttributes] = []
        result.reserveCapacity(items.count + 4)
        var section = geometry.section(ofItem: items.lowerBound)
        for index in items where geometry.frames[index].overlaps(query) {
            while geometry.sectionStarts[section + 1] <= index { section += 1 }
            let indexPath = IndexPath(item: index - geometry.sectionStarts[section], section: section)
            let attributes = LayoutAttributes(indexPath: indexPath, category: .cell, frame: geometry.frames[index])
            if isHorizontal {
                result.append(attributes.transposed)
            } else {
                result.append(attributes)
            }
        }
        appendSectionViews(geometry.sections(crossing: query), crossing: query, to: &result)
        return result
    }

    /// Appends the headers, footers and backgrounds of `sections` that overlap `query`.
    func appendSectionViews(_ sections: Range<Int>, crossing query: CGRect, to result: inout [LayoutAttributes]) {
        for section in sections {
            for kind in Self.supplementaryKinds {
                if let attributes = canonicalSupplementary(kind, section: section), attributes.frame.overlaps(query) {
                    result.append(output(attributes))
                }
            }
            if let background = canonicalBackground(section: section), background.frame.overlaps(query) {
                result.append(output(background))
            }
        }
    }

    public func attributes(at indexPath: IndexPath) -> LayoutAttributes? {
        if let estimated { return estimatedAttributes(at: indexPath, from: estimated) }
        guard indexPath.count == 2, let index = geometry.flatIndex(item: indexPath.item, section: indexPath.section) else {
            return nil
        }
        return output(LayoutAttributes(indexPath: indexPath, category: .cell, frame: geometry.frames[index]))
    }

    /// The header or footer of the section `indexPath` names (its item is ignored, as UIKit's
    /// flow layout uses item 0), or `nil` when the section has none.
    public func supplementaryAttributes(ofKind kind: String, at indexPath: IndexPath) -> LayoutAttributes? {
        guard let section = indexPath.first else { return nil }
        return canonicalSupplementary(kind, section: section).map(output)
    }

    /// Invalidates when the room across the scroll axis changes, and on every change while
    /// headers or footers are pinned (they follow the visible bounds).
    public func shouldInvalidate(forBoundsChange newBounds: CGRect, in context: LayoutContext) -> Bool {
        if pinsSupplementaryViews { return newBounds != context.bounds }
        return isHorizontal ? newBounds.height != context.bounds.height : newBounds.width != context.bounds.width
    }

    /// For a scroll with pinned headers or footers, only those of the sections in view before or
    /// after it (a pinned view stays within its section, so no other moves); for a resize,
    /// everything.
    ///
    /// - Complexity: O(log sections + sections in view), not O(sections): a scroll over 10 000
    ///   sections names the two or three on screen.
    public func invalidationContext(forBoundsChange newBounds: CGRect, in context: LayoutContext) -> InvalidationContext {
        guard newBounds.size == context.bounds.size else { return .everything }
        var pinned: [String: Set<IndexPath>] = [:]
        let swept = newBounds.union(context.bounds)
        let query = isHorizontal ? swept.transposed : swept
        let inView = estimated?.sections(crossing: query) ?? geometry.sections(crossing: query)
        let sections = inView.map { IndexPath(item: 0, section: $0) }
        if configuration.sectionHeadersPinToVisibleBounds { pinned[ElementKind.sectionHeader] = Set(sections) }
        if configuration.sectionFootersPinToVisibleBounds { pinned[ElementKind.sectionFooter] = Set(sections) }
        return InvalidationContext(invalidatedSupplementaryElements: pinned)
    }

    public func invalidate(with context: InvalidationContext) {
        if context.requiresFullLayout { needsFullLayout = true }
        applyPreferredSizes(context.preferredItemSizes)
    }

    /// True: a right-to-left host mirrors the layout, as UIKit's flow layout is mirrored.
    public var flipsHorizontallyInOppositeLayoutDirection: Bool { true }

    private var pinsSupplementaryViews: Bool {
        configuration.sectionHeadersPinToVisibleBounds || configuration.sectionFootersPinToVisibleBounds
    }

    func output(_ attributes: LayoutAttributes) -> LayoutAttributes {
        isHorizontal ? attributes.transposed : attributes
    }

    /// A header or footer in canonical coordinates, pinned to the visible bounds if configured.
    private func canonicalSupplementary(_ kind: String, section: Int) -> LayoutAttributes? {
        guard let frames = sectionFrame(section) else { return nil }
        var frame: CGRect
        var pinned: Bool
        switch kind {
        case ElementKind.sectionHeader:
            frame = frames.header
            pinned = configuration.sectionHeadersPinToVisibleBounds
            if pinned {
                let top = visibleBounds.minY + visibleInset.top
                frame.origin.y = max(frames.header.minY, min(top, frames.footer.minY - frame.height))
            }
        case ElementKind.sectionFooter:
            frame = frames.footer
            pinned = configuration.sectionFootersPinToVisibleBounds
            if pinned {
                let bottom = visibleBounds.maxY - visibleInset.bottom
                frame.origin.y = min(frames.footer.minY, max(bottom - frame.height, frames.header.maxY))
            }
        default:
            return nil
        }
        guard frame.height > 0 else { return nil }
        return LayoutAttributes(
            indexPath: IndexPath(item: 0, section: section), category: .supplementaryView(kind: kind),
            frame: frame, zIndex: pinned ? Self.pinnedZIndex : 0)
    }

    private static let supplementaryKinds = [ElementKind.sectionHeader, ElementKind.sectionFooter]

    /// The number of sections laid out.
    var sectionCount: Int { estimated?.sections.count ?? geometry.sections.count }

    /// The extent, header and footer of `section`, canonical; `nil` when there is no such section.
    func sectionFrame(_ section: Int) -> FlowSectionFrame? {
        guard section >= 0, section < sectionCount else { return nil }
        return estimated?.sectionFrame(section) ?? geometry.sections[section]
    }
}
