import Foundation
import LayoutKitCore

extension CollectionViewHost {
    /// The item whose cell, as drawn, is under `point` (content coordinates, pt), as
    /// `UICollectionView.indexPathForItem(at:)`: the one in front where cells overlap (the higher
    /// z index, then the earlier in the order shown, as the model of UIKit picks), its transform applied
    /// (``LayoutAttributes/drawnShapeContains(_:)``). Cells leaving the data are not hit, nor
    /// hidden ones or ones of alpha under 0.01, which a view's hit test ignores (Apple:
    /// UIView › hitTest(_:with:)).
    ///
    /// ```swift
    /// let deck = FlowLayout(configuration: .cardRow()).cardEffect(.deck)
    /// let host = try CollectionViewHost(layout: deck, frameSize: CGSize(width: 320, height: 300), itemCounts: [9])
    /// host.indexPathForItem(at: CGPoint(x: 160, y: 150))  // the card on top, not those behind it
    /// ```
    ///
    /// - Complexity: O(cells shown).
    public func indexPathForItem(at point: CGPoint) -> IndexPath? {
        var hit: LayoutAttributes?
        for cell in presentedElements where cell.category == .cell && !cell.isHidden && cell.alpha >= 0.01 {
            guard cell.drawnShapeContains(point), cell.zIndex > hit?.zIndex ?? .min else { continue }
            hit = cell
        }
        return hit?.indexPath
    }
}
