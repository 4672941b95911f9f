import Foundation
import LayoutKitCollectionViewCore
import LayoutKitCore

extension CollectionViewHost {
    /// True while a pinch sets a layout change's progress: its frames then do not invalidate the
    /// layouts (they do not read the pinch; the transition's progress is what moves).
    var isPinchDrivingLayoutChange: Bool {
        guard let change = layoutChanges.change, case .pinch = change.driver else { return false }
        return true
    }

    /// Plays a pinch that drives a layout change, as photo grids change their column count: the
    /// progress follows the pinch's scale (1 at touch-down is progress 0, `scaleAtEnd` is 1,
    /// held within 0...1), the element under the fingers' midpoint at touch-down staying put.
    /// The layouts are not invalidated at each frame of the pinch, as they are during a plain
    /// ``pinch(_:)``: the pinch moves the progress, not the layouts.
    /// When the fingers lift, the change finishes if the progress projected 0.15 s ahead at its
    /// release velocity is past halfway, and is cancelled otherwise, settling from that progress
    /// and velocity.
    ///
    /// ```swift
    /// // Three columns to five: pinching in to 3/5 of the fingers' distance completes it.
    /// let pinch = PinchTrace.spread(center: CGPoint(x: 160, y: 300), from: 150, to: 90, duration: 0.4)
    /// try host.pinchTransition(to: fiveColumns, scaleAtEnd: 0.6, trace: pinch)
    /// try host.runUntilIdle()
    /// ```
    ///
    /// - Parameters:
    ///   - newLayout: the layout the pinch leads to.
    ///   - itemCounts: its data, or `nil` for the host's.
    ///   - scaleAtEnd: the pinch scale at which the change is complete: below 1 for a pinch in,
    ///     above 1 for a spread.
    ///   - trace: the fingers.
    ///   - settling: how the change runs to its end once the fingers lift.
    /// - Returns: the transition layout.
    /// - Throws: ``LayoutError/invalidParameter(name:value:reason:)`` for a `scaleAtEnd` that is
    ///   not finite and positive or is 1, or a bad settling; what ``pinch(_:)`` and
    ///   ``setLayout(_:itemCounts:anchor:animation:path:)`` throw. Nothing changes when it throws.
    @discardableResult
    public func pinchTransition(
        to newLayout: any CollectionLayout, itemCounts: [Int]? = nil, scaleAtEnd: CGFloat,
        trace: PinchTrace, settling: TransitionSettling = .standard
    ) throws -> TransitionLayout {
        guard scaleAtEnd.isFinite, scaleAtEnd > 0, scaleAtEnd != 1 else {
            throw LayoutError.invalidParameter(
                name: "scaleAtEnd", value: Double(scaleAtEnd), reason: "must be finite, positive and other than 1")
        }
        try settling.validate()
        try trace.validate()
        try admit(.interactiveTransition)
        try startPinch(trace)
        let fingers = trace.samples[0]
        let midpoint = CGPoint(
            x: (fingers.first.x + fingers.second.x) / 2 + contentOffset.x,
            y: (fingers.first.y + fingers.second.y) / 2 + contentOffset.y)
        let under = presentedElements.filter { $0.category == .cell && $0.frame.contains(midpoint) }.min { $0.key < $1.key }
        do {
            return try beginLayoutChange(
                to: newLayout, itemCounts: itemCounts, anchor: under.map { .element($0.key) } ?? .currentOffset, path: nil,
                driver: .pinch(scaleAtEnd: scaleAtEnd, settling: settling)
            ).transition
        } catch {
            (gestures.pinchSession, gestures.pinchFingers) = (nil, nil)
            throw error
        }
    }
}
