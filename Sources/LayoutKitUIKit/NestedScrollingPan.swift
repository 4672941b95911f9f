#if canImport(UIKit) && !os(watchOS)
    import LayoutKitCollectionViewCore
    import LayoutKitCore
    import UIKit

    /// The pan that scrolls the regions of a layout that scroll on their own (a compositional
    /// layout's orthogonal sections) in a real collection view, as UIKit gives such a section a
    /// scroll view of its own. ``LayoutKitCollectionViewLayout`` installs it on the collection view
    /// that shows a layout with such regions, and the collection view's own pan waits for it to fail:
    /// it begins only for a finger that touched down on a region and moves along the region's axis
    /// (a vertical pan in a sideways section fails it at once and scrolls the collection view). The
    /// region follows the finger (`NestedPan`), then flings, with the section's paging, to where the
    /// layout rests it, on a display link (`NestedFling`); a finger that pans the region again stops
    /// its fling. Where UIKit flips the layout (right to left), the finger is flipped into the
    /// layout's coordinates (`layoutPoint(_:)`).
    @MainActor
    final class NestedScrollingPan: NSObject, UIGestureRecognizerDelegate {
        /// The recognizer, attached to the collection view.
        let recognizer = UIPanGestureRecognizer()
        private unowned let core: CollectionViewCore
        /// The pan under way.
        private var pan: NestedPan?
        /// The regions flung and still moving.
        private var flings = NestedFlings()
        /// The display link that moves the flings.
        private var clock: DisplayLinkTarget?
        /// Called after a region moved, under the finger or flung (the layout prefetches ahead of it).
        var onMove: (() -> Void)?

        init(core: CollectionViewCore) {
            self.core = core
            super.init()
            recognizer.delegate = self
            watch(recognizer)
        }

        /// Attaches the pan to `collectionView`, once, and makes the collection view's own pan wait
        /// for it to fail.
        func install(on collectionView: UICollectionView) {
            guard recognizer.view !== collectionView else { return }
            collectionView.addGestureRecognizer(recognizer)
            collectionView.panGestureRecognizer.require(toFail: recognizer)
        }

        /// Detaches the pan (the layout no longer shows in the collection view) and stops the flings.
        func uninstall() {
            recognizer.view?.removeGestureRecognizer(recognizer)
            pan = nil
            flings.stopAll()
            clock?.stop()
            clock = nil
        }

        /// Begins for a finger that touched down on a region and moves along its axis.
        func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
            guard let view = recognizer.view as? UICollectionView else { return false }
            let (location, translation) = (recognizer.location(in: view), recognizer.translation(in: view))
            let touchDown = view.layoutPoint(CGPoint(x: location.x - translation.x, y: location.y - translation.y))
            pan = NestedPan(core: core, touchDown: touchDown, translation: view.layoutVector(translation))
            if let pan { flings.stop(pan.scroller.id) }
            return pan != nil
        }

        /// The recognizer's action: the region follows the finger, and flings when it lifts.
        func panChanged() {
            guard let pan, let view = recognizer.view as? UICollectionView else { return }
            let translation = view.layoutVector(recognizer.translation(in: view))
            switch recognizer.state {
            case .began, .changed:
                pan.follow(translation, in: core)
                onMove?()
            case .ended, .cancelled:
                self.pan = nil
                let velocity = view.layoutVector(recognizer.velocity(in: view))
                guard let fling = pan.release(translation, velocity: velocity, in: core) else { return }
                flings.start(fling)
                if clock == nil { clock = DisplayLinkTarget { [weak self] duration in self?.tick(duration) ?? false } }
                onMove?()
            default:
                break
            }
        }

        /// How the regions move now: the one under the finger (at the pan's velocity) and those flung.
        var motions: [NestedMotion] {
            var motions = flings.motions(in: core)
            if let pan, let view = recognizer.view as? UICollectionView,
                let motion = pan.motion(velocity: view.layoutVector(recognizer.velocity(in: view)), in: core)
            {
                motions.append(motion)
            }
            return motions
        }

        /// Moves every fling on by a frame of `duration` seconds; false when all rest.
        private func tick(_ duration: TimeInterval) -> Bool {
            let moving = flings.advance(by: duration, in: core)
            if !moving { clock = nil }
            onMove?()
            return moving
        }
    }
#endif
