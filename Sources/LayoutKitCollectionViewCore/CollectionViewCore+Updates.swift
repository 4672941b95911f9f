import Foundation
import LayoutKitCore

extension CollectionViewCore {
    /// Checks a batch update against the item counts of the layout passes before and after it
    /// and hands the layout the plan, as `prepare(forCollectionViewUpdates:)`.
    ///
    /// The counts before are those of the last layout pass before the view invalidated the
    /// layout's data source counts; the counts after, those of the last pass.
    ///
    /// - Returns: the plan, which maps every element through the update.
    /// - Throws: ``LayoutError/invalidUpdate(_:)`` for an update that disagrees with the counts
    ///   (the layout is not told); what the layout's ``CollectionLayout/prepare(forUpdates:)``
    ///   throws.
    @discardableResult
    public func prepare(forUpdates items: [UpdateItem]) throws -> UpdatePlan {
        let now = passCounts ?? viewContext.itemCounts
        let plan = try BatchUpdate(items).validated(countsBefore: countsBeforeUpdate ?? now, countsAfter: now)
        try prepare(forValidated: plan)
        return plan
    }

    /// Hands the layout `plan`, which the caller validated against the counts before and after
    /// the update (the headless host does, before it changes anything).
    ///
    /// - Throws: what the layout's ``CollectionLayout/prepare(forUpdates:)`` throws.
    package func prepare(forValidated plan: UpdatePlan) throws {
        countsBeforeUpdate = nil
        // What the core keeps by index path goes through the plan first, whatever the layout does.
        selfSizing.remap(through: plan)
        itemsLeft = itemsLeft.compactMap(plan.indexPathAfterUpdate(for:))
        let carried = { (action: LayoutAction) in
            plan.keyAfterUpdate(for: action.element).map { LayoutAction(identifier: action.identifier, element: $0) }
        }
        actionsTriggered = actionsTriggered.compactMap(carried)
        actionInHand = actionInHand.flatMap(carried)
        appliedSnapshot = nil  // an update the snapshots did not make: the next one reloads
        try insideLayout { try layout.prepare(forUpdates: plan) }
        update = CoreChange(plan: plan, shownBefore: shownBeforeUpdate, newDepartures: numberNewDepartures())
        shownBeforeUpdate = []
    }

    /// Ends the batch update's set-up, as `finalizeCollectionViewUpdates()`.
    public func finalizeUpdates() {
        insideLayout { layout.finalizeUpdates() }
        update = nil
        pendingAnchor = nil
    }

    /// Starts an animated bounds change from `oldBounds` (view coordinates), as
    /// `prepare(forAnimatedBoundsChange:)`.
    public func prepare(forAnimatedBoundsChange oldBounds: CGRect) {
        let old = boundsBeforeResize.flatMap { $0.view == oldBounds ? $0.layout : nil } ?? acrossMirror(oldBounds)
        insideLayout { layout.prepare(forAnimatedBoundsChange: old) }
        boundsChange = CoreChange(plan: nil)
    }

    /// Ends the animated bounds change's set-up, as `finalizeAnimatedBoundsChange()`.
    public func finalizeAnimatedBoundsChange() {
        insideLayout { layout.finalizeAnimatedBoundsChange() }
        boundsChange = nil
        if update == nil { pendingAnchor = nil }
    }

    /// The change being set up: the batch update when there is one (a bounds change around it
    /// keeps every element's key), else the animated bounds change.
    var change: CoreChange? { update ?? boundsChange }

    /// Where the element `key` (before the change being set up) is after it, or `nil` when it
    /// is gone; the key itself outside a change.
    package func keyAfterChange(for key: ElementKey) -> ElementKey? {
        change.map { $0.keyAfter(key) } ?? key
    }

    /// True when the layout animates the element `key` (after the change) itself: the view
    /// shows the layout's answers frame by frame and never tweens it.
    public func animatesOwnElement(_ key: ElementKey) -> Bool {
        insideLayout { layout.animating?.animatesOwnElement(key) ?? false }
    }

    /// True when the element `key` (before the change), which the change removes, is animated out
    /// by the layout itself: the view neither fades nor tweens it, and shows it while
    /// ``departingElements(in:)`` lists it.
    package func departsOnItsOwn(_ key: ElementKey) -> Bool {
        insideLayout { layout.animating?.animatesOwnDisappearingElement(key) ?? false }
    }

    /// Where the element `key` (after the change) starts its animation, as the view shows it:
    /// the layout's initial attributes (`nil` for its final ones); the layout's current answer
    /// for an element it animates itself, so that the platform's tween moves nothing.
    public func initialAttributes(forAppearing key: ElementKey) -> LayoutAttributes? {
        if animatesOwnElement(key) { return element(key) }
        return insideLayout { layout.initialAttributes(forAppearing: key) }.map(acrossMirror)
    }

    /// Where the element `key` (before the change) ends its animation, as the view shows it:
    /// the layout's final attributes (`nil` to keep its own); for an element the layout animates
    /// itself, its current answer at its new key (it moves on under the layout); for one that
    /// departs on its own, its current place hidden (``departingElements(in:)`` shows it from
    /// then on).
    public func finalAttributes(forDisappearing key: ElementKey) -> LayoutAttributes? {
        if let newKey = keyAfterChange(for: key), animatesOwnElement(newKey), var moved = element(newKey) {
            (moved.indexPath, moved.category) = (key.indexPath, key.category)
            return moved
        }
        if keyAfterChange(for: key) == nil, departsOnItsOwn(key),
            var departing = departingElements(in: .infinite).first(where: { $0.key == key })
        {
            departing.isHidden = true
            return departing
        }
        return insideLayout { layout.finalAttributes(forDisappearing: key) }.map(acrossMirror)
    }

    /// The layout's own initial attributes for the element `key`, as the view shows them.
    package func layoutInitialAttributes(forAppearing key: ElementKey) -> LayoutAttributes? {
        insideLayout { layout.initialAttributes(forAppearing: key) }.map(acrossMirror)
    }

    /// The layout's own final attributes for the element `key`, as the view shows them.
    package func layoutFinalAttributes(forDisappearing key: ElementKey) -> LayoutAttributes? {
        insideLayout { layout.finalAttributes(forDisappearing: key) }.map(acrossMirror)
    }
}
