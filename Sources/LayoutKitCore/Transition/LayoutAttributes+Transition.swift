import Foundation

extension LayoutAttributes {
    /// The same attributes at alpha 0: where an element that only one layout shows starts or
    /// ends when the layout gives no appearing or disappearing attributes.
    var faded: LayoutAttributes {
        var faded = self
        faded.alpha = 0
        return faded
    }

    /// The same attributes for element `key`.
    func keyed(_ key: ElementKey) -> LayoutAttributes {
        var keyed = self
        (keyed.indexPath, keyed.category) = (key.indexPath, key.category)
        return keyed
    }
}
