/// A view that shows a content configuration (Apple: UIKit › UIContentView).
@MainActor
public protocol UIContentView: AnyObject {
    /// The configuration shown; setting it applies the new one (Apple: configuration).
    var configuration: any UIContentConfiguration { get set }
    /// Whether the view can show `configuration` by having it set (Apple: supports(_:)).
    func supports(_ configuration: any UIContentConfiguration) -> Bool
}

extension UIContentView {
    /// Apple: "The default implementation assumes the view is compatible with configuration types
    /// that match the type of the view's existing configuration" (UIContentView › supports(_:)).
    public func supports(_ configuration: any UIContentConfiguration) -> Bool {
        type(of: configuration) == type(of: self.configuration)
    }
}
