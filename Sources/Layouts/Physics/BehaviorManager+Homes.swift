import Foundation
import LayoutKitCore

extension BehaviorManager {
    /// Moves each cell's spring anchor to where `home` now puts the cell, and gives its body the
    /// cell's new size; cells `home` no longer has lose their body.
    ///
    /// - Throws: ``DynamicsError/invalidItemGeometry(item:reason:)`` for a body made NaN.
    /// - Complexity: O(bodies) queries of `home` by index path.
    func reanchor(to home: any CollectionLayout) throws {
        for entry in cellEntries {
            guard let place = home.attributes(at: entry.key.indexPath) else {
                removeElement(entry.key)
                continue
            }
            setAnchor(place.center, of: entry)
            try resize(entry, to: place.size)
        }
    }
}
