import Foundation
import LayoutKitCore
import LayoutKitHost

extension Scene {
    /// A headless host showing the scene: its layout, with the context's viewport, offset, data
    /// and direction.
    func makeHost() throws -> CollectionViewHost {
        try CollectionViewHost(
            layout: layout, frameSize: context.bounds.size, itemCounts: context.itemCounts,
            contentInset: context.contentInset, contentOffset: context.bounds.origin,
            itemSizeProvider: context.itemSizeProvider, layoutDirection: context.layoutDirection,
            displayScale: context.displayScale)
    }
}
