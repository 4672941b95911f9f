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

/// The view of an item (Apple: UIKit › UICollectionViewCell).
@MainActor
open class UICollectionViewCell: UICollectionReusableView {}
