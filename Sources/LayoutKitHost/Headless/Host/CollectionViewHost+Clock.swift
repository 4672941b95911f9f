import Foundation
import LayoutKitCollectionViewCore
import LayoutKitCore

extension CollectionViewHost {
    /// Advances the clock by one frame at ``frameRate`` Hz.
    ///
    /// - Throws: what ``advance(by:)`` throws.
    public func advanceFrame() throws {
        try advance(by: 1 / frameRate)
    }

    /// Advances the clock by `count` frames at ``frameRate`` Hz.
    ///
    /// - Throws: what ``advance(by:)`` throws; the frames before the failing one stay played.
    public func advance(frames count: Int) throws {
        for _ in 0..<max(0, count) { try advanceFrame() }
    }

    /// Advances the clock by one frame of `step` seconds: plays the gestures, the fling and
    /// the animations up to the new time, calls the frame observers, moves the layout's own
    /// animations on when its channel says it animates
    /// (``AnimatingLayout/advanceAnimations(by:)``), then lays out and reads what is visible
    /// (recorded when recording), and tells ``onPrefetch`` and ``onCancelPrefetch`` what the
    /// scroll heads for; last, between this frame and the next, hands the items the layout let
    /// go to ``onItemsLeft`` and the actions the user triggered to ``onLayoutAction``.
    ///
    /// - Throws: ``HostError/invalidTimeStep(_:)`` for a step that is not finite and positive
    ///   (nothing happens), what the layout's prepare or its animations throw, or what
    ///   ``onItemsLeft`` or ``onLayoutAction`` throws.
    public func advance(by step: TimeInterval) throws {
        guard step.isFinite, step > 0 else { throw HostError.invalidTimeStep(step) }
        time += step
        frameIndex += 1
        try playGestures()
        try playLayoutChange(step: step)
        let tick = FrameTick(index: frameIndex, time: time, duration: step)
        for observer in recorder.observers { observer.body(tick) }
        try core.advanceAnimations(by: step)
        try render(recording: true)
        updatePrefetching()
        if let onItemsLeft { try core.handOverItemsLeft(to: onItemsLeft) }
        try core.handOverActions(to: onLayoutAction ?? { _ in })  // with no answer, an action is dropped
    }

    /// Advances frame by frame until nothing moves (see ``isIdle``) or `timeout` seconds of
    /// clock time have passed.
    ///
    /// - Returns: true when the host came to rest, false when the timeout stopped it.
    /// - Throws: what ``advance(by:)`` throws.
    @discardableResult
    public func runUntilIdle(timeout: TimeInterval = 30) throws -> Bool {
        let deadline = time + timeout
        while !isIdle {
            guard time < deadline else { return false }
            try advanceFrame()
        }
        return true
    }

    /// Calls `body` at every frame, after the gestures and animations have moved and before the
    /// host reads the visible elements (a layout that animates itself is stepped there through
    /// its ``LayoutChannel``, without an observer).
    ///
    /// - Returns: a token for ``removeFrameObserver(_:)``.
    @discardableResult
    public func addFrameObserver(_ body: @escaping (FrameTick) -> Void) -> FrameObserver {
        recorder.nextObserverID += 1
        recorder.observers.append((recorder.nextObserverID, body))
        return FrameObserver(id: recorder.nextObserverID)
    }

    /// Stops the callbacks of `observer`; unknown tokens are ignored.
    public func removeFrameObserver(_ observer: FrameObserver) {
        recorder.observers.removeAll { $0.id == observer.id }
    }

    /// Starts keeping every frame from now on (replacing any recording under way).
    public func startRecording() {
        recorder.recordedFrames = []
    }

    /// Stops recording and returns the frames kept since ``startRecording()`` (none when it was
    /// not called).
    public func stopRecording() -> HostRecording {
        defer { recorder.recordedFrames = nil }
        return HostRecording(frames: recorder.recordedFrames ?? [])
    }

    /// Lays out if needed and reads what is on screen: the layout's elements in the visible
    /// rectangle with the running animations applied, the elements leaving, and the elements the
    /// layout animates out itself.
    ///
    /// The layout is queried only when it was prepared since the last query, or the visible
    /// rectangle moved, as a collection view asks only when told to or scrolled.
    ///
    /// An animation shows its end state on the frame it ends; on the next frame its element is
    /// handed back to the layout, or removed if it was leaving.
    ///
    /// - Parameter measuring: whether cells are offered their preferred attributes first (not at
    ///   creation, before the app could set ``preferredLayoutAttributesFitting``).
    func render(recording: Bool, measuring: Bool = true) throws {
        try layoutIfNeeded()
        if measuring { try resolvePreferredAttributes() }
        if let last = cache.lastRenderTime, time > last + Self.timeTolerance {
            updates.animations = updates.animations.filter { !$0.value.isFinished(at: last) }
            updates.leaving.removeAll { $0.isFinished(at: last) }
        }
        cache.lastRenderTime = time
        if let running = layoutChanges.viewportAnimation, hasReached(running.end) { layoutChanges.viewportAnimation = nil }
        let rect = visibleRect
        if cache.queriedRect != rect || cache.queriedPreparation != core.preparationCount {
            let read = core.elements(in: rect)
            if let bad = read.first(where: { !$0.isFinite }) { throw HostError.invalidLayoutAnswer(bad.key, frame: bad.frame) }
            cache.sortedAnswers = read
            cache.answers = nil
            (cache.queriedRect, cache.queriedPreparation) = (rect, core.preparationCount)
        }
        cache.presentedOrigin = rect.origin
        let moving = movingItemAttributes()
        // Nothing animates over the answers (the usual frame): they are shown as read, already
        // sorted, without sorting them again or hashing their keys.
        if updates.animations.isEmpty, moving == nil, cache.sortedAnswers.hasNoKeyTwiceInARow {
            presentedElements = cache.sortedAnswers
        } else {
            let answers = answersByKey()
            var shown = answers
            for (key, animation) in updates.animations { shown[key] = animation.attributes(at: time, over: answers[key]) }
            if let moving { shown[moving.key] = moving }
            presentedElements = shown.values.sorted { $0.key < $1.key }
        }
        visibleElements = presentedElements + updates.leaving.map { $0.attributes(at: time) } + core.departingElements(in: rect)
        if recording, recorder.recordedFrames != nil {
            recorder.recordedFrames?.append(
                HostFrame(
                    index: frameIndex, time: time, visibleRect: rect, contentSize: layout.contentSize,
                    elements: visibleElements))
        }
    }

    /// The layout's last answers by key, the first of any with the same key.
    ///
    /// - Complexity: O(answers), once per query of the layout.
    func answersByKey() -> [ElementKey: LayoutAttributes] {
        if let answers = cache.answers { return answers }
        let made = Dictionary(cache.sortedAnswers.map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first })
        cache.answers = made
        return made
    }

    /// The element `key` as shown at the last frame (not leaving), if it was.
    ///
    /// - Complexity: O(log shown elements).
    func presentedElement(_ key: ElementKey) -> LayoutAttributes? {
        var (low, high) = (0, presentedElements.count)
        while low < high {
            let middle = (low + high) / 2
            if presentedElements[middle].key < key { low = middle + 1 } else { high = middle }
        }
        return low < presentedElements.count && presentedElements[low].key == key ? presentedElements[low] : nil
    }
}
