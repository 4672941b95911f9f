import Foundation
import LayoutKitCore

extension CollectionViewHost {
    /// Hears what the core passes on from the layout's ``LayoutChannel``, between calls into the
    /// layout: an invalidation makes the host prepare and query the layout again before the next
    /// frame; while the layout animates, every frame calls
    /// ``CollectionLayout/advanceAnimations(by:)`` and the host is not idle (it reads
    /// ``isLayoutAnimating``, so the display link needs no switch).
    func listenToCore() {
        core.onInvalidate = { [unowned self] context in invalidateLayout(with: context) }
    }
}
