import Foundation

/// How tall a ``ListLayout``'s rows are.
public enum ListRowHeight: Hashable, Sendable {
    /// Rows size themselves (`preferredLayoutAttributesFitting`), estimated this tall (pt) until
    /// measured, as UIKit's list rows do.
    case estimated(CGFloat)
    /// Every row is this tall (pt).
    case absolute(CGFloat)
}
