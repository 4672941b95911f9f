import Foundation
import LayoutKitCollectionViewCore
import LayoutKitCore

extension LayoutAttributes {
    /// The attributes moved by `shift` (points).
    func shifted(by shift: CGPoint) -> LayoutAttributes {
        guard shift != .zero else { return self }
        var moved = self
        moved.frame = frame.offsetBy(dx: shift.x, dy: shift.y)
        return moved
    }
}
