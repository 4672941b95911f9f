/// An item's or a supplementary view's hooks (Apple: AppKit › NSCollectionViewElement; every
/// member is optional there, so the model gives defaults).
@MainActor
public protocol NSCollectionViewElement: AnyObject {
    func apply(_ layoutAttributes: NSCollectionViewLayoutAttributes)
    func preferredLayoutAttributesFitting(_ layoutAttributes: NSCollectionViewLayoutAttributes) -> NSCollectionViewLayoutAttributes
}

extension NSCollectionViewElement {
    public func apply(_ layoutAttributes: NSCollectionViewLayoutAttributes) {}

    /// The given attributes: an element that does not size itself keeps the layout's.
    public func preferredLayoutAttributesFitting(_ layoutAttributes: NSCollectionViewLayoutAttributes) -> NSCollectionViewLayoutAttributes {
        layoutAttributes
    }
}

/// The collection view's data (Apple: AppKit › NSCollectionViewDataSource).
@MainActor
public protocol NSCollectionViewDataSource: AnyObject {
    func collectionView(_ collectionView: NSCollectionView, numberOfItemsInSection section: Int) -> Int
    func numberOfSections(in collectionView: NSCollectionView) -> Int
    func collectionView(_ collectionView: NSCollectionView, itemForRepresentedObjectAt indexPath: IndexPath) -> NSCollectionViewItem
}

extension NSCollectionViewDataSource {
    public func numberOfSections(in collectionView: NSCollectionView) -> Int { 1 }

    /// AppKit requires this method; the model's default, a plain item, serves the tests that
    /// show nothing of their own.
    public func collectionView(_ collectionView: NSCollectionView, itemForRepresentedObjectAt indexPath: IndexPath) -> NSCollectionViewItem {
        NSCollectionViewItem()
    }
}

/// The collection view's delegate (Apple: AppKit › NSCollectionViewDelegate).
@MainActor
public protocol NSCollectionViewDelegate: AnyObject {}

/// The flow layout's delegate (Apple: AppKit › NSCollectionViewDelegateFlowLayout): every method
/// is optional.
@MainActor
public protocol NSCollectionViewDelegateFlowLayout: NSCollectionViewDelegate {}

/// The model's spelling of the optional `collectionView(_:layout:sizeForItemAt:)`: adopting it
/// is the model's `responds(to:)`.
@MainActor
public protocol NSCollectionViewDelegateFlowLayoutSizing: NSCollectionViewDelegateFlowLayout {
    func collectionView(_ collectionView: NSCollectionView, layout collectionViewLayout: NSCollectionViewLayout,
                        sizeForItemAt indexPath: IndexPath) -> NSSize
}
