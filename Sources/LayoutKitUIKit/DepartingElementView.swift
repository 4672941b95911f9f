#if canImport(UIKit) && !os(watchOS)
    import LayoutKitCore
    import UIKit

    /// The decoration view of an element the layout animates out after its delete (a physics toy's
    /// item falling off screen): it shows the picture of the item's cell taken when the update
    /// began, while UIKit moves it where the layout says, frame by frame. Reused for another
    /// element, it shows that element's picture, or none, from its first attributes on.
    @MainActor
    open class DepartingElementView: UICollectionReusableView {
        /// The picture shown.
        public private(set) var snapshot: UIView?

        override open func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {
            super.apply(layoutAttributes)
            let picture = (layoutAttributes as? LayoutKitLayoutAttributes)?.departingSnapshot
            guard picture !== snapshot else { return }
            snapshot?.removeFromSuperview()
            snapshot = picture
            if let picture {
                picture.frame = bounds
                addSubview(picture)
            }
        }
    }
#endif
