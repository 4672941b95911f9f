import Foundation
import LayoutKitCore

/// Layout attributes are dynamic items identified by their ``ElementKey``: the animator keeps
/// one state per element and hands back attributes with the center and rotation it computed.
extension LayoutAttributes: DynamicItem {
    /// The element's key: category, kind and index path.
    public var dynamicItemID: AnyHashable { key }
}
