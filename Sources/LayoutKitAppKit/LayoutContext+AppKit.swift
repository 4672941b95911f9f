#if canImport(AppKit) && !targetEnvironment(macCatalyst)
    import AppKit
    import LayoutKitCollectionViewCore
    import LayoutKitCore

    extension LayoutContext {
        /// What `collectionView` is now, as the core reads it: its visible rectangle, the enclosing
        /// scroll view's content insets, the item counts, sizes from a flow delegate that implements
        /// `collectionView(_:layout:sizeForItemAt:)`, the layout direction and the display scale
        /// (the window's, else the main screen's, else 0, which the core never hands on).
        @MainActor
        init(reading collectionView: NSCollectionView, layout: NSCollectionViewLayout) {
            let counts = (0..<collectionView.numberOfSections).map { collectionView.numberOfItems(inSection: $0) }
            let inset = collectionView.enclosingScrollView?.contentInsets ?? NSEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
            self.init(
                bounds: collectionView.visibleRect,
                contentInset: EdgeInsets(top: inset.top, left: inset.left, bottom: inset.bottom, right: inset.right),
                itemCounts: counts,
                itemSizeProvider: FlowDelegateSizes.provider(of: collectionView, layout: layout),
                layoutDirection: collectionView.userInterfaceLayoutDirection == .rightToLeft ? .rightToLeft : .leftToRight,
                displayScale: collectionView.window?.backingScaleFactor ?? NSScreen.main?.backingScaleFactor ?? 0)
        }
    }
#endif
