/// The controller of an item's view (Apple: AppKit › NSCollectionViewItem), modelled as the view
/// it shows and the element hooks it adopts: the data source makes one for each item the
/// collection view shows (Apple: NSCollectionViewDataSource ›
/// collectionView(_:itemForRepresentedObjectAt:)), and a subclass sizes itself by overriding
/// `preferredLayoutAttributesFitting(_:)`.
@MainActor
open class NSCollectionViewItem: NSObject, NSCollectionViewElement {
    open var view = NSView(frame: .zero)

    override public required init() {
        super.init()
    }

    open func apply(_ layoutAttributes: NSCollectionViewLayoutAttributes) {}

    /// The given attributes: an item that does not size itself keeps the layout's.
    open func preferredLayoutAttributesFitting(_ layoutAttributes: NSCollectionViewLayoutAttributes) -> NSCollectionViewLayoutAttributes {
        layoutAttributes
    }
}
