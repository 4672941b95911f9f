import Foundation
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
        try refuseDuringLayoutChange(HostTransition.boundsChange)
        if let running = transition, running.kind != HostTransition.boundsChange {
            throw HostError.busy(operation: HostTransition.boundsChange, running: running.kind)
        }
        try prepareForChange()
        let oldBounds = bounds
        let oldVisibleRect = visibleRect
        if isDecelerating { scroll = .idle }
        changeBounds(to: CGRect(origin: contentOffset, size: size))
        do {
            try layoutIfNeeded()
        } catch {
            (contentOffset, frameSize) = (oldBounds.origin, oldBounds.size)
            core.needsPrepare = true
            throw error
        }
        moveContent(by: core.anchorDelta())
        if let animation {
            core.prepare(forAnimatedBoundsChange: oldBounds)
            adjustContentOffsetAfterLayoutChange()
            beginTransition(animation: animation) { $0 }
            transition = HostTransition(
                kind: HostTransition.boundsChange, end: time + animation.duration,
                viewport: (from: oldVisibleRect, to: bounds, start: time, animation: animation))
            core.finalizeAnimatedBoundsChange()
        } else {
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
        try refuseDuringLayoutChange(HostTransition.batchUpdate)
        if let running = transition, running.kind != HostTransition.batchUpdate {
            throw HostError.busy(operation: HostTransition.batchUpdate, running: running.kind)
        }
        _ = try update.validated(countsBefore: itemCounts, countsAfter: countsAfter)
        try prepareForChange()
        let countsBefore = itemCounts
        itemCounts = countsAfter
        invalidateLayout(with: .dataSourceCounts)
        let plan: UpdatePlan
        do {
            try layoutIfNeeded()
            plan = try core.prepare(forUpdates: update.items)
        } catch {
            itemCounts = countsBefore
            core.needsPrepare = true
            throw error
        }
        moveContent(by: core.anchorDelta())
        adjustContentOffsetAfterLayoutChange()
        beginTransition(animation: animation) { plan.keyAfterUpdate(for: $0) }
        transition = HostTransition(kind: HostTransition.batchUpdate, end: time + animation.duration, viewport: nil)
        core.finalizeUpdates()
        try render(recording: false)
    }

    /// Asks the appearing and disappearing attributes of the elements on screen before and after
    /// a change whose new layout is prepared, and sets up every element's animation (none when
    /// the animation takes no time), leaving alone the elements the layout animates itself
    /// (``CollectionLayout/animatesOwnElement(_:)``): those show the layout's answers. An
    /// element still in an animation of the host's stays the host's, so it never jumps.
    ///
    /// - Parameter keyAfter: where an element before the change is after it, or `nil` when it
    ///   is gone.
    func beginTransition(animation: HostAnimation, keyAfter: (ElementKey) -> ElementKey?) {
        // In key order (the order UIKit asks for final attributes), sorting positions rather
        // than moving the attributes about.
        let shown = Array(presented)
        let before = shown.indices.sorted { shown[$0].key < shown[$1].key }.map { shown[$0] }
        let after = core.elements(in: bounds)
        let finals = before.map { core.layoutFinalAttributes(forDisappearing: $0.key) }
        let initials = after.map { core.layoutInitialAttributes(forAppearing: $0.key) }
        guard animation.duration > 0 else {
            animations = [:]
            return
        }
        let afterKeys = Set(after.map(\.key))
        var carried: [ElementKey: LayoutAttributes] = [:]
        var moving: [ElementKey: ElementAnimation] = [:]
        func animate(_ from: LayoutAttributes, to end: LayoutAttributes) -> ElementAnimation {
            var start = from
            (start.indexPath, start.category) = (end.indexPath, end.category)
            return ElementAnimation(from: start, to: end, start: time, animation: animation)
        }
        // An element the host is animating stays the host's until its animation ends.
        var hostOwned: Set<ElementKey> = []
        func selfAnimated(_ key: ElementKey) -> Bool { !hostOwned.contains(key) && core.animatesOwnElement(key) }
        for ((key, current), final) in zip(before, finals) {
            let newKey = keyAfter(key)
            if let newKey, animations[key] != nil { hostOwned.insert(newKey) }
            if let newKey, afterKeys.contains(newKey) {
                if selfAnimated(newKey) { continue }
                carried[newKey] = current
            } else if animations[key] == nil,
                      newKey.map(core.animatesOwnElement) ?? core.departsOnItsOwn(key) {
                continue
            } else if let newKey, var end = final ?? core.element(newKey) {
                (end.indexPath, end.category) = (newKey.indexPath, newKey.category)
                moving[newKey] = animate(current, to: end)
            } else {
                var end = final ?? current
                if final == nil { end.alpha = 0 }
                (end.indexPath, end.category) = (current.indexPath, current.category)
                leaving.append(ElementAnimation(from: current, to: end, start: time, animation: animation))
            }
        }
        for (end, initial) in zip(after, initials) where !selfAnimated(end.key) {
            var faded = end
            faded.alpha = 0
            moving[end.key] = animate(initial ?? carried[end.key] ?? faded, to: end)
        }
        animations = moving
    }

    /// Clamps the content offset into the new content and lets the layout move it, as UIKit
    /// asks `targetContentOffset(forProposedContentOffset:)` after a layout change.
    func adjustContentOffsetAfterLayoutChange() {
        contentOffset = core.targetContentOffset(forProposed: clampedOffset(contentOffset))
    }
}
