/// A view a collection view shows for one of its elements (Apple: UIKit ›
/// UICollectionReusableView).
///
/// Modelled: the collection view calls `apply(_:)` with the element's attributes when they
/// differ (`isEqual(_:)`) from the ones applied last (Apple: UICollectionViewLayoutAttributes,
/// "Subclassing notes"); it asks a cell `preferredLayoutAttributesFitting(_:)` before showing it
/// (Apple: UICollectionReusableView › preferredLayoutAttributesFitting(_:)), whose default here
/// returns the attributes unchanged (the model has no Auto Layout); `prepareForReuse()` before a
/// view is handed out again.
@MainActor
open class UICollectionReusableView: UIView {
    public internal(set) var reuseIdentifier: String?
    /// The attributes applied last.
    public internal(set) var appliedAttributes: UICollectionViewLayoutAttributes?

    open func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {}

    open func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes {
        layoutAttributes
    }

    open func prepareForReuse() {}
}

/// The view of an item (Apple: UIKit › UICollectionViewCell), with its content view and content
/// configuration.
///
/// Apple (UICollectionViewCell › contentConfiguration): "Setting a content configuration replaces
/// the existing contentView of the cell with a new content view instance from the configuration,
/// or directly applies the configuration to the existing content view if the configuration is
/// compatible with the existing content view type."
@MainActor
open class UICollectionViewCell: UICollectionReusableView {
    /// The view the cell's content goes in (Apple: contentView).
    public private(set) lazy var contentView: UIView = makeDefaultContentView()

    /// The configuration of the content view, `nil` until one is set (Apple: contentConfiguration).
    public var contentConfiguration: (any UIContentConfiguration)? {
        didSet { showContentConfiguration() }
    }

    private func makeDefaultContentView() -> UIView {
        let view = UIView(frame: bounds)
        addSubview(view)
        return view
    }

    private func showContentConfiguration() {
        guard let contentConfiguration else { return }
        if let shown = contentView as? any UIView & UIContentView, shown.supports(contentConfiguration) {
            shown.configuration = contentConfiguration
            return
        }
        contentView.removeFromSuperview()
        let made = contentConfiguration.makeContentView()
        made.frame = bounds
        addSubview(made)
        contentView = made
    }
}
