// snippet.hide
#if canImport(UIKit) && !os(watchOS)
    import LayoutKit
    import LayoutKitUIKit
    import UIKit

    @MainActor
    func prefetchThumbnails(in collectionView: UICollectionView, loader: ThumbnailLoader) throws {
        // snippet.show
        let layout = LayoutKitCollectionViewLayout(FlowLayout(configuration: .compactGrid()))
        collectionView.collectionViewLayout = layout
        layout.onPrefetch = { items in loader.load(items) }  // where the scroll heads and the fling lands
        layout.onCancelPrefetch = { items in loader.cancel(items) }
        try layout.prefetching.setLookahead(0.3)  // seconds of the finger's speed
        // snippet.hide
    }

    /// Loads and stops loading the thumbnails of items (an app's own).
    @MainActor
    protocol ThumbnailLoader: AnyObject {
        func load(_ items: [IndexPath])
        func cancel(_ items: [IndexPath])
    }
#endif
