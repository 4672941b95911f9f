/// The content and look of a cell's content view, as a value (Apple: UIKit ›
/// UIContentConfiguration): it makes the view that shows it. `updated(for:)` is not modelled
/// (the model has no configuration states).
@MainActor
public protocol UIContentConfiguration {
    /// A new content view showing this configuration (Apple: makeContentView()).
    func makeContentView() -> any UIView & UIContentView
}
