/// The backdrop of an app's views (Apple: UIKit › UIWindow); in the model it gives its views the
/// scale of the screen it is on.
@MainActor
open class UIWindow: UIView {
    /// The pixels per point of the window's screen (3 on recent iPhones).
    public var screenScale: CGFloat = 3
}
