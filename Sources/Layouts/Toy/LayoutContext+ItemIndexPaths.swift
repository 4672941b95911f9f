import Foundation
import LayoutKitCore

extension LayoutContext {
    /// Every item's index path, section by section.
    ///
    /// - Complexity: O(items).
    var allItemIndexPaths: [IndexPath] {
        itemCounts.enumerated().flatMap { section, count in (0..<count).map { IndexPath(item: $0, section: section) } }
    }
}
