import Foundation
import LayoutKitCore

extension BehaviorManager {
    /// The scroll response of "UICollectionView + UIKit Dynamics" (Ash Furrow, objc.io issue 5):
    /// every cell with a spring moves along `axis` by the part of the scroll step `delta` (pt)
    /// that `resistance` gives it for a finger at `touch`; its spring then pulls it home.
    ///
    /// - Throws: ``DynamicsError/invalidItemGeometry(item:reason:)`` for a center made NaN.
    /// - Complexity: O(springs), with no hash of a body's identity once it has a handle.
    func followScroll(by delta: CGFloat, along axis: ScrollDirection, touch: CGPoint, resistance: SpringResistance) throws {
        for entry in cellEntries {
            guard let anchor = entry.spring?.anchorPoint, let placement = placement(of: entry) else { continue }
            let center = resistance.shifted(placement.center, by: delta, anchor: anchor, touch: touch, axis: axis)
            try move(entry, to: center, turnedBy: placement.transform3D)
        }
    }
}
