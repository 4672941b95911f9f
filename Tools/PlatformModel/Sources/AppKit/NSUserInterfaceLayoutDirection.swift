/// The reading direction of an interface (Apple: AppKit › NSUserInterfaceLayoutDirection).
public enum NSUserInterfaceLayoutDirection: Int, Sendable {
    case leftToRight = 0
    case rightToLeft = 1
}
