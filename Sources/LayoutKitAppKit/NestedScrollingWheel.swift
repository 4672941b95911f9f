#if canImport(AppKit) && !targetEnvironment(macCatalyst)
    import AppKit
    import LayoutKitCollectionViewCore
    import LayoutKitCore

    /// Scrolls the regions of a layout that scroll on their own (a compositional layout's orthogonal
    /// sections) with the trackpad and the scroll wheel, as AppKit's own compositional layout scrolls
    /// its orthogonal sections. ``LayoutKitCollectionViewLayout`` installs it for a layout with such
    /// regions: a local event monitor sees each scroll event before the collection view's scroll
    /// view does (Apple: NSEvent › addLocalMonitorForEvents(matching:handler:)). A trackpad gesture
    /// that begins over a region and first moves along the region's axis scrolls the region, and
    /// the scroll view never sees it; the region follows the fingers rubber-banded (`NestedPan`),
    /// flings on when they lift (`NestedFling`), and the system's momentum events that follow are
    /// stopped, the fling standing in for them. A wheel's step over a region, along its axis,
    /// scrolls it and settles it where the layout rests it.
    @MainActor
    final class NestedScrollingWheel {
        private unowned let core: CollectionViewCore
        private weak var collectionView: NSCollectionView?
        private var monitor: Any?
        /// The gesture under way: undecided until its first move, then the region's pan or none.
        private var gesture: Gesture?
        /// Whether the momentum events after the gesture are stopped (the gesture was a region's).
        private var stopsMomentum = false
        /// The regions flung and still moving.
        private var flings = NestedFlings()
        /// The clock that moves the flings.
        private var clock: DisplayLinkTarget?

        /// A trackpad gesture: where it began (content coordinates), and the region's pan with how
        /// far the fingers moved and how fast, once its first move decided.
        private struct Gesture {
            let start: CGPoint
            var pan: NestedPan?
            var decided = false
            var translation = CGPoint.zero
            var velocity = CGPoint.zero
            var timestamp: TimeInterval
        }

        init(core: CollectionViewCore) {
            self.core = core
        }

        /// Starts watching the scroll events of `collectionView`'s window, once.
        func install(on collectionView: NSCollectionView) {
            self.collectionView = collectionView
            guard monitor == nil else { return }
            monitor = NSEvent.addLocalMonitorForEvents(matching: .scrollWheel) { [weak self] event in
                let taken = MainActor.assumeIsolated { self?.take(event) ?? false }
                return taken ? nil : event
            }
        }

        /// Stops watching (the layout no longer shows in the collection view) and stops the flings.
        func uninstall() {
            if let monitor { NSEvent.removeMonitor(monitor) }
            (monitor, gesture) = (nil, nil)
            flings.stopAll()
            clock?.stop()
            clock = nil
        }

        /// True when `event` scrolls a region: the scroll view must not see it.
        private func take(_ event: NSEvent) -> Bool {
            guard let collectionView, event.window === collectionView.window else { return false }
            if !event.momentumPhase.isEmpty { return stopsMomentum }
            let delta = CGPoint(x: event.scrollingDeltaX, y: event.scrollingDeltaY)
            let point = collectionView.convert(event.locationInWindow, from: nil)
            if event.phase.isEmpty { return step(by: delta, at: point) }
            if event.phase.contains(.began) || event.phase.contains(.mayBegin) || gesture == nil {
                gesture = Gesture(start: point, timestamp: event.timestamp)
                stopsMomentum = false
            }
            guard var moving = gesture else { return false }
            if !moving.decided, delta != .zero {
                moving.decided = true
                moving.pan = NestedPan(core: core, touchDown: moving.start, translation: delta)
                if let id = moving.pan?.scroller.id { flings.stop(id) }
            }
            guard let pan = moving.pan else {
                gesture = moving.decided && !event.phase.contains(.ended) ? moving : nil
                return false
            }
            let interval = event.timestamp - moving.timestamp
            moving.translation = CGPoint(x: moving.translation.x + delta.x, y: moving.translation.y + delta.y)
            if interval > 0, delta != .zero { moving.velocity = CGPoint(x: delta.x / interval, y: delta.y / interval) }
            moving.timestamp = event.timestamp
            pan.follow(moving.translation, in: core)
            if event.phase.contains(.ended) || event.phase.contains(.cancelled) {
                fling(pan.release(moving.translation, velocity: moving.velocity, in: core))
                (gesture, stopsMomentum) = (nil, true)
            } else {
                gesture = moving
            }
            return true
        }

        /// A wheel's step of `delta` at `point`: scrolls the region there when it moves along its
        /// axis, then settles it where the layout rests it.
        private func step(by delta: CGPoint, at point: CGPoint) -> Bool {
            guard let pan = NestedPan(core: core, touchDown: point, translation: delta) else { return false }
            pan.follow(delta, in: core)
            fling(pan.release(delta, velocity: .zero, in: core))
            return true
        }

        private func fling(_ fling: NestedFling?) {
            guard let fling else { return }
            flings.start(fling)
            if clock == nil { clock = DisplayLinkTarget { [weak self] duration in self?.tick(duration) ?? false } }
        }

        /// Moves every fling on by a frame of `duration` seconds; false when all rest.
        private func tick(_ duration: TimeInterval) -> Bool {
            let moving = flings.advance(by: duration, in: core)
            if !moving { clock = nil }
            return moving
        }
    }
#endif
