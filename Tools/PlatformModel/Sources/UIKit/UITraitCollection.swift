/// The traits of a view's environment (Apple: UIKit › UITraitCollection); the model keeps the
/// display scale only.
@MainActor
open class UITraitCollection: NSObject {
    /// Pixels per point. Apple: UITraitCollection › displayScale — the default value is 0.0,
    /// "unspecified"; a view outside a window reports it (see `UIView.traitCollection`).
    public let displayScale: CGFloat

    public init(displayScale: CGFloat) {
        self.displayScale = displayScale
    }
}
