#if canImport(AppKit) && !targetEnvironment(macCatalyst)
    import AppKit
    import LayoutKitCollectionViewCore
    import LayoutKitCore

    /// The click on a layout's own buttons and open regions in a real collection view: a click on
    /// a swiped list row's action performs it, and a click elsewhere in the collection view closes
    /// the row, as a tap does in UIKit's lists. ``LayoutKitCollectionViewLayout`` installs it with
    /// the regions' wheel: a local event monitor sees each press and release of the left button
    /// before the collection view does (Apple: NSEvent ›
    /// addLocalMonitorForEvents(matching:handler:), "return nil to stop the dispatching of the
    /// event"). A press the layout took (`CollectionViewCore.tapped(at:)`, `touchBegan(at:)`) is
    /// stopped, and its release, so it selects nothing; any other click goes on to the collection
    /// view.
    @MainActor
    final class RegionClosingClick {
        private unowned let core: CollectionViewCore
        private weak var collectionView: NSCollectionView?
        private var monitor: Any?
        /// Whether the next release is stopped: its press was the layout's.
        private var stopsRelease = false

        init(core: CollectionViewCore) {
            self.core = core
        }

        /// Starts watching the clicks in `collectionView`'s window, once.
        func install(on collectionView: NSCollectionView) {
            self.collectionView = collectionView
            guard monitor == nil else { return }
            monitor = NSEvent.addLocalMonitorForEvents(matching: [.leftMouseDown, .leftMouseUp]) { [weak self] event in
                let taken = MainActor.assumeIsolated { self?.take(event) ?? false }
                return taken ? nil : event
            }
        }

        /// Stops watching (the layout no longer shows in the collection view).
        func uninstall() {
            if let monitor { NSEvent.removeMonitor(monitor) }
            (monitor, stopsRelease) = (nil, false)
        }

        /// True when `event` is the layout's click: the collection view must not see it.
        private func take(_ event: NSEvent) -> Bool {
            guard let collectionView, event.window === collectionView.window else { return false }
            if event.type == .leftMouseUp {
                defer { stopsRelease = false }
                return stopsRelease
            }
            let point = collectionView.convert(event.locationInWindow, from: nil)
            guard collectionView.visibleRect.contains(point) else { return false }
            stopsRelease = core.tapped(at: point) || core.touchBegan(at: point)
            return stopsRelease
        }
    }
#endif
