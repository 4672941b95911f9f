#if canImport(UIKit) && !os(watchOS)
    import LayoutKitCollectionViewCore
    import LayoutKitCore
    import UIKit

    /// The tap that closes a layout's open region (a list row swiped open) in a real collection
    /// view, as a tap elsewhere closes a swiped row of UIKit's lists. ``LayoutKitCollectionViewLayout``
    /// installs it with the regions' pan. It begins only for a tap that closed something
    /// (`CollectionViewCore.touchBegan(at:)`), and then takes the tap from the cells (its
    /// `cancelsTouchesInView`, true by default), so closing a row selects nothing; any other tap
    /// goes on to the cells.
    @MainActor
    final class RegionClosingTap: NSObject, UIGestureRecognizerDelegate {
        /// The recognizer, attached to the collection view.
        let recognizer = UITapGestureRecognizer()
        private unowned let core: CollectionViewCore

        init(core: CollectionViewCore) {
            self.core = core
            super.init()
            recognizer.delegate = self
        }

        /// Attaches the tap to `collectionView`, once.
        func install(on collectionView: UICollectionView) {
            guard recognizer.view !== collectionView else { return }
            collectionView.addGestureRecognizer(recognizer)
        }

        /// Detaches the tap.
        func uninstall() {
            recognizer.view?.removeGestureRecognizer(recognizer)
        }

        /// Begins for a tap that closed an open region.
        func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
            guard let view = recognizer.view else { return false }
            return core.touchBegan(at: recognizer.location(in: view))
        }
    }
#endif
