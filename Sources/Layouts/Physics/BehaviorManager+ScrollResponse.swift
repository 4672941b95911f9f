import Foundation
import LayoutKitCore

extension BehaviorManager {
    /// The scroll response of "UICollectionView + UIKit Dynamics" (Ash Furrow, objc.io issue 5):
    /// every cell with a spring moves along `axis` by the part of the scroll step `delta` (pt)
    /// that `resistance` gives it for a finger at `touch`; its spring then pulls it home.
    ///
    /// - Throws: ``DynamicsError/invalidItemGeometry(item:reason:)`` for a center made NaN.
    /// - Complexity: O(springs).
    func followScroll(by delta: CGFloat, along axis: ScrollDirection, touch: CGPoint, resistance: SpringResistance) throws {
        for indexPath in managedIndexPaths {
            let key = ElementKey.cell(indexPath)
            guard var item = attributes(for: key), let anchor = anchor(of: key) else { continue }
            item.center = resistance.shifted(item.center, by: delta, anchor: anchor, touch: touch, axis: axis)
            try move(key, to: item)
        }
    }
}
