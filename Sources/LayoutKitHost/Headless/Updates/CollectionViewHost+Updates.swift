import Foundation
import LayoutKitCollectionViewCore
import LayoutKitCore

extension CollectionViewHost {
    /// Changes the frame size (a rotation, a split-view resize), animated or at once.
    ///
    /// The hooks, in order: ``CollectionLayout/shouldInvalidate(forBoundsChange:in:)`` (then
    /// ``CollectionLayout/invalidationContext(forBoundsChange:in:)`` and
    /// ``CollectionLayout/invalidate(with:)`` when it says yes), ``CollectionLayout/prepare(_:)``,
    /// when animated ``CollectionLayout/prepare(forAnimatedBoundsChange:)`` with the old bounds,
    /// ``CollectionLayout/targetContentOffset(forProposed:)`` with the offset clamped to the new
    /// content, ``CollectionLayout/attributes(in:)`` for the new bounds; when animated, then
    /// ``CollectionLayout/finalAttributes(forDisappearing:)`` for every element on screen before
    /// and ``CollectionLayout/initialAttributes(forAppearing:)`` for every element on screen after
    /// (UIKit treats a bounds change as removing the old elements and inserting the new ones), and
    /// ``CollectionLayout/finalizeAnimatedBoundsChange()``. The elements and the visible rectangle
    /// then animate over the following frames; see ``performBatchUpdates(_:countsAfter:animation:)``
    /// for where each element starts and ends. A fling under way stops.
    ///
    /// A zero size is allowed: nothing is visible. Unless the layout opts out
    /// (``CollectionLayout/anchorsVisibleContent``), the first cell fully in view keeps its place
    /// on screen (read with ``CollectionLayout/attributes(in:)`` before the change and
    /// ``CollectionLayout/attributes(at:)`` after it), then the offset is clamped.
    ///
    /// - Throws: ``LayoutError/invalidParameter(name:value:reason:)`` for a negative or non-finite
    ///   size or a bad animation; ``HostError/busy(operation:running:)`` during a batch update's
    ///   animation; what the layout's prepare throws (the old size is put back).
    public func setFrameSize(_ size: CGSize, animation: HostAnimation? = nil) throws {
        try size.validate(named: "frameSize")
        try animation?.validate()
        try admit(.frameSizeChange)
        try prepareForChange()
        let oldBounds = bounds
        let oldVisibleRect = visibleRect
        changeBounds(to: CGRect(origin: contentOffset, size: size))
        do {
            try layoutIfNeeded()
        } catch {
            (contentOffset, frameSize) = (oldBounds.origin, oldBounds.size)
            core.needsPrepare = true
            throw error
        }
        moveContent(by: core.anchorDelta())
        resettleNestedFlings()
        if let animation {
            core.prepare(forAnimatedBoundsChange: oldBounds)
            adjustContentOffsetAfterLayoutChange()
            layoutChanges.viewportAnimation = ViewportAnimation(from: oldVisibleRect, start: time, animation: animation)
            beginTransition(animation: animation) { $0 }
            core.finalizeAnimatedBoundsChange()
        } else {
            layoutChanges.viewportAnimation = nil
            adjustContentOffsetAfterLayoutChange()
        }
        try render(recording: false)
    }

    /// Applies a batch update and animates it, as `performBatchUpdates` does.
    ///
    /// The update is validated against the item counts first (nothing changes if it is
    /// inconsistent). Then, in order: ``CollectionLayout/invalidate(with:)`` with
    /// ``InvalidationContext/dataSourceCounts``, ``CollectionLayout/prepare(_:)`` with the new
    /// counts, ``CollectionLayout/prepare(forUpdates:)``, ``CollectionLayout/targetContentOffset(forProposed:)``,
    /// ``CollectionLayout/attributes(in:)`` for the bounds, ``CollectionLayout/finalAttributes(forDisappearing:)``
    /// for every element on screen before (index paths before the update) and
    /// ``CollectionLayout/initialAttributes(forAppearing:)`` for every element on screen after
    /// (index paths after it), as UIKit asks them for all visible items and not only the inserted
    /// and deleted ones, and ``CollectionLayout/finalizeUpdates()``.
    ///
    /// Each element on screen after the update animates from the layout's initial attributes,
    /// or when there are none from where it is on screen now (mid-animation, where the previous
    /// animation has taken it), or else fades in at its final attributes; to its final
    /// attributes. Each element on screen before that is not after animates to the layout's
    /// final attributes, or when there are none to its new attributes if it still exists (it
    /// moves out of view), or else fades out where it is; deleted ones are then removed.
    ///
    /// Item sizes are read from ``itemSizeProvider``: set it for the new data before calling.
    /// Unless the layout opts out (``CollectionLayout/anchorsVisibleContent``) or the content
    /// rests at its leading edge, the first cell fully in view keeps its place on screen (items
    /// inserted above it do not move what is visible), before the layout's target offset is asked.
    ///
    /// - Throws: ``LayoutError/invalidUpdate(_:)`` for an update that disagrees with the counts;
    ///   ``LayoutError/invalidParameter(name:value:reason:)`` for a bad animation;
    ///   ``HostError/busy(operation:running:)`` during an animated bounds change; what the
    ///   layout's prepare throws (the old counts are put back).
    public func performBatchUpdates(_ update: BatchUpdate, countsAfter: [Int], animation: HostAnimation = .batchUpdate) throws {
        try animation.validate()
        try checkAdmission(of: .batchUpdate)
        let plan = try update.validated(countsBefore: itemCounts, countsAfter: countsAfter)
        try makeRoom(for: .batchUpdate)
        if countsAfter.count != itemCounts.count || update.items.contains(where: \.isSectionChange) {
            forgetNestedScrolling()  // a region is a section: its number may now name another
        }
        try prepareForChange()
        let countsBefore = itemCounts
        itemCounts = countsAfter
        invalidateLayout(with: .dataSourceCounts)
        do {
            try layoutIfNeeded()
        } catch {
            itemCounts = countsBefore  // a prepare that throws leaves the layout as it was
            core.needsPrepare = true
            throw error
        }
        do {
            try core.prepare(forValidated: plan)
        } catch {
            // The layout may have carried part of its state through the update: it starts
            // again from the data as it was, as after reloadData.
            itemCounts = countsBefore
            core.finalizeUpdates()
            invalidateLayout(with: .everything)
            throw error
        }
        moveContent(by: core.anchorDelta())
        adjustContentOffsetAfterLayoutChange()
        prefetching.carry(through: plan)
        beginTransition(animation: animation) { plan.keyAfterUpdate(for: $0) }
        core.finalizeUpdates()
        try render(recording: false)
    }

    /// Clamps the content offset into the new content and lets the layout move it, as UIKit
    /// asks `targetContentOffset(forProposedContentOffset:)` after a layout change.
    func adjustContentOffsetAfterLayoutChange() {
        contentOffset = core.targetContentOffset(forProposed: clampedOffset(contentOffset))
    }
}
