import Foundation

/// What an invalidation during an interactive move says of it, as UIKit's invalidation context
/// carries `previousIndexPathsForInteractivelyMovingItems` and
/// `targetIndexPathsForInteractivelyMovingItems`: a layout that keeps state by index path (bodies,
/// measured sizes) follows the moving items with it, since no update plan comes while they move.
public enum InteractiveMoveStep: Hashable, Sendable {
    /// The items at `previous` now show at `targets`: the data is in the new order.
    case moved(from: [IndexPath], to: [IndexPath])
    /// The move ended with the items at `finals`, where they already show (they came from
    /// `sources`); the data source applies the move.
    case ended(at: [IndexPath], from: [IndexPath])
    /// The move was cancelled: the items at `previous` go back to `originals`.
    case cancelled(from: [IndexPath], backTo: [IndexPath])
}
