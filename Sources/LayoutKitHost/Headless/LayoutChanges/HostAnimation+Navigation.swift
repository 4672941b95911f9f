import Foundation
import LayoutKitCollectionViewCore
import LayoutKitCore

extension HostAnimation {
    /// A navigation push or pop: 0.35 s, ease in and out, as a navigation controller's.
    public static let navigation = HostAnimation(duration: 0.35)
}
