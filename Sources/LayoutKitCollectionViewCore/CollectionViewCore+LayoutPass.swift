import Foundation
import LayoutKitCore

extension CollectionViewCore {
    /// Prepares the layout for the view as it is now, as `prepare()` does in a layout pass, and
    /// remembers the item counts the pass saw (a batch update is checked against them).
    ///
    /// A mirrored layout (see ``mirrorsLayout``) whose content width changed in the pass is
    /// prepared once more, so that the bounds it keeps were reflected across its new width.
    ///
    /// - Throws: what the layout's ``CollectionLayout/prepare(_:)`` throws; the layout keeps its
    ///   previous state and will be asked again.
    public func prepareLayout() throws {
        let width = layout.contentSize.width
        let context = layoutContext
        try insideLayout {
            try layout.prepare(context)
            if mirrorsLayout, layout.contentSize.width != width { try layout.prepare(layoutContext) }
        }
        listenToChannels()  // a pass may have changed the tree (a compositional layout's sections)
        needsPrepare = false
        preparationCount += 1
        passCounts = context.itemCounts
    }

    /// Prepares the layout if it is new or was invalidated since its last preparation.
    ///
    /// - Throws: what ``prepareLayout()`` throws.
    public func layoutIfNeeded() throws {
        if needsPrepare { try prepareLayout() }
    }

    /// The size of the whole content, in points (`collectionViewContentSize`).
    public var contentSize: CGSize { layout.contentSize }

    /// The elements whose frames meet `rect` (view coordinates), as the view shows them, sorted
    /// by key (`layoutAttributesForElements(in:)`). The last answer is what the view shows: a
    /// batch update may delete what is in it.
    public func elements(in rect: CGRect) -> [LayoutAttributes] {
        let answers = unshownElements(in: rect)
        lastAnswers = answers
        return answers
    }

    /// The elements whose frames meet `rect` (view coordinates), as ``elements(in:)`` answers
    /// them, for a rectangle the view does not show (what to prefetch): the view's last answer
    /// stays what it shows.
    public func unshownElements(in rect: CGRect) -> [LayoutAttributes] {
        askedInView(rect) { layout.attributes(in: $0) }
    }

    /// The elements of the region `id` (an orthogonal section) whose frames meet `rect` (view
    /// coordinates) as it is scrolled now, outside its window too
    /// (``NestedScrollingLayout/nestedElements(of:in:)``): what its own scroll brings next.
    public func unshownElements(ofNested id: Int, in rect: CGRect) -> [LayoutAttributes] {
        askedInView(rect) { layout.nestedScrolling?.nestedElements(of: id, in: $0) ?? [] }
    }

    /// `answer` asked for `rect` (view coordinates) as the layout sees it (mirrored for a right
    /// to left view), its elements seen in the view's coordinates and sorted by key.
    private func askedInView(_ rect: CGRect, _ answer: (CGRect) -> [LayoutAttributes]) -> [LayoutAttributes] {
        let mirrors = mirrorsLayout
        let width = layout.contentSize.width
        var answers = insideLayout { answer(mirrors ? rect.mirrored(inWidth: width) : rect) }
        if mirrors {
            for index in answers.indices { answers[index].frame = answers[index].frame.mirrored(inWidth: width) }
        }
        // Most layouts answer in key order already: checked in one pass (read in place, not
        // copied out), sorted only if not.
        let inOrder = answers.withUnsafeBufferPointer { list in
            list.indices.dropFirst().allSatisfy { list[$0 - 1].precedes(list[$0]) }
        }
        if !inOrder {
            answers.sort { $0.precedes($1) }
        }
        return answers
    }

    /// The element `key` as the view shows it, or `nil` when the layout has none
    /// (`layoutAttributesForItem(at:)` and its supplementary and decoration twins).
    public func element(_ key: ElementKey) -> LayoutAttributes? {
        insideLayout { layout.attributes(for: key).map(acrossMirror) }
    }

    /// The elements that left the data but that the layout still animates (a deleted item
    /// falling out), whose frames meet `rect`, as the view shows them, at their index paths
    /// before they were deleted.
    public func departingElements(in rect: CGRect) -> [LayoutAttributes] {
        insideLayout { layout.animating?.departingElements(in: acrossMirror(rect)).map(acrossMirror) ?? [] }
    }

    /// Invalidates the layout with `context` (view coordinates), as `invalidateLayout(with:)`:
    /// the layout is told, and prepared again before its next query.
    ///
    /// The first invalidation of the data source counts keeps the counts of the last layout
    /// pass, which the next batch update starts from, and the element the user looks at (see
    /// ``targetContentOffset(forProposed:)``); an invalidation of everything (new data, a new
    /// layout) forgets both. The steps and the end of an interactive move are no update: their
    /// invalidations keep nothing.
    public func invalidate(with context: InvalidationContext) {
        let isPartOfMove = movement != nil
        if movement == .ending { movement = nil }
        if context.invalidateEverything {
            countsBeforeUpdate = nil
        } else if context.invalidateDataSourceCounts, countsBeforeUpdate == nil, !isPartOfMove {
            countsBeforeUpdate = passCounts
            pendingAnchor = captureAnchor()
            shownBeforeUpdate = lastAnswers.map(\.key)
        }
        insideLayout { layout.invalidate(with: acrossMirror(context)) }
        needsPrepare = true
    }
}
