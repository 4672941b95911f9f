import Foundation
import LayoutKitCore

extension CollectionViewCore {
    /// Whether moving the bounds to `newBounds` (view coordinates) invalidates the layout, as
    /// `shouldInvalidateLayout(forBoundsChange:)`: asked with the view as it is before the change
    /// (the touch of a pan under way included).
    ///
    /// A change of size remembers the element the user looks at, put back by the next
    /// ``targetContentOffset(forProposed:)`` or ``anchorDelta()``; a scroll outside an update
    /// forgets it.
    public func shouldInvalidate(forBoundsChange newBounds: CGRect) -> Bool {
        let before = layoutContext
        if newBounds.size != before.bounds.size {
            pendingAnchor = captureAnchor()
            boundsBeforeResize = (view: viewContext.bounds, layout: before.bounds)
        } else if change == nil, countsBeforeUpdate == nil {
            pendingAnchor = nil
        }
        let asked = acrossMirror(newBounds)
        return insideLayout { layout.shouldInvalidate(forBoundsChange: asked, in: before) }
    }

    /// What moving the bounds to `newBounds` invalidates, as `invalidationContext(forBoundsChange:)`
    /// (asked when ``shouldInvalidate(forBoundsChange:)`` said yes): the layout's own context, its
    /// content offset adjustment in the view's coordinates.
    public func invalidationContext(forBoundsChange newBounds: CGRect) -> InvalidationContext {
        let before = layoutContext
        let asked = acrossMirror(newBounds)
        return acrossMirror(insideLayout { layout.invalidationContext(forBoundsChange: asked, in: before) })
    }
}
