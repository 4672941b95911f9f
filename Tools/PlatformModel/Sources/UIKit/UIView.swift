/// A rectangle on screen (Apple: UIKit › UIView), modelled for what a collection view and its
/// layout read: frame and bounds, alpha, transform, hidden, the view tree, the window and its
/// traits, the reading direction, layout passes and snapshots.
@MainActor
open class UIView: UIResponder, FrameLaidOut {
    private var storedFrame: CGRect
    private var boundsOrigin: CGPoint = .zero
    /// The opacity, from 0 to 1.
    open var alpha: CGFloat = 1 { didSet { animateChange(frameFrom: frame, alphaFrom: oldValue) } }
    open var isHidden = false
    /// The layer's 3D transform (`layer.transform` on a device).
    open var transform3D = CATransform3DIdentity
    /// Forces a reading direction (Apple: UIView › semanticContentAttribute).
    open var semanticContentAttribute = UISemanticContentAttribute.unspecified
    public private(set) weak var superview: UIView?
    public private(set) var subviews: [UIView] = []
    /// The recognizers attached to the view (Apple: UIView › gestureRecognizers).
    public private(set) var gestureRecognizers: [UIGestureRecognizer]?
    var needsLayout = true

    /// The reading direction of the app: left to right unless a test says otherwise.
    public static var userInterfaceLayoutDirection = UIUserInterfaceLayoutDirection.leftToRight

    public required init(frame: CGRect) {
        storedFrame = frame
        super.init()
    }

    /// The frame in the superview's coordinates. Setting it in an animation block animates it.
    open var frame: CGRect {
        get { storedFrame }
        set {
            let old = storedFrame
            if old.size != newValue.size { bounds = CGRect(origin: boundsOrigin, size: newValue.size) }
            storedFrame = newValue
            animateChange(frameFrom: old, alphaFrom: alpha)
        }
    }

    /// The view's own coordinates: origin (a scroll view's content offset) and size (the
    /// frame's) (Apple: UIView › bounds).
    open var bounds: CGRect {
        get { CGRect(origin: boundsOrigin, size: storedFrame.size) }
        set {
            boundsOrigin = newValue.origin
            if newValue.size != storedFrame.size {
                storedFrame.size = newValue.size
                setNeedsLayout()
            }
        }
    }

    /// Moves the bounds' origin without telling anyone (a scroll view applying an adjustment).
    func moveBoundsOriginQuietly(to origin: CGPoint) {
        boundsOrigin = origin
    }

    /// The center of the frame.
    open var center: CGPoint {
        get { CGPoint(x: frame.midX, y: frame.midY) }
        set { frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2) }
    }

    /// The window the view is in, through its superviews.
    open var window: UIWindow? { (self as? UIWindow) ?? superview?.window }

    /// The traits: a view outside a window has an unspecified display scale, 0 (Apple:
    /// UITraitCollection › displayScale, "the default value is 0.0").
    open var traitCollection: UITraitCollection { UITraitCollection(displayScale: window?.screenScale ?? 0) }

    /// The reading direction the view lays out in (Apple: UIView ›
    /// effectiveUserInterfaceLayoutDirection): forced by ``semanticContentAttribute``, or the app's.
    open var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
        switch semanticContentAttribute {
        case .forceRightToLeft: .rightToLeft
        case .forceLeftToRight: .leftToRight
        case .unspecified: superview?.effectiveUserInterfaceLayoutDirection ?? Self.userInterfaceLayoutDirection
        }
    }

    /// Attaches `recognizer` to the view (Apple: UIView › addGestureRecognizer(_:)).
    open func addGestureRecognizer(_ recognizer: UIGestureRecognizer) {
        recognizer.view = self
        gestureRecognizers = (gestureRecognizers ?? []) + [recognizer]
    }

    /// Detaches `recognizer` from the view (Apple: UIView › removeGestureRecognizer(_:)).
    open func removeGestureRecognizer(_ recognizer: UIGestureRecognizer) {
        gestureRecognizers?.removeAll { $0 === recognizer }
        if recognizer.view === self { recognizer.view = nil }
    }

    open func addSubview(_ view: UIView) {
        view.removeFromSuperview()
        subviews.append(view)
        view.superview = self
    }

    open func removeFromSuperview() {
        superview?.subviews.removeAll { $0 === self }
        superview = nil
    }

    /// Asks for a layout pass at the next frame (Apple: UIView › setNeedsLayout()).
    open func setNeedsLayout() {
        needsLayout = true
        ModelDisplay.watch(self)
    }

    /// Lays the view out now if it needs it (Apple: UIView › layoutIfNeeded()).
    open func layoutIfNeeded() {
        guard needsLayout else { return }
        needsLayout = false
        layoutSubviews()
    }

    /// Lays out the subviews; overridden by views that have any to place.
    open func layoutSubviews() {}

    /// A view that shows a picture of this one as it is now (Apple: UIView ›
    /// snapshotView(afterScreenUpdates:)); in the model, a plain view of the same frame that
    /// remembers which view it pictures.
    open func snapshotView(afterScreenUpdates afterUpdates: Bool) -> UIView? {
        let picture = UIView(frame: bounds)
        picture.pictured = self
        return picture
    }

    /// The view a snapshot pictures (model only).
    public private(set) weak var pictured: UIView?

    /// The frame shown on screen now: the frame plus what remains of its animations (what
    /// `layer.presentation()` reads on a device).
    public var presentedFrame: CGRect { ModelDisplay.presented(self, frame: frame, alpha: alpha).frame }

    /// The alpha shown on screen now.
    public var presentedAlpha: CGFloat { ModelDisplay.presented(self, frame: frame, alpha: alpha).alpha }

    /// Inside an animation block, turns a change of frame or alpha into an animation.
    private func animateChange(frameFrom old: CGRect, alphaFrom oldAlpha: CGFloat) {
        AnimationBlock.record(self, from: (old, oldAlpha), to: (frame, alpha))
    }
}
