import Foundation
import LayoutKitCore

/// Invalidation: what the host invalidates is split by section and passed on to the section
/// layouts it concerns; a scroll asks the visible sections' layouts about their own bounds.
extension CompositionalLayout {
    /// Passes `context` on: an invalidation of everything or of the counts describes every
    /// section again; invalidated items, supplementary views and preferred sizes go to their
    /// sections' layouts (index paths `[0, item]`), as do an interactive move's steps within one
    /// section; what a section layout asked for itself (a bounds change, its channel) reaches it.
    public func invalidate(with context: InvalidationContext) {
        if context.invalidateEverything {
            needsSections = true
            invalidatesEverything = true
            sectionsBeforeUpdate = nil
        }
        if context.invalidateDataSourceCounts {
            needsSections = true
            // A change of the data (not a step of an interactive move) is followed by its plan.
            if context.interactiveMove == nil { awaitsUpdatePlan = true }
        }
        var split: [Int: InvalidationContext] = [:]
        for indexPath in context.invalidatedItems {
            guard let index = section(of: indexPath) else { continue }
            split[index, default: InvalidationContext()].invalidatedItems.insert(IndexPath(item: indexPath.item, section: 0))
        }
        for (indexPath, size) in context.preferredItemSizes {
            guard let index = section(of: indexPath) else { continue }
            split[index, default: InvalidationContext()].preferredItemSizes[IndexPath(item: indexPath.item, section: 0)] = size
        }
        for (kind, indexPaths) in context.invalidatedSupplementaryElements {
            for indexPath in indexPaths {
                guard let index = section(of: indexPath, allowingEmpty: true) else { continue }
                split[index, default: InvalidationContext()].invalidatedSupplementaryElements[kind, default: []]
                    .insert(IndexPath(item: indexPath.item, section: 0))
            }
        }
        if let move = context.interactiveMove { passOn(move, into: &split) }
        for (index, sectionContext) in split { pendingInvalidations[index, default: []].append(sectionContext) }
        for (index, contexts) in pendingInvalidations where slots.indices.contains(index) {
            for sectionContext in contexts { slots[index].layout.invalidate(with: sectionContext) }
            dirtySections.insert(index)
        }
        pendingInvalidations = [:]
    }

    /// An interactive move's step for the sections it concerns: the step itself, in the
    /// section's own index paths, when every index path is in one section; a change of counts to
    /// each section it touches otherwise.
    private func passOn(_ move: InteractiveMoveStep, into split: inout [Int: InvalidationContext]) {
        let paths: [IndexPath]
        switch move {
        case let .moved(from, to): paths = from + to
        case let .ended(at, from): paths = at + from
        case let .cancelled(from, backTo): paths = from + backTo
        }
        let sections = Set(paths.map(\.section)).filter(slots.indices.contains)
        func local(_ list: [IndexPath]) -> [IndexPath] { list.map { IndexPath(item: $0.item, section: 0) } }
        for index in sections {
            split[index, default: InvalidationContext()].invalidateDataSourceCounts = true
            guard sections.count == 1 else { continue }
            switch move {
            case let .moved(from, to): split[index]?.interactiveMove = .moved(from: local(from), to: local(to))
            case let .ended(at, from): split[index]?.interactiveMove = .ended(at: local(at), from: local(from))
            case let .cancelled(from, backTo):
                split[index]?.interactiveMove = .cancelled(from: local(from), backTo: local(backTo))
            }
        }
    }

    /// True when the size changes, when an item is pinned (its place follows the scroll), or
    /// when the layout of a section in view asks for its own bounds change (whose invalidation
    /// it is then given).
    ///
    /// - Complexity: O(log sections + sections in view).
    public func shouldInvalidate(forBoundsChange newBounds: CGRect, in context: LayoutContext) -> Bool {
        if newBounds.size != context.bounds.size { return true }
        var changed = context
        changed.bounds = newBounds
        var asks = false
        let reach = context.bounds.union(newBounds)
        var index = firstSection(endingAfter: reach.minY)
        while index < slots.count, slots[index].origin <= reach.maxY {
            let before = sectionContext(index, in: context)
            let after = sectionContext(index, in: changed).bounds
            let layout = preparedLayout(ofSection: index)
            if after != before.bounds, layout.shouldInvalidate(forBoundsChange: after, in: before) {
                pendingInvalidations[index, default: []].append(layout.invalidationContext(forBoundsChange: after, in: before))
                asks = true
            }
            index += 1
        }
        return asks || hasPinnedItems
    }

    /// A context that names nothing: what the section layouts asked for waits for
    /// ``invalidate(with:)``, and a new size describes the sections again in the next prepare.
    public func invalidationContext(forBoundsChange newBounds: CGRect, in context: LayoutContext) -> InvalidationContext {
        InvalidationContext()
    }

    /// Whether the section layout of the cell wants its preferred size (asked in its own
    /// coordinates); a boundary item or background keeps its size.
    public func shouldInvalidate(forPreferredAttributes preferred: LayoutAttributes, withOriginal original: LayoutAttributes)
        -> Bool
    {
        guard original.category == .cell, let index = section(of: original.indexPath) else { return false }
        return preparedLayout(ofSection: index).shouldInvalidate(
            forPreferredAttributes: local(preferred, in: index),
            withOriginal: local(original, in: index))
    }

    /// The section layout's context for the preferred size, its index paths in this layout's.
    public func invalidationContext(
        forPreferredAttributes preferred: LayoutAttributes, withOriginal original: LayoutAttributes
    ) -> InvalidationContext {
        guard let index = section(of: original.indexPath) else { return InvalidationContext() }
        let inner = preparedLayout(ofSection: index).invalidationContext(
            forPreferredAttributes: local(preferred, in: index), withOriginal: local(original, in: index))
        return placed(inner, in: index)
    }

    /// Attributes of this layout seen by section `index`'s layout.
    func local(_ attributes: LayoutAttributes, in index: Int) -> LayoutAttributes {
        let origin = slots[index].contentOrigin(left: sectionLeft)
        var seen = attributes
        seen.frame = attributes.frame.offsetBy(dx: -origin.x, dy: -origin.y)
        seen.indexPath = IndexPath(item: attributes.indexPath.item, section: 0)
        return seen
    }

    /// A section layout's invalidation context in this layout's index paths. An orthogonal
    /// section's content offset adjustment moves nothing of this layout's.
    func placed(_ context: InvalidationContext, in index: Int) -> InvalidationContext {
        func outer(_ indexPath: IndexPath) -> IndexPath { IndexPath(item: indexPath.item, section: index) }
        var mapped = InvalidationContext(
            invalidatedItems: Set(context.invalidatedItems.map(outer)),
            invalidatedSupplementaryElements: context.invalidatedSupplementaryElements.mapValues { Set($0.map(outer)) },
            preferredItemSizes: Dictionary(uniqueKeysWithValues: context.preferredItemSizes.map { (outer($0.key), $0.value) }))
        if !slots[index].isOrthogonal {
            mapped.contentOffsetAdjustment = context.contentOffsetAdjustment
            mapped.contentSizeAdjustment = context.contentSizeAdjustment
        }
        return mapped
    }
}
