import Foundation
import LayoutKitCollectionViewCore
import LayoutKitCore

/// Gestures played in one call. ``CollectionViewHost/drag(_:)`` and ``CollectionViewHost/pinch(_:)``
/// only put the fingers down: the trace plays as the clock runs. These run the clock for you, to
/// the fingers' lift or to rest.
///
/// ```swift
/// let swipe = FingerTrace.line(from: CGPoint(x: 160, y: 500), to: CGPoint(x: 160, y: 300), duration: 0.2)
/// try host.dragToLift(swipe)   // the finger has lifted: the content flings on from here
/// try host.runUntilIdle()      // or dragToRest(swipe) for both
/// ```
extension CollectionViewHost {
    /// Plays `trace` frame by frame until the finger lifts; what it set going (a fling, springs)
    /// goes on from there.
    ///
    /// - Throws: what ``drag(_:)`` or a frame throws.
    public func dragToLift(_ trace: FingerTrace) throws {
        try drag(trace)
        try runFrames(for: trace.duration)
    }

    /// Plays `trace` until the finger lifts and everything comes to rest.
    ///
    /// - Returns: false when the host was still busy after `timeout` seconds of clock time.
    /// - Throws: what ``drag(_:)`` or a frame throws.
    @discardableResult
    public func dragToRest(_ trace: FingerTrace, timeout: TimeInterval = 30) throws -> Bool {
        try drag(trace)
        return try runUntilIdle(timeout: timeout)
    }

    /// A tap at `point` (view coordinates, pt): a finger down and up again on the spot a tenth of
    /// a second later, played to the lift. The layout hears the touch
    /// (``NestedScrollingLayout/touchBegan(at:)``: a swiped list row elsewhere closes) and the tap
    /// (``NestedScrollingLayout/tapped(at:)``: a swiped row's button performs its action); nothing
    /// scrolls.
    ///
    /// - Throws: what ``drag(_:)`` or a frame throws.
    public func tap(at point: CGPoint) throws {
        try dragToLift(FingerTrace([.init(time: 0, location: point), .init(time: 0.1, location: point)]))
        core.tapped(at: CGPoint(x: point.x + contentOffset.x, y: point.y + contentOffset.y))
    }

    /// Plays `trace` frame by frame until both fingers lift.
    ///
    /// - Throws: what ``pinch(_:)`` or a frame throws.
    public func pinchToLift(_ trace: PinchTrace) throws {
        try pinch(trace)
        try runFrames(for: trace.duration)
    }

    /// Plays `trace` until both fingers lift and everything comes to rest.
    ///
    /// - Returns: false when the host was still busy after `timeout` seconds of clock time.
    /// - Throws: what ``pinch(_:)`` or a frame throws.
    @discardableResult
    public func pinchToRest(_ trace: PinchTrace, timeout: TimeInterval = 30) throws -> Bool {
        try pinch(trace)
        return try runUntilIdle(timeout: timeout)
    }

    /// Runs whole frames until `duration` seconds of clock time have passed.
    private func runFrames(for duration: TimeInterval) throws {
        let end = time + duration
        while time < end - Self.timeTolerance { try advanceFrame() }
    }
}
