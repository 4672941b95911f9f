import Foundation
import LayoutKitCollectionViewCore
import LayoutKitCore

extension CollectionViewHost {
    /// The transition layout shown while the host changes layouts, or `nil`.
    public var transitionLayout: TransitionLayout? { layoutChanges.change?.transition }

    /// True while the host changes layouts (animated, interactive or settling).
    public var isChangingLayout: Bool { layoutChanges.change != nil }

    /// Changes the layout, at once or animated, as `setCollectionViewLayout(_:animated:)` does,
    /// optionally with the data (a detail collection over its root).
    ///
    /// The hooks, in order: ``CollectionLayout/prepare(forTransitionFrom:)`` on the new layout and
    /// ``CollectionLayout/prepare(forTransitionTo:)`` on the old, ``CollectionLayout/prepare(_:)``
    /// on the new with the new counts, ``CollectionLayout/targetContentOffset(forProposed:)`` on
    /// the new with the offset `anchor` asks for, clamped into the new content; then frame by
    /// frame the ``TransitionLayout`` between the two answers, the content offset travelling from
    /// the old offset to the new with the progress; at the end
    /// ``CollectionLayout/finalizeTransition()`` on both, and the new layout is the host's.
    /// An element only one layout shows appears or disappears through the layouts' hooks (see
    /// ``TransitionLayout``). The host connects to the channel of the layout it shows: the
    /// transition's during the change (which passes on the two layouts'), the new layout's after.
    ///
    /// Called while another layout change runs, the new change takes over from what is on screen:
    /// it starts from the running transition as it stands (no jump), and if it is cancelled the
    /// one it took over resumes. A fling under way stops. During a change, batch updates, bounds
    /// changes, drags, pinches and content offset changes are refused with
    /// ``HostError/busy(operation:running:)`` and the change goes on; a change is refused the
    /// same way during a drag.
    ///
    /// ```swift
    /// try host.setLayout(gridLayout, anchor: .element(.cell(selected)), animation: HostAnimation(duration: 0.4))
    /// try host.runUntilIdle()
    /// ```
    ///
    /// - Parameters:
    ///   - newLayout: the layout to show.
    ///   - itemCounts: the data the new layout shows, or `nil` to keep the host's.
    ///   - anchor: where the content offset goes.
    ///   - animation: the duration and curve (a spring may overshoot: the geometry extrapolates);
    ///     `nil` or a zero duration changes at once.
    ///   - path: how each element travels (see ``TransitionPath``); straight by default.
    /// - Throws: ``LayoutError/invalidParameter(name:value:reason:)`` for a bad animation, counts
    ///   or offset; ``LayoutError/indexPathOutOfRange(_:sectionCount:itemCount:)`` for an anchor
    ///   element a layout does not show; ``HostError/busy(operation:running:)`` during a batch
    ///   update or bounds change animation or a drag; what the new layout's prepare throws. The old layout
    ///   stays when it throws.
    public func setLayout(
        _ newLayout: any CollectionLayout, itemCounts: [Int]? = nil, anchor: TransitionAnchor = .currentOffset,
        animation: HostAnimation? = nil, path: TransitionPath? = nil
    ) throws {
        try animation?.validate()
        let animation = animation ?? HostAnimation(duration: 0)
        try admit(.layoutChange)
        try beginLayoutChange(
            to: newLayout, itemCounts: itemCounts, anchor: anchor, path: path,
            driver: .animated(start: time, animation: animation))
        if animation.duration == 0 { try completeLayoutChange(finished: true) }
        try render(recording: false)
    }

    /// Starts a layout change that the caller drives, as `startInteractiveTransition(to:completion:)`
    /// does: set the returned transition's progress from a gesture
    /// (``TransitionLayout/updateInteractiveTransition(_:)``), advance frames, then
    /// ``finishInteractiveTransition(_:velocity:)`` or ``cancelInteractiveTransition(_:velocity:)``.
    /// The host is not idle meanwhile. The hooks and the rest are those of
    /// ``setLayout(_:itemCounts:anchor:animation:path:)``.
    ///
    /// ```swift
    /// let transition = try host.startInteractiveTransition(to: gridLayout)
    /// try transition.updateInteractiveTransition(0.4)
    /// try host.advanceFrame()
    /// try host.finishInteractiveTransition()
    /// try host.runUntilIdle()
    /// ```
    ///
    /// - Returns: the transition layout whose progress the caller sets.
    /// - Throws: what ``setLayout(_:itemCounts:anchor:animation:path:)`` throws.
    @discardableResult
    public func startInteractiveTransition(
        to newLayout: any CollectionLayout, itemCounts: [Int]? = nil,
        anchor: TransitionAnchor = .currentOffset, path: TransitionPath? = nil
    ) throws -> TransitionLayout {
        try admit(.interactiveTransition)
        let change = try beginLayoutChange(
            to: newLayout, itemCounts: itemCounts, anchor: anchor, path: path, driver: .interactive)
        try render(recording: false)
        return change.transition
    }

    /// Lets the interactive transition run to its end (the new layout) from its progress and
    /// velocity, never past the end and without a jump on arrival (see ``TransitionSettling``).
    ///
    /// - Parameters:
    ///   - settling: how it runs there.
    ///   - velocity: the gesture's velocity, in progress per second; `nil` for the progress's
    ///     velocity over the last frame.
    /// - Throws: ``HostError/notApplicable(_:)`` when no interactive transition is
    ///   under way; ``LayoutError/invalidParameter(name:value:reason:)`` for a bad settling or
    ///   velocity. The transition is left as it was when it throws.
    public func finishInteractiveTransition(_ settling: TransitionSettling = .standard, velocity: CGFloat? = nil) throws {
        try settleInteractiveTransition(to: 1, settling: settling, velocity: velocity, request: .finishInteractiveTransition)
    }

    /// Lets the interactive transition run back to its start (the old layout), as
    /// ``finishInteractiveTransition(_:velocity:)`` runs it to its end.
    ///
    /// - Throws: what ``finishInteractiveTransition(_:velocity:)`` throws.
    public func cancelInteractiveTransition(_ settling: TransitionSettling = .standard, velocity: CGFloat? = nil) throws {
        try settleInteractiveTransition(to: 0, settling: settling, velocity: velocity, request: .cancelInteractiveTransition)
    }

    /// Sets up a layout change: the transition from what is shown to `newLayout`, its two
    /// content offsets, installed as the host's layout. Nothing changes when it throws.
    @discardableResult
    func beginLayoutChange(
        to newLayout: any CollectionLayout, itemCounts newCounts: [Int]?, anchor: TransitionAnchor,
        path: TransitionPath?, driver: LayoutChangeDriver
    ) throws -> LayoutChange {
        var newContext = context
        newContext.itemCounts = newCounts ?? itemCounts
        try newContext.validate()
        try prepareForChange()
        let countsBefore = itemCounts
        let transition = TransitionLayout(
            from: layout, to: newLayout, fromItemCounts: newContext.itemCounts == countsBefore ? nil : countsBefore, path: path)
        let target: CGPoint
        do {
            try transition.prepareDestination(newContext)
            target = try targetOffset(for: anchor, in: newLayout, context: newContext)
        } catch {
            _ = transition.complete(finished: false)
            throw error
        }
        transition.setViewports(from: bounds, to: CGRect(origin: target, size: frameSize))
        let change = LayoutChange(
            transition: transition, offsets: (contentOffset, target), counts: (countsBefore, newContext.itemCounts),
            driver: driver, interrupted: layoutChanges.change)
        itemCounts = newContext.itemCounts
        install(transition)
        layoutChanges.change = change
        return change
    }

    /// Moves the layout change on to the clock's time: its progress, the content offset with it,
    /// and at the end the kept layout installed.
    func playLayoutChange(step: TimeInterval) throws {
        guard let change = layoutChanges.change else { return }
        try layoutIfNeeded()
        var progress = change.transition.progress
        var finished: Bool?
        switch change.driver {
        case let .animated(start, animation):
            progress = CGFloat(animation.curve.progress(elapsed: time - start, duration: animation.duration))
            if hasReached(start + animation.duration) { finished = true }
        case .interactive:
            break
        case let .settling(start, from, velocity, target, settling):
            let state = settling.progress(
                elapsed: time - start, from: Double(from), velocity: Double(velocity), to: Double(target))
            progress = CGFloat(state.progress)
            if state.isFinished { finished = target == 1 }
        case let .pinch(scaleAtEnd, settling):
            if let pinch = gestures.pinchFingers {
                progress = min(1, max(0, (pinch.scale - 1) / (scaleAtEnd - 1)))
            } else {
                let projected = progress + change.velocity * Self.pinchProjection
                let target: CGFloat = projected >= 0.5 ? 1 : 0
                change.driver = .settling(
                    start: time, from: progress, velocity: change.velocity, target: target, settling: settling)
            }
        }
        try change.transition.updateInteractiveTransition(progress)
        change.velocity = (progress - change.lastProgress) / CGFloat(step)
        if progress != change.lastProgress {
            change.lastProgress = progress
            contentOffset = change.offset(at: progress)
            cache.queriedRect = nil
        }
        if let finished { try completeLayoutChange(finished: finished) }
    }

    /// How far ahead, in seconds, a pinch's release velocity is projected to decide whether the
    /// transition finishes (past halfway) or is cancelled.
    static let pinchProjection: CGFloat = 0.15

    /// Ends the layout change: both layouts told, the kept one installed with its counts and
    /// offset; a cancelled change that took over another hands back to it.
    func completeLayoutChange(finished: Bool) throws {
        guard let change = layoutChanges.change else { return }
        let kept = change.transition.complete(finished: finished)
        layoutChanges.change = nil
        install(kept)
        itemCounts = finished ? change.counts.to : change.counts.from
        contentOffset = finished ? change.offsets.to : change.offsets.from
        if !finished, let interrupted = change.interrupted {
            interrupted.resume(at: time)
            layoutChanges.change = interrupted
        }
    }

    /// Makes `newLayout` the host's layout, moving the core's connection to its channel.
    private func install(_ newLayout: any CollectionLayout) {
        core.install(newLayout)
        cache.queriedRect = nil
    }

    /// Starts settling the interactive transition toward `target` (0 or 1).
    private func settleInteractiveTransition(
        to target: CGFloat, settling: TransitionSettling, velocity: CGFloat?,
        request: HostRequest
    ) throws {
        guard let change = layoutChanges.change, case .interactive = change.driver else {
            throw HostError.notApplicable(request)
        }
        try settling.validate()
        if let velocity { try LayoutError.requireFinite(velocity, named: "velocity") }
        change.driver = .settling(
            start: time, from: change.transition.progress, velocity: velocity ?? change.velocity,
            target: target, settling: settling)
    }
}
