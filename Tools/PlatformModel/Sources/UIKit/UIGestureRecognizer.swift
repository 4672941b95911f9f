/// A gesture recognizer's state (Apple: UIGestureRecognizer.State).
public enum UIGestureRecognizerState: Int, Sendable {
    case possible, began, changed, ended, cancelled, failed
}

/// A gesture recognizer (Apple: UIKit › UIGestureRecognizer). The model's recognizers do not
/// read touches: a test plays the gesture by setting where the fingers are and the state, and
/// the recognizer calls its targets, as it does on a device at each change.
@MainActor
open class UIGestureRecognizer: NSObject {
    public typealias State = UIGestureRecognizerState
    /// The state; setting it calls the targets (Apple: UIGestureRecognizer › addTarget(_:action:),
    /// "the action is called when the gesture is recognized and at each change").
    open var state = State.possible {
        didSet { if state != .possible { for target in targets { target.action(self) } } }
    }
    /// The touch locations, in the window's coordinates (model: the view's coordinates).
    public var touchLocations: [CGPoint] = []
    private var targets: [(owner: AnyObject, action: @MainActor (UIGestureRecognizer) -> Void)] = []

    /// The model's spelling of `addTarget(_:action:)`: Linux has no selectors, so the action is
    /// a closure; the recognizer does not retain the target on a device, nor here (`owner` is
    /// only compared).
    open func addTarget(_ target: AnyObject, action: @escaping @MainActor (UIGestureRecognizer) -> Void) {
        targets.append((target, action))
    }

    /// The number of touches.
    open var numberOfTouches: Int { touchLocations.count }

    /// Where touch `index` is, in `view`'s coordinates (Apple: UIGestureRecognizer ›
    /// location(ofTouch:in:)); the model's touches are kept in the collection view's content
    /// coordinates.
    open func location(ofTouch index: Int, in view: UIView?) -> CGPoint { touchLocations[index] }

    /// The centroid of the touches (Apple: UIGestureRecognizer › location(in:)).
    open func location(in view: UIView?) -> CGPoint {
        guard !touchLocations.isEmpty else { return .zero }
        let sum = touchLocations.reduce(CGPoint.zero) { CGPoint(x: $0.x + $1.x, y: $0.y + $1.y) }
        return CGPoint(x: sum.x / CGFloat(touchLocations.count), y: sum.y / CGFloat(touchLocations.count))
    }
}

/// A pan (Apple: UIKit › UIPanGestureRecognizer): its velocity is in points per second
/// (Apple: UIPanGestureRecognizer › velocity(in:)).
@MainActor
open class UIPanGestureRecognizer: UIGestureRecognizer {
    /// The velocity the test gives the finger, in points per second.
    public var fingerVelocity = CGPoint.zero

    open func velocity(in view: UIView?) -> CGPoint { fingerVelocity }
}

/// A pinch (Apple: UIKit › UIPinchGestureRecognizer): its scale, relative to the fingers'
/// distance at touch-down, and the scale's velocity, per second.
@MainActor
open class UIPinchGestureRecognizer: UIGestureRecognizer {
    open var scale: CGFloat = 1
    open var velocity: CGFloat = 0
}
