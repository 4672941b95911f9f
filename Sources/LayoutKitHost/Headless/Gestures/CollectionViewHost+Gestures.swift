import Foundation
import LayoutKitCollectionViewCore
import LayoutKitCore

extension CollectionViewHost {
    /// Starts playing a finger trace from the current clock time; the frames that follow move
    /// the content with the finger.
    ///
    /// While the finger is down the layout sees it in ``LayoutContext/touch``: its location in
    /// content coordinates (the view-frame location plus the content offset before each bounds
    /// change, as `location(in: collectionView)` reads in `shouldInvalidateLayout(forBoundsChange:)`)
    /// and its velocity in pt/s (the current trace segment's, as `velocity(in:)`). The content
    /// follows the finger one to one from touch-down (no 10 pt hysteresis), rubber-banded past the
    /// edges; an axis with nothing to scroll stays put. A trace that touches down on a region that
    /// scrolls on its own (an orthogonal section, ``NestedScrollingLayout``) and first moves along
    /// that region's axis scrolls the region instead, with the same rubber band and fling, and
    /// comes to rest where the layout's ``NestedScrollingLayout/targetNestedOffset(for:proposed:velocity:)``
    /// says. When the trace ends the finger lifts: the
    /// touch is gone, the layout is asked ``CollectionLayout/targetContentOffset(forProposed:velocity:)``
    /// with the scroll velocity (pt/s, opposite to the finger's), and the content decelerates there
    /// as ``ScrollPhysics`` describes. Touching down stops a fling, and the layout hears of it
    /// (``NestedScrollingLayout/touchBegan(at:)``: a swiped list row elsewhere closes).
    ///
    /// - Throws: ``HostError/invalidTrace(sample:reason:)`` for a trace with fewer than two
    ///   samples, a NaN or infinite value or times out of order; ``HostError/busy(operation:running:)``
    ///   during another drag or a pinch. Nothing changes when it throws.
    public func drag(_ trace: FingerTrace) throws {
        try trace.validate()
        try admit(.drag)
        try prepareForChange()
        let touchDown = trace.samples[0].location
        core.touchBegan(at: CGPoint(x: touchDown.x + contentOffset.x, y: touchDown.y + contentOffset.y))
        if let nested = nestedSession(for: trace) {
            gestures.scroll = .draggingNested(nested)
            gestures.finger = (trace.samples[0].location, .zero)
            return
        }
        let ranges = offsetRanges
        let anchor = CGPoint(
            x: physics.unbanded(Double(contentOffset.x), in: ranges.x, length: Double(frameSize.width)),
            y: physics.unbanded(Double(contentOffset.y), in: ranges.y, length: Double(frameSize.height)))
        gestures.scroll = .dragging(DragSession(trace: trace, start: time, anchor: anchor))
        gestures.finger = (trace.samples[0].location, .zero)
    }

    /// Starts playing a pinch trace from the current clock time.
    ///
    /// While the fingers are down the layout sees them in ``LayoutContext/pinch`` (content
    /// coordinates, scale, scale velocity); the host invalidates the layout at every frame of the
    /// pinch and once more when the fingers lift, as a pinch handler calling `invalidateLayout()`
    /// does. The pinch does not scroll. Touching down stops a fling.
    ///
    /// - Throws: ``HostError/invalidTrace(sample:reason:)`` for a bad trace;
    ///   ``HostError/busy(operation:running:)`` during a drag or another pinch.
    public func pinch(_ trace: PinchTrace) throws {
        try trace.validate()
        try admit(.pinch)
        try startPinch(trace)
    }

    /// Puts the pinch's fingers down, as admitted.
    func startPinch(_ trace: PinchTrace) throws {
        try prepareForChange()
        gestures.pinchSession = PinchSession(trace: trace, start: time)
        let first = trace.samples[0]
        gestures.pinchFingers = PinchState(first: first.first, second: first.second, scale: 1)
        invalidateLayout(with: InvalidationContext())
    }

    /// Plays the drag, the fling and the pinch up to the clock's time.
    func playGestures() throws {
        switch gestures.scroll {
        case .idle:
            break
        case let .dragging(session):
            follow(session, at: min(time, session.end))
            if hasReached(session.end) { try release(session) }
        case let .decelerating(fling):
            let state = fling.state(at: time)
            changeBounds(to: CGRect(origin: state.offset, size: frameSize))
            if state.isFinished { gestures.scroll = .idle }
        case let .draggingNested(session):
            followNested(session, at: min(time, session.end))
            if hasReached(session.end) { releaseNested(session) }
        }
        playNestedFlings()
        if let session = gestures.pinchSession { playPinch(session) }
    }

    /// Moves the content under the finger at clock time `time`.
    private func follow(_ session: DragSession, at time: TimeInterval) {
        let state = session.state(at: time)
        gestures.finger = (state.finger, state.velocity)
        let ranges = offsetRanges
        let shown = CGPoint(
            x: ranges.x.lowerBound < ranges.x.upperBound
                ? physics.rubberBanded(Double(state.offset.x), in: ranges.x, length: Double(frameSize.width))
                : contentOffset.x,
            y: ranges.y.lowerBound < ranges.y.upperBound
                ? physics.rubberBanded(Double(state.offset.y), in: ranges.y, length: Double(frameSize.height))
                : contentOffset.y)
        changeBounds(to: CGRect(origin: shown, size: frameSize))
    }

    /// Lifts the finger at the end of its trace and starts the fling toward the layout's target.
    private func release(_ session: DragSession) throws {
        let state = session.state(at: session.end)
        gestures.finger = nil
        try layoutIfNeeded()
        let ranges = offsetRanges
        let threshold = halfPixel
        let rate = Double(physics.decelerationRate.rawValue)
        func releaseVelocity(_ finger: CGFloat, _ asked: CGFloat, _ range: ClosedRange<Double>, _ length: CGFloat) -> Double {
            guard range.lowerBound < range.upperBound else { return 0 }
            return -Double(finger) * physics.rubberBandSlope(at: Double(asked), in: range, length: Double(length))
        }
        let velocity = (
            x: releaseVelocity(state.velocity.x, state.offset.x, ranges.x, frameSize.width),
            y: releaseVelocity(state.velocity.y, state.offset.y, ranges.y, frameSize.height)
        )
        let origin = (x: Double(contentOffset.x), y: Double(contentOffset.y))
        let proposed = clampedOffset(
            CGPoint(
                x: origin.x + AxisFling.projection(velocity: velocity.x, rate: rate),
                y: origin.y + AxisFling.projection(velocity: velocity.y, rate: rate)))
        let target = clampedOffset(
            core.targetContentOffset(forProposed: proposed, velocity: CGPoint(x: velocity.x, y: velocity.y)))
        func axis(
            _ origin: Double, _ velocity: Double, _ proposed: CGFloat, _ target: CGFloat,
            _ range: ClosedRange<Double>
        ) -> AxisFling {
            AxisFling.aimed(
                origin: origin, velocity: velocity, proposed: Double(proposed), target: Double(target), range: range,
                physics: physics, threshold: threshold)
        }
        let fling = FlingMotion(
            x: axis(origin.x, velocity.x, proposed.x, target.x, ranges.x),
            y: axis(origin.y, velocity.y, proposed.y, target.y, ranges.y),
            release: session.end)
        gestures.scroll = .decelerating(fling)
        let now = fling.state(at: time)
        changeBounds(to: CGRect(origin: now.offset, size: frameSize))
        if now.isFinished { gestures.scroll = .idle }
    }

    /// Moves the pinch's fingers to the clock's time, or lifts them at the end of the trace.
    private func playPinch(_ session: PinchSession) {
        if hasReached(session.end) {
            gestures.pinchSession = nil
            gestures.pinchFingers = nil
        } else {
            let motion = session.trace.motion(at: time - session.start)
            gestures.pinchFingers = PinchState(
                first: motion.first, second: motion.second, scale: motion.scale, velocity: motion.velocity)
        }
        if !isPinchDrivingLayoutChange { invalidateLayout(with: InvalidationContext()) }
    }
}
