/// A view whose bounds' origin is the content offset (Apple: UIKit › UIScrollView).
///
/// Modelled: `contentOffset` is `bounds.origin`; `adjustedContentInset` is the content inset (the
/// model has no safe area); a pan recognizer that a test plays, and other pans on the view that it
/// waits for; dragging, which moves the content
/// with the finger, and the deceleration after the finger lifts, toward where the scroll view's
/// delegate or the collection view's layout says to stop.
@MainActor
open class UIScrollView: UIView {
    open var contentSize: CGSize = .zero
    open var contentInset: UIEdgeInsets = .zero
    /// The inset with the safe area's added (Apple: UIScrollView › adjustedContentInset); the
    /// model has no safe area.
    open var adjustedContentInset: UIEdgeInsets { contentInset }
    public let panGestureRecognizer = UIPanGestureRecognizer()
    public private(set) var isDragging = false
    public private(set) var isDecelerating = false
    /// Where a deceleration goes.
    private var decelerationTarget: CGPoint?
    /// Where the finger of a drag is, in the view's frame.
    private var fingerOnScreen = CGPoint.zero
    /// Where the finger touched down, in the view's frame.
    private var touchDownOnScreen = CGPoint.zero
    /// True from a touch-down until its first move decides which pan takes the finger.
    private var fingerUndecided = false
    /// The rival pan that took the finger (see ``dragFinger(by:)``).
    private var claimingPan: UIPanGestureRecognizer?

    /// The content offset: the bounds' origin (Apple: UIScrollView › contentOffset).
    open var contentOffset: CGPoint {
        get { bounds.origin }
        set { bounds = CGRect(origin: newValue, size: bounds.size) }
    }

    /// The offsets the content can rest at: from minus the top-left inset to the far edge plus
    /// inset less the size (never below the start).
    public var validContentOffsets: CGRect {
        let inset = adjustedContentInset
        let minimum = CGPoint(x: -inset.left, y: -inset.top)
        let maximum = CGPoint(x: max(minimum.x, contentSize.width + inset.right - bounds.width),
                              y: max(minimum.y, contentSize.height + inset.bottom - bounds.height))
        return CGRect(x: minimum.x, y: minimum.y, width: maximum.x - minimum.x, height: maximum.y - minimum.y)
    }

    /// Plays a finger touching down at `point` (points, in the view's frame): a deceleration under
    /// way stops, and the view's pan begins, unless the view has other pans its own waits for
    /// (``rivalPans``): then the finger's first move decides (``dragFinger(by:)``).
    public func touchDown(at point: CGPoint) {
        isDecelerating = false
        decelerationTarget = nil
        fingerOnScreen = point
        touchDownOnScreen = point
        panGestureRecognizer.fingerVelocity = .zero
        panGestureRecognizer.fingerTranslation = .zero
        if rivalPans.isEmpty { beginOwnPan() } else { fingerUndecided = true }
    }

    /// Plays the finger moving by `translation` (points, on screen) over one frame: the content
    /// follows it one to one (the model does not rubber-band), then a frame passes. The pan's
    /// location in the view is read with the bounds before they move, as a layout reads it in
    /// `shouldInvalidateLayout(forBoundsChange:)`.
    ///
    /// At the first move of a finger the view's own pan waits on (Apple: UIGestureRecognizer ›
    /// require(toFail:)), each rival pan is asked in turn whether it begins (Apple:
    /// UIGestureRecognizerDelegate › gestureRecognizerShouldBegin(_:), asked once the pan has
    /// moved, with its translation): the first that begins takes the finger, and the content
    /// does not move; when none does, they fail and the view's pan begins.
    public func dragFinger(by translation: CGPoint) {
        let frame = 1 / ModelDisplay.framesPerSecond
        fingerOnScreen = CGPoint(x: fingerOnScreen.x + translation.x, y: fingerOnScreen.y + translation.y)
        let velocity = CGPoint(x: translation.x / frame, y: translation.y / frame)
        if fingerUndecided {
            fingerUndecided = false
            claimingPan = rivalPans.first { rival in
                follow(with: rival, velocity: velocity)
                guard rival.delegate?.gestureRecognizerShouldBegin(rival) ?? true else {
                    rival.state = .failed
                    rival.state = .possible
                    return false
                }
                rival.state = .began
                return true
            }
            if claimingPan == nil { beginOwnPan() }
        } else if let claimingPan {
            follow(with: claimingPan, velocity: velocity)
            claimingPan.state = .changed
        }
        if claimingPan == nil {
            follow(with: panGestureRecognizer, velocity: velocity)
            panGestureRecognizer.state = .changed
            contentOffset = CGPoint(x: contentOffset.x - translation.x, y: contentOffset.y - translation.y)
        }
        ModelDisplay.advance()
    }

    /// The other pans attached to the view that its own pan waits for.
    var rivalPans: [UIPanGestureRecognizer] {
        (gestureRecognizers ?? []).compactMap { $0 as? UIPanGestureRecognizer }
            .filter { rival in panGestureRecognizer.failureRequirements.contains { $0 === rival } }
    }

    /// The view's own pan begins at the touch-down: the view drags its content.
    private func beginOwnPan() {
        isDragging = true
        panGestureRecognizer.touchLocations = [CGPoint(x: touchDownOnScreen.x + contentOffset.x, y: touchDownOnScreen.y + contentOffset.y)]
        panGestureRecognizer.state = .began
    }

    /// Gives `pan` where the finger is (content coordinates), how far it moved since touch-down,
    /// and its velocity.
    private func follow(with pan: UIPanGestureRecognizer, velocity: CGPoint) {
        pan.fingerVelocity = velocity
        pan.fingerTranslation = CGPoint(x: fingerOnScreen.x - touchDownOnScreen.x, y: fingerOnScreen.y - touchDownOnScreen.y)
        pan.touchLocations = [CGPoint(x: fingerOnScreen.x + contentOffset.x, y: fingerOnScreen.y + contentOffset.y)]
    }

    /// Plays the finger lifting: the content decelerates from the finger's velocity toward the
    /// offset ``targetOffset(afterDragWithVelocity:proposed:)`` says, frame by frame.
    ///
    /// UIKit projects a fling at 0.998 per millisecond of deceleration (Apple: UIScrollView ›
    /// DecelerationRate.normal); velocities it hands its delegates are in points per millisecond
    /// (Apple: UIScrollViewDelegate › scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)).
    public func liftFinger() {
        if let claimingPan {
            claimingPan.state = .ended
            claimingPan.touchLocations = []
            self.claimingPan = nil
            return
        }
        if fingerUndecided {
            fingerUndecided = false
            return
        }
        let perSecond = panGestureRecognizer.fingerVelocity
        panGestureRecognizer.state = .ended
        panGestureRecognizer.touchLocations = []
        isDragging = false
        let scroll = CGPoint(x: -perSecond.x / 1000, y: -perSecond.y / 1000)
        let rate = 0.998
        let proposed = CGPoint(x: contentOffset.x + scroll.x * rate / (1 - rate), y: contentOffset.y + scroll.y * rate / (1 - rate))
        decelerationTarget = clamped(targetOffset(afterDragWithVelocity: scroll, proposed: clamped(proposed)))
        isDecelerating = decelerationTarget != contentOffset
        if isDecelerating { ModelDisplay.watch(self) }
        setNeedsLayout()
    }

    /// Where a fling with `velocity` (points per millisecond) that would stop at `proposed`
    /// stops: `proposed`, unless a subclass knows better (the collection view asks its layout).
    open func targetOffset(afterDragWithVelocity velocity: CGPoint, proposed: CGPoint) -> CGPoint { proposed }

    /// `point` within ``validContentOffsets``.
    public func clamped(_ point: CGPoint) -> CGPoint {
        let valid = validContentOffsets
        return CGPoint(x: min(valid.maxX, max(valid.minX, point.x)), y: min(valid.maxY, max(valid.minY, point.y)))
    }

    /// Moves a deceleration on by a frame: the remaining distance shrinks as at the normal rate
    /// (0.998 per millisecond), and ends within half a point.
    override open func layoutIfNeeded() {
        if let target = decelerationTarget {
            let keep = CGFloat(pow(0.998, 1000 / ModelDisplay.framesPerSecond))
            var next = CGPoint(x: target.x + (contentOffset.x - target.x) * keep, y: target.y + (contentOffset.y - target.y) * keep)
            if abs(next.x - target.x) < 0.5, abs(next.y - target.y) < 0.5 {
                next = target
                decelerationTarget = nil
                isDecelerating = false
            }
            contentOffset = next
            if isDecelerating { setNeedsLayout() }
        }
        super.layoutIfNeeded()
    }
}
