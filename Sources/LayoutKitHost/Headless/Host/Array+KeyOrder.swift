import LayoutKitCollectionViewCore
import LayoutKitCore

extension Array where Element == LayoutAttributes {
    /// True when no two neighbours share a key: for a list sorted by key, no key comes twice.
    ///
    /// - Complexity: O(n) comparisons of neighbouring keys.
    var hasNoKeyTwiceInARow: Bool {
        indices.dropFirst().allSatisfy { self[$0 - 1].key != self[$0].key }
    }
}
