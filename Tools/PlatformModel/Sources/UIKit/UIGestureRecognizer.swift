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
    /// The state; setting it to began, changed, ended or cancelled calls the targets (Apple:
    /// UIGestureRecognizer › addTarget(_:action:), "the action is called when the gesture is
    /// recognized and at each change"); a recognizer that fails calls nobody.
    open var state = State.possible {
        didSet { if state != .possible, state != .failed { for target in targets { target.action(self) } } }
    }
    /// The view the recognizer is attached to (Apple: UIGestureRecognizer › view).
    public internal(set) weak var view: UIView?
    /// Asked whether the recognizer may begin (Apple: UIGestureRecognizer › delegate).
    open weak var delegate: (any UIGestureRecognizerDelegate)?
    /// The recognizers that must fail before this one may begin (Apple: require(toFail:)).
    public private(set) var failureRequirements: [UIGestureRecognizer] = []
    /// The touch locations, in the window's coordinates (model: the view's coordinates).
    public var touchLocations: [CGPoint] = []
    /// Whether the view stops receiving the touches of a gesture this recognizer recognized
    /// (Apple: UIGestureRecognizer › cancelsTouchesInView: "When this property is true (the
    /// default) and the gesture recognizer recognizes its gesture, the touches of that gesture
    /// that are pending aren't delivered to the view").
    open var cancelsTouchesInView = true
    private var targets: [(owner: AnyObject, action: @MainActor (UIGestureRecognizer) -> Void)] = []

    /// The model's spelling of `addTarget(_:action:)`: Linux has no selectors, so the action is
    /// a closure; the recognizer does not retain the target on a device, nor here (`owner` is
    /// only compared).
    open func addTarget(_ target: AnyObject, action: @escaping @MainActor (UIGestureRecognizer) -> Void) {
        targets.append((target, action))
    }

    /// Makes this recognizer wait for `otherGestureRecognizer` to fail before it begins (Apple:
    /// UIGestureRecognizer › require(toFail:)).
    open func require(toFail otherGestureRecognizer: UIGestureRecognizer) {
        failureRequirements.append(otherGestureRecognizer)
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

/// What a recognizer asks before it begins (Apple: UIKit › UIGestureRecognizerDelegate); its
/// methods are optional: a delegate that does not answer lets the recognizer begin.
@MainActor
public protocol UIGestureRecognizerDelegate: AnyObject {
    /// Apple: gestureRecognizerShouldBegin(_:) — false makes the recognizer fail.
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool
}

extension UIGestureRecognizerDelegate {
    public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }
}

/// A pan (Apple: UIKit › UIPanGestureRecognizer): its velocity is in points per second and its
/// translation in points from where the finger touched down (Apple: UIPanGestureRecognizer ›
/// velocity(in:), translation(in:)).
@MainActor
open class UIPanGestureRecognizer: UIGestureRecognizer {
    /// The velocity the test gives the finger, in points per second.
    public var fingerVelocity = CGPoint.zero
    /// How far the finger has moved since it touched down, in points.
    public var fingerTranslation = CGPoint.zero

    open func velocity(in view: UIView?) -> CGPoint { fingerVelocity }

    open func translation(in view: UIView?) -> CGPoint { fingerTranslation }
}

/// A tap (Apple: UIKit › UITapGestureRecognizer): a discrete gesture, recognized once the finger
/// lifts where it touched down; its targets are called once, with the state ended (Apple:
/// UIGestureRecognizer.State.recognized, "the same as ended").
@MainActor
open class UITapGestureRecognizer: UIGestureRecognizer {}

/// A pinch (Apple: UIKit › UIPinchGestureRecognizer): its scale, relative to the fingers'
/// distance at touch-down, and the scale's velocity, per second.
@MainActor
open class UIPinchGestureRecognizer: UIGestureRecognizer {
    open var scale: CGFloat = 1
    open var velocity: CGFloat = 0
}
