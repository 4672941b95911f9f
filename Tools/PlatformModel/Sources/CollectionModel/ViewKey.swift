/// The three kinds of element a collection view shows (UIKit's `UICollectionView.ElementCategory`,
/// AppKit's `NSCollectionElementCategory`).
package enum ElementSlot: Int, Sendable {
    case cell, supplementaryView, decorationView
}

/// An element of a collection view: its category, kind and index path.
package struct ViewKey: Hashable, Sendable {
    package let category: ElementSlot
    package let kind: String?
    package let indexPath: IndexPath

    package init(category: ElementSlot, kind: String?, indexPath: IndexPath) {
        (self.category, self.kind, self.indexPath) = (category, kind, indexPath)
    }
}
