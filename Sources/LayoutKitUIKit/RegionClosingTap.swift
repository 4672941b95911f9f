#if canImport(UIKit) && !os(watchOS)
    import LayoutKitCollectionViewCore
    import LayoutKitCore
    import UIKit

    /// The tap on a layout's own buttons and open regions in a real collection view: a tap on a
    /// swiped list row's action performs it, and a tap elsewhere closes the row, as in UIKit's
    /// lists. ``LayoutKitCollectionViewLayout`` installs it with the regions' pan. It begins only
    /// for a tap the layout took (`CollectionViewCore.tapped(at:)`, `touchBegan(at:)`), and then
    /// takes the tap from the cells (its `cancelsTouchesInView`, true by default), so it selects
    /// nothing; any other tap goes on to the cells.
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

        /// Begins for a tap on one of the layout's own buttons (a swiped row's action, which it
        /// performs) or one that closed an open region.
        func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
            guard let view = recognizer.view as? UICollectionView else { return false }
            let point = view.layoutPoint(recognizer.location(in: view))
            return core.tapped(at: point) || core.touchBegan(at: point)
        }
    }
#endif
