/// The style of a ``SwipeAction``, as `UIContextualAction.Style`.
public enum SwipeActionStyle: String, Hashable, Sendable, CaseIterable {
    /// An action with a gray background by default.
    case normal
    /// An action that deletes: a red background by default; its full swipe slides the row off,
    /// for the app to delete it.
    case destructive
}
