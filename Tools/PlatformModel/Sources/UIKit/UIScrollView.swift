/// A view whose bounds' origin is the content offset (Apple: UIKit › UIScrollView).
///
/// Modelled: `contentOffset` is `bounds.origin`; `adjustedContentInset` is the content inset (the
/// model has no safe area); a pan recognizer that a test plays; dragging, which moves the content
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

    /// Plays a finger touching down at `point` (points, in the view's frame): the pan begins,
    /// and a deceleration under way stops.
    public func touchDown(at point: CGPoint) {
        isDecelerating = false
        decelerationTarget = nil
        isDragging = true
        fingerOnScreen = point
        panGestureRecognizer.touchLocations = [CGPoint(x: point.x + contentOffset.x, y: point.y + contentOffset.y)]
        panGestureRecognizer.fingerVelocity = .zero
        panGestureRecognizer.state = .began
    }

    /// Plays the finger moving by `translation` (points, on screen) over one frame: the content
    /// follows it one to one (the model does not rubber-band), then a frame passes. The pan's
    /// location in the view is read with the bounds before they move, as a layout reads it in
    /// `shouldInvalidateLayout(forBoundsChange:)`.
    public func dragFinger(by translation: CGPoint) {
        let frame = 1 / ModelDisplay.framesPerSecond
        fingerOnScreen = CGPoint(x: fingerOnScreen.x + translation.x, y: fingerOnScreen.y + translation.y)
        panGestureRecognizer.fingerVelocity = CGPoint(x: translation.x / frame, y: translation.y / frame)
        panGestureRecognizer.touchLocations = [CGPoint(x: fingerOnScreen.x + contentOffset.x, y: fingerOnScreen.y + contentOffset.y)]
        panGestureRecognizer.state = .changed
        contentOffset = CGPoint(x: contentOffset.x - translation.x, y: contentOffset.y - translation.y)
        ModelDisplay.advance()
    }

    /// Plays the finger lifting: the content decelerates from the finger's velocity toward the
    /// offset ``targetOffset(afterDragWithVelocity:proposed:)`` says, frame by frame.
    ///
    /// UIKit projects a fling at 0.998 per millisecond of deceleration (Apple: UIScrollView ›
    /// DecelerationRate.normal); velocities it hands its delegates are in points per millisecond
    /// (Apple: UIScrollViewDelegate › scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)).
    public func liftFinger() {
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
