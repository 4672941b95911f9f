// snippet.hide
#if canImport(AppKit)
    let collectionView = NSCollectionView()
    // snippet.show
    import AppKit
    import LayoutKit
    import LayoutKitAppKit

    let layout = LayoutKitCollectionViewLayout(FlowLayout())
    layout.onError = { error in NSLog("layout: %@", "\(error)") }
    collectionView.collectionViewLayout = layout  // inside an NSScrollView, as usual
// snippet.hide
#endif
