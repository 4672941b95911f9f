/// The reading direction of an interface (Apple: UIKit › UIUserInterfaceLayoutDirection).
public enum UIUserInterfaceLayoutDirection: Int, Sendable {
    case leftToRight = 0
    case rightToLeft = 1
}

/// How a view's content is laid out regardless of the interface's direction (Apple: UIKit ›
/// UISemanticContentAttribute); the model reads only the two forced cases.
public enum UISemanticContentAttribute: Int, Sendable {
    case unspecified = 0
    case forceLeftToRight = 3
    case forceRightToLeft = 4
}
