import Foundation
import LayoutKitCollectionViewCore
import LayoutKitCore

extension CollectionViewHost {
    /// Tells the core what the host is, and hears what the core passes on from the layout's ``LayoutChannel``, between calls into the
    /// layout: an invalidation makes the host prepare and query the layout again before the next
    /// frame; while the layout animates, every frame calls
    /// ``AnimatingLayout/advanceAnimations(by:)`` and the host is not idle (it reads
    /// ``isLayoutAnimating``, so the display link needs no switch).
    func listenToCore() {
        core.readView = { [unowned self] in viewContext }
        core.onInvalidate = { [unowned self] context in invalidateLayout(with: context) }
    }
}
