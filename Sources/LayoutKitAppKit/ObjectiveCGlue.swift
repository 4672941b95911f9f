#if canImport(AppKit) && !targetEnvironment(macCatalyst)
    import AppKit
    import LayoutKitCore

    // The adapter's only lines that need the Objective-C runtime (selectors, optional protocol
    // requirements). Where it is missing (the AppKit model on Linux, Tools/PlatformModel), the
    // model's spelling of the same calls stands in: a display link that takes a closure, and an
    // optional requirement as a protocol of its own.

    /// The frame clock's target. A timer (and a display link) retains its target until invalidated,
    /// so the target is this small object, which holds the layout only through `tick`'s weak
    /// capture: a tick that finds the layout gone (or no longer shown) stops the clock.
    @MainActor
    final class DisplayLinkTarget: NSObject {
        /// Moves the layout on by a frame of the given duration (seconds); false stops the clock.
        private let tick: @MainActor (TimeInterval) -> Bool
        #if canImport(ObjectiveC)
            private var timer: Timer?
        #else
            private var link: CADisplayLink?
        #endif

        /// Starts a 60 Hz clock on the main run loop that calls `tick` at every frame.
        init(tick: @escaping @MainActor (TimeInterval) -> Bool) {
            self.tick = tick
            super.init()
            #if canImport(ObjectiveC)
                let timer = Timer(timeInterval: 1.0 / 60, target: self, selector: #selector(fire), userInfo: nil, repeats: true)
                RunLoop.main.add(timer, forMode: .common)
                self.timer = timer
            #else
                let link = CADisplayLink(target: self) { [unowned self] _ in fire() }
                link.add(to: .main, forMode: .common)
                self.link = link
            #endif
        }

        /// Invalidates the clock, which lets go of this target.
        func stop() {
            #if canImport(ObjectiveC)
                timer?.invalidate()
                timer = nil
            #else
                link?.invalidate()
                link = nil
            #endif
        }

        #if canImport(ObjectiveC)
            @objc
        #endif
        private func fire() {
            if !tick(1.0 / 60) { stop() }
        }
    }

    /// Item sizes from a flow delegate, asked only when it implements
    /// `collectionView(_:layout:sizeForItemAt:)` (every flow delegate method is optional).
    enum FlowDelegateSizes {
        /// A provider that asks the delegate, holding it, the collection view and the layout weakly;
        /// `nil` when the delegate does not implement the method.
        @MainActor
        static func provider(of collectionView: NSCollectionView, layout: NSCollectionViewLayout) -> ((IndexPath) -> CGSize)? {
            #if canImport(ObjectiveC)
                let selector = #selector(NSCollectionViewDelegateFlowLayout.collectionView(_:layout:sizeForItemAt:))
                guard let delegate = collectionView.delegate as? NSCollectionViewDelegateFlowLayout,
                    delegate.responds(to: selector)
                else { return nil }
                return { [weak collectionView, weak layout, weak delegate] path in
                    MainActor.assumeIsolated {
                        guard let collectionView, let layout else { return .zero }
                        return delegate?.collectionView?(collectionView, layout: layout, sizeForItemAt: path) ?? .zero
                    }
                }
            #else
                guard let delegate = collectionView.delegate as? NSCollectionViewDelegateFlowLayoutSizing else { return nil }
                return { [weak collectionView, weak layout, weak delegate] path in
                    MainActor.assumeIsolated {
                        guard let collectionView, let layout else { return .zero }
                        return delegate?.collectionView(collectionView, layout: layout, sizeForItemAt: path) ?? .zero
                    }
                }
            #endif
        }
    }
#endif
