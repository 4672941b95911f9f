import Foundation

/// An action the user triggered on an element through the layout (a row's swipe action, by a
/// full swipe), for the app to carry out: the host hands it over between frames, never inside a
/// call into the layout, so the app may answer with a batch update (deleting the row).
///
/// ```swift
/// host.onLayoutAction = { action in
///     guard action.identifier == "delete" else { return }
///     var update = BatchUpdate()
///     update.deleteItems([action.element.indexPath])
///     try host.performBatchUpdates(update, countsAfter: [host.itemCounts[0] - 1])
/// }
/// ```
public struct LayoutAction: Hashable, Sendable {
    /// What the action is, as the layout's configuration names it (a swipe action's identifier).
    public var identifier: String
    /// The element it was triggered on, in the layout's index paths.
    public var element: ElementKey

    /// An action named `identifier` on `element`.
    public init(identifier: String, element: ElementKey) {
        self.identifier = identifier
        self.element = element
    }
}
