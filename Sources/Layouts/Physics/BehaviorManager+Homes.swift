import Foundation
import LayoutKitCore

extension BehaviorManager {
    /// Moves each cell's spring anchor to where `home` now puts the cell, and gives its body the
    /// cell's new size; cells `home` no longer has lose their body.
    ///
    /// - Throws: ``DynamicsError/invalidItemGeometry(item:reason:)`` for a body made NaN.
    /// - Complexity: O(bodies) queries of `home` by index path.
    func reanchor(to home: any CollectionLayout) throws {
        for indexPath in managedIndexPaths {
            let key = ElementKey.cell(indexPath)
            guard let place = home.attributes(at: indexPath) else {
                removeElement(key)
                continue
            }
            setAnchor(place.center, of: key)
            try resize(key, to: place.size)
        }
    }
}
