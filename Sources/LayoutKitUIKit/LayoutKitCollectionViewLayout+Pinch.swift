#if canImport(UIKit) && !os(watchOS)
    import LayoutKitCore
    import UIKit

    extension LayoutKitCollectionViewLayout {
        /// The fingers of `pinchGestureRecognizer` in `view`'s content coordinates while it pinches
        /// (the layout's, where UIKit flips a collection view's layout);
        /// `nil` otherwise, and always on tvOS, whose UIKit has no pinch recognizer.
        func pinch(in view: UIView) -> PinchState? {
            #if os(tvOS)
                nil
            #else
                pinchGestureRecognizer.flatMap { PinchState(reading: $0, in: view) }
            #endif
        }
    }

    #if !os(tvOS)
        extension PinchState {
            /// The fingers of `recognizer` in `view`'s content coordinates (a collection view's
            /// layout's, where UIKit flips it), its scale and its velocity
            /// (scale per second), while it pinches with two fingers; `nil` otherwise.
            @MainActor
            init?(reading recognizer: UIPinchGestureRecognizer, in view: UIView) {
                guard recognizer.state == .began || recognizer.state == .changed, recognizer.numberOfTouches >= 2 else {
                    return nil
                }
                func seen(_ point: CGPoint) -> CGPoint { (view as? UICollectionView)?.layoutPoint(point) ?? point }
                self.init(
                    first: seen(recognizer.location(ofTouch: 0, in: view)),
                    second: seen(recognizer.location(ofTouch: 1, in: view)),
                    scale: recognizer.scale, velocity: recognizer.velocity)
            }
        }
    #endif
#endif
