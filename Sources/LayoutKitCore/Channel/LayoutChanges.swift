import Foundation

/// What the channels of a layout tree said since its host last asked: the invalidations, in the
/// asked layout's space, the items that left for good and the actions the user triggered, in its
/// index paths.
///
/// A host takes them from its layout (``AnimatingLayout/takeChanges()``) when a channel rings;
/// a composite layout answers with its children's (a compositional layout moves each section's
/// into its own space; a wrapper passes its base's on as they are).
public struct LayoutChanges: Sendable {
    /// The invalidations asked for, in the order they were asked.
    public var invalidations: [InvalidationContext]
    /// The items that left for good (a dropped item fell off screen), for the app to delete.
    public var itemsLeft: [IndexPath]
    /// The actions the user triggered through the layout (a full swipe), for the app to carry out.
    public var actions: [LayoutAction]

    /// Creates changes; none by default.
    public init(invalidations: [InvalidationContext] = [], itemsLeft: [IndexPath] = [], actions: [LayoutAction] = []) {
        self.invalidations = invalidations
        self.itemsLeft = itemsLeft
        self.actions = actions
    }

    /// True when nothing was said.
    public var isEmpty: Bool { invalidations.isEmpty && itemsLeft.isEmpty && actions.isEmpty }

    /// Adds `other`'s changes after these.
    public mutating func append(_ other: LayoutChanges) {
        invalidations += other.invalidations
        itemsLeft += other.itemsLeft
        actions += other.actions
    }
}
