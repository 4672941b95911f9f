import Foundation
import LayoutKitCollectionViewCore
import LayoutKitCore

/// A layout the host navigated away from with ``CollectionViewHost/pushLayout(_:itemCounts:anchor:animation:)``:
/// what ``CollectionViewHost/popLayout(anchor:animation:)`` brings back.
struct NavigationEntry {
    let layout: any CollectionLayout
    let itemCounts: [Int]
    let contentOffset: CGPoint
}
