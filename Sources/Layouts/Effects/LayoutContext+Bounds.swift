import Foundation
import LayoutKitCore

extension LayoutContext {
    /// The same context with `bounds` (a bounds change seen by an effect that keeps its context).
    func replacingBounds(with bounds: CGRect) -> LayoutContext {
        var changed = self
        changed.bounds = bounds
        return changed
    }
}
