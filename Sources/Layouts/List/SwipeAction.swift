import Foundation

/// One action revealed by swiping a ``ListLayout`` row, as `UIContextualAction`: a title, a style
/// and a background colour for the host to draw it with.
///
/// ```swift
/// let delete = SwipeAction(identifier: "delete", title: "Delete", style: .destructive)
/// let flag = SwipeAction(identifier: "flag", title: "Flag", background: SwipeActionColor(red: 1, green: 0.58, blue: 0))
/// ```
public struct SwipeAction: Hashable, Sendable {
    /// What the app is told when the action is triggered (``LayoutKitCore/LayoutAction/identifier``).
    public var identifier: String
    /// The button's title.
    public var title: String
    /// The style.
    public var style: SwipeActionStyle
    /// The button's background; `nil` for the style's (red for destructive, gray otherwise).
    public var background: SwipeActionColor?
    /// The button's width when fully revealed, in points (74, about a short title's); a width
    /// that is negative or not finite counts as none.
    public var width: CGFloat

    /// Creates an action.
    public init(
        identifier: String, title: String, style: SwipeActionStyle = .normal, background: SwipeActionColor? = nil,
        width: CGFloat = 74
    ) {
        self.identifier = identifier
        self.title = title
        self.style = style
        self.background = background
        self.width = width
    }

    /// ``width`` as the list uses it: 0 for a negative or non-finite one.
    var shownWidth: CGFloat { width.isFinite ? max(0, width) : 0 }

    /// The background the host draws: ``background``, or the style's.
    public var resolvedBackground: SwipeActionColor {
        background ?? (style == .destructive ? .systemRed : .systemGray)
    }
}
