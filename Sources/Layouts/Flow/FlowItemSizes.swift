import Foundation
import LayoutKitCore

/// Where a flow layout pass reads item sizes from: one fixed size, or the host's provider.
/// Generic so that the fixed case compiles to a constant in the layout loop.
protocol FlowItemSizes {
    /// The canonical (vertical) size of an item, checked.
    func size(item: Int, section: Int, fallback: CGSize) throws -> CGSize
}

/// Every item takes its section's item size.
struct SectionItemSizes: FlowItemSizes {
    @inline(__always)
    func size(item: Int, section: Int, fallback: CGSize) throws -> CGSize { fallback }
}

/// The host gives each item's size (already seen in canonical axes).
struct ProvidedItemSizes: FlowItemSizes {
    let provider: (IndexPath) -> CGSize
    let isTransposed: Bool

    func size(item: Int, section: Int, fallback: CGSize) throws -> CGSize {
        let indexPath = IndexPath(item: item, section: section)
        let size = provider(indexPath)
        // One comparison pair per dimension: NaN fails `>= 0`, infinity fails `< .infinity`.
        guard size.width >= 0, size.height >= 0, size.width < .infinity, size.height < .infinity else {
            throw LayoutError.invalidItemSize(indexPath, isTransposed ? size.transposed : size)
        }
        return size
    }
}
