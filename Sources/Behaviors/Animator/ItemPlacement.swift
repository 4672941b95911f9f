import Foundation
import LayoutKitCore

/// Where the animator moved an item: the item as last given, untouched, with the center and
/// transform the animator gave it. Reading placements (``DynamicAnimator/placements(in:)``)
/// rather than moved items spares the copy of every item that setting its center makes.
public struct ItemPlacement {
    /// The item as last given to the animator (a value item's center and transform as given).
    public let item: any DynamicItem
    /// The center the animator moved the item to, in points.
    public let center: CGPoint
    /// The item's transform turned by the rotation the animator gave it.
    public let transform3D: Transform3D
    /// The animator's handle on the item, for a caller that keeps its own record of each item
    /// to find it without casting ``item``.
    package let handle: ItemHandle
}
