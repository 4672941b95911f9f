#if canImport(AppKit) && !targetEnvironment(macCatalyst)
    import AppKit
    import LayoutKitCore

    /// The decoration view of an element the layout animates out after its delete (a physics toy's
    /// item falling off screen), which AppKit moves where the layout says, frame by frame. AppKit
    /// has no view snapshots to take: subclass it, register the subclass for
    /// `CollectionViewCore.departingElementKind`, and draw the item whose index path before the
    /// delete ``departingIndexPath`` gives.
    @MainActor
    open class DepartingElementView: NSView, NSCollectionViewElement {
        /// The index path the departing item had before its delete.
        public private(set) var departingIndexPath: IndexPath?

        open func apply(_ layoutAttributes: NSCollectionViewLayoutAttributes) {
            let values = (layoutAttributes as? LayoutKitLayoutAttributes)?.customValues ?? [:]
            departingIndexPath = IndexPath(indexes: [Int(values["departingSection"] ?? 0), Int(values["departingItem"] ?? 0)])
        }
    }
#endif
