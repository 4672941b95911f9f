import Foundation

extension DynamicItem {
    /// A rectangle, UIKit's default.
    public var collisionBoundsType: DynamicItemCollisionBoundsType { .rectangle }
}

extension DynamicItem where Self: AnyObject {
    /// The object's identity: two references to the same object are the same item.
    public var dynamicItemID: AnyHashable { ObjectIdentifier(self) }
}
