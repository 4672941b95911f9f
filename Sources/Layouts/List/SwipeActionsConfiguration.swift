import Foundation

/// The actions of one edge of a ``ListLayout`` row, as `UISwipeActionsConfiguration`: the first
/// is nearest the edge, and a full swipe performs it.
///
/// ```swift
/// list.trailingSwipeActions = { _ in
///     SwipeActionsConfiguration(actions: [SwipeAction(identifier: "delete", title: "Delete", style: .destructive)])
/// }
/// ```
public struct SwipeActionsConfiguration: Hashable, Sendable {
    /// The actions, the first nearest the row's edge.
    public var actions: [SwipeAction]
    /// Whether swiping the row most of the way across performs the first action (true, as UIKit).
    public var performsFirstActionWithFullSwipe: Bool

    /// Creates the actions of one edge.
    public init(actions: [SwipeAction], performsFirstActionWithFullSwipe: Bool = true) {
        self.actions = actions
        self.performsFirstActionWithFullSwipe = performsFirstActionWithFullSwipe
    }

    /// The width the actions take fully revealed, in points.
    var revealedWidth: CGFloat { actions.reduce(0) { $0 + $1.shownWidth } }
}
