import CollectionModel

/// Right to left (Apple: UICollectionViewLayout › flipsHorizontallyInOppositeLayoutDirection,
/// "the collection view automatically flips the horizontal coordinate system" when the layout says
/// so; › developmentLayoutDirection, the direction the layout was designed in). The collection view
/// flips a layout that asks for it when the direction the view reads in
/// (`effectiveUserInterfaceLayoutDirection`) differs from the layout's development direction:
/// the visible bounds are flipped before they are handed to `layoutAttributesForElements(in:)`,
/// and each frame the layout answers is flipped before it is given to a view. Apple does not say
/// across which width; the model flips across the content's width, which keeps the content where
/// the scroll view shows it. Touch positions handed to the interactive-movement hooks are not
/// flipped by the model.
extension UICollectionView {
    /// True when the collection view flips its layout's horizontal coordinates.
    public var flipsLayout: Bool {
        installedLayout.flipsHorizontallyInOppositeLayoutDirection
            && effectiveUserInterfaceLayoutDirection != installedLayout.developmentLayoutDirection
    }

    /// `rect` on the other side of the flip (the view's coordinates to the layout's, or back: the
    /// flip is its own inverse); unchanged when the layout is not flipped.
    func acrossFlip(_ rect: CGRect) -> CGRect {
        guard flipsLayout else { return rect }
        return CGRect(x: contentSize.width - rect.maxX, y: rect.minY, width: rect.width, height: rect.height)
    }
}
