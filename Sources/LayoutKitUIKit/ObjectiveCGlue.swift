#if canImport(UIKit) && !os(watchOS)
    import LayoutKitCore
    import UIKit

    // The adapter's only lines that need the Objective-C runtime (selectors, optional protocol
    // requirements). Where it is missing (the UIKit model on Linux, Tools/PlatformModel), the
    // model's spelling of the same calls stands in: a display link and a gesture target that take
    // a closure, and an optional requirement as a protocol of its own.

    /// The display link's target. `CADisplayLink` retains its target until invalidated, so the
    /// target is this small object, which holds the layout only through `tick`'s weak capture: a tick
    /// that finds the layout gone (or no longer shown) stops the link.
    @MainActor
    final class DisplayLinkTarget: NSObject {
        /// Moves the layout on by a frame of the given duration (seconds); false stops the link.
        private let tick: @MainActor (TimeInterval) -> Bool
        private var link: CADisplayLink?

        /// Starts a display link on the main run loop that calls `tick` at every frame.
        init(tick: @escaping @MainActor (TimeInterval) -> Bool) {
            self.tick = tick
            super.init()
            #if canImport(ObjectiveC)
                let link = CADisplayLink(target: self, selector: #selector(fire(_:)))
            #else
                let link = CADisplayLink(target: self) { [unowned self] in fire($0) }
            #endif
            link.add(to: .main, forMode: .common)
            self.link = link
        }

        /// Invalidates the link, which lets go of this target.
        func stop() {
            link?.invalidate()
            link = nil
        }

        #if canImport(ObjectiveC)
            @objc
        #endif
        private func fire(_ link: CADisplayLink) {
            if !tick(link.targetTimestamp - link.timestamp) { stop() }
        }
    }

    /// Item sizes from a flow delegate, asked only when it implements
    /// `collectionView(_:layout:sizeForItemAt:)` (every flow delegate method is optional).
    enum FlowDelegateSizes {
        /// A provider that asks the delegate, holding it, the collection view and the layout weakly;
        /// `nil` when the delegate does not implement the method.
        @MainActor
        static func provider(of collectionView: UICollectionView, layout: UICollectionViewLayout) -> ((IndexPath) -> CGSize)? {
            #if canImport(ObjectiveC)
                let selector = #selector(UICollectionViewDelegateFlowLayout.collectionView(_:layout:sizeForItemAt:))
                guard let delegate = collectionView.delegate as? UICollectionViewDelegateFlowLayout,
                    delegate.responds(to: selector)
                else { return nil }
                return { [weak collectionView, weak layout, weak delegate] path in
                    MainActor.assumeIsolated {
                        guard let collectionView, let layout else { return .zero }
                        return delegate?.collectionView?(collectionView, layout: layout, sizeForItemAt: path) ?? .zero
                    }
                }
            #else
                guard let delegate = collectionView.delegate as? UICollectionViewDelegateFlowLayoutSizing else { return nil }
                return { [weak collectionView, weak layout, weak delegate] path in
                    MainActor.assumeIsolated {
                        guard let collectionView, let layout else { return .zero }
                        return delegate?.collectionView(collectionView, layout: layout, sizeForItemAt: path) ?? .zero
                    }
                }
            #endif
        }
    }

    extension NestedScrollingPan {
        /// Makes `recognizer` call ``panChanged()`` at every change.
        func watch(_ recognizer: UIPanGestureRecognizer) {
            #if canImport(ObjectiveC)
                recognizer.addTarget(self, action: #selector(recognizerChanged))
            #else
                recognizer.addTarget(self) { [weak self] _ in self?.recognizerChanged() }
            #endif
        }

        #if canImport(ObjectiveC)
            @objc
        #endif
        private func recognizerChanged() {
            panChanged()
        }
    }

    #if !os(tvOS)
        extension LayoutKitCollectionViewLayout {
            /// Invalidates the layout at every change of `recognizer`, whose fingers the context reads.
            func watchPinch(_ recognizer: UIPinchGestureRecognizer?) {
                #if canImport(ObjectiveC)
                    recognizer?.addTarget(self, action: #selector(pinchChanged))
                #else
                    recognizer?.addTarget(self) { [weak self] _ in self?.pinchChanged() }
                #endif
            }

            #if canImport(ObjectiveC)
                @objc
            #endif
            private func pinchChanged() {
                invalidateLayout(with: carrying(InvalidationContext()))
            }
        }
    #endif
#endif
