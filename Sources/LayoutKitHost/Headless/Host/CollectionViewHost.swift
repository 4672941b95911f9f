import Foundation
import LayoutKitCollectionViewCore
import LayoutKitCore

/// A headless collection view: it drives any ``CollectionLayout`` the way `UICollectionView`
/// does, frame by frame, so layouts can be tested, recorded and watched on Linux.
///
/// The host holds the data (item counts, optional item sizes), a frame size, a content inset
/// and a content offset, and calls the layout's hooks in UIKit's order:
///
/// - ``CollectionLayout/prepare(_:)`` before the first query and after every invalidation;
/// - on every bounds change (a scroll is one), ``CollectionLayout/shouldInvalidate(forBoundsChange:in:)``
///   with the collection before the change, then when it says yes
///   ``CollectionLayout/invalidationContext(forBoundsChange:in:)`` and
///   ``CollectionLayout/invalidate(with:)``;
/// - around an animated bounds change (``setFrameSize(_:animation:)``) and a batch update
///   (``performBatchUpdates(_:countsAfter:animation:)``), the prepare and finalize hooks and the
///   appearing and disappearing attributes of every element on screen before and after;
/// - before a frame is shown, when ``preferredLayoutAttributesFitting`` is set, the
///   preferred-attributes hooks for the cells about to be shown (self-sizing), and around a
///   drag-to-reorder the interactive-movement hooks (Docs/SelfSizing.md).
///
/// Time passes only when asked: ``advanceFrame()`` at ``frameRate`` Hz, ``advance(by:)`` for any
/// step, ``runUntilIdle(timeout:)`` until nothing moves. Each frame plays the gestures under way
/// (``drag(_:)``, ``pinch(_:)``), a fling after a drag, the animations, calls the frame observers
/// and asks the layout for what is visible (``visibleElements``).
///
/// ```swift
/// let host = try CollectionViewHost(layout: layout, frameSize: CGSize(width: 320, height: 568), itemCounts: [120])
/// try host.drag(.line(from: CGPoint(x: 160, y: 500), to: CGPoint(x: 160, y: 300), duration: 0.2))
/// try host.runUntilIdle()                       // the drag, then the fling to a stop
/// try host.setFrameSize(CGSize(width: 568, height: 320), animation: .rotation)
/// try host.runUntilIdle()
/// print(host.contentOffset, host.visibleElements.count)
/// ```
///
/// - Complexity: each frame costs the layout's `attributes(in:)` for the visible rectangle plus
///   O(animated elements); nothing is proportional to the item count.
public final class CollectionViewHost {
    /// The decisions a collection view makes about its layout, shared with the UIKit and AppKit
    /// adapters: the host calls its hooks in UIKit's order and adds the clock, the gestures, the
    /// animations and the recording.
    public let core: CollectionViewCore
    /// The number of items in each section (changed by batch updates).
    public internal(set) var itemCounts: [Int]
    /// The size of each item, in points, when the host's "delegate" provides one. Changing it
    /// does not invalidate the layout: call ``invalidateLayout(with:)`` as with UIKit.
    public var itemSizeProvider: ((IndexPath) -> CGSize)?
    /// The cell's answer to `preferredLayoutAttributesFitting(_:)` for the item the host is about
    /// to show: given the layout's attributes (estimated size), it returns them with the size the
    /// cell wants. `nil` (the default) turns self-sizing off. Before each frame is shown, the
    /// cells within ``selfSizingMargin`` of the screen that were never measured are measured and
    /// offered to the layout (Docs/SelfSizing.md).
    public var preferredLayoutAttributesFitting: ((LayoutAttributes) -> LayoutAttributes)?
    /// The app's answer to items its layout let go for good (a physics toy's dropped items that
    /// fell off screen): called between frames, after the frame that met them is shown, with
    /// their index paths now; answer with a batch update deleting them. What it throws is thrown
    /// by ``advance(by:)``, and the items are handed over again after the next frame.
    public var onItemsLeft: (([IndexPath]) throws -> Void)?
    /// The app's answer to an action the user triggered through the layout (a list row's full
    /// swipe, ``LayoutAction``): called between frames, after ``onItemsLeft``, once per action
    /// in the order they came, the element at its index path now; answer a destructive one with a
    /// batch update deleting the row. What it throws is thrown by ``advance(by:)``, and that action
    /// and those after it are handed over again after the next frame.
    public var onLayoutAction: ((LayoutAction) throws -> Void)?
    /// Called with the items that will soon come on screen, sorted, for the app to start loading
    /// their content, as `UICollectionViewDataSourcePrefetching`'s `prefetchItemsAt` is; see
    /// ``prefetchLookahead`` for how far ahead. Each item is offered once until it comes on
    /// screen or is cancelled.
    public var onPrefetch: (([IndexPath]) -> Void)?
    /// Called with items offered to ``onPrefetch`` that the scroll no longer heads for (it turned
    /// back), sorted, as `cancelPrefetchingForItemsAt` is; an item that came on screen is not
    /// cancelled.
    public var onCancelPrefetch: (([IndexPath]) -> Void)?
    /// The size of the collection view's frame (the viewport), in points.
    public internal(set) var frameSize: CGSize
    /// The space around the content inside the viewport, in points.
    public let contentInset: EdgeInsets
    /// The content offset: the origin of the bounds, in points.
    public internal(set) var contentOffset: CGPoint
    /// The reading direction the host tells its layout.
    public let layoutDirection: LayoutDirection
    /// Pixels per point of the simulated display.
    public let displayScale: CGFloat
    /// How the content decelerates and bounces.
    public let physics: ScrollPhysics
    /// The display's refresh rate, in Hz: ``advanceFrame()`` moves the clock by its inverse.
    public let frameRate: Double
    /// The clock, in seconds since the host was made.
    public internal(set) var time: TimeInterval = 0
    /// The number of frames the clock has advanced.
    public internal(set) var frameIndex = 0
    /// What a collection view would have on screen after the last frame or change: the visible
    /// elements, animations applied, sorted by key, then the elements leaving in an animation.
    public internal(set) var visibleElements: [LayoutAttributes] = []

    /// The layout's last answers for the screen, and when and where they were shown.
    var cache = QueryCache()
    /// What the fingers do.
    var gestures = GestureState()
    /// What the host offered the app to prefetch.
    var prefetching = PrefetchPlanner()
    /// The change of layout under way, the layouts pushed over, an animated bounds change.
    var layoutChanges = LayoutChangeState()
    /// What the host animates for the data.
    var updates = UpdateState()
    /// The frame observers and the recording under way.
    var recorder = RecordingState()
    /// The elements on screen at the last frame that are not leaving: the layout's answers with
    /// the running animations applied, sorted by key, one per key.
    package internal(set) var presentedElements: [LayoutAttributes] = []

    /// Creates a host that has laid out: the layout is prepared and asked for the visible
    /// rectangle, and ``visibleElements`` shows its answers, as a collection view in a window has
    /// before it draws its first frame (cells are offered their preferred attributes from the
    /// first frame on, once ``preferredLayoutAttributesFitting`` can be set). A layout that
    /// throws, or answers a NaN frame, fails the creation.
    ///
    /// - Parameters:
    ///   - layout: the layout to drive.
    ///   - frameSize: the viewport, in points.
    ///   - itemCounts: the number of items in each section; none by default, for a host whose
    ///     data comes from ``apply(_:animation:reloading:)``.
    ///   - contentInset: the space around the content, in points.
    ///   - contentOffset: the starting content offset, in points.
    ///   - itemSizeProvider: per-item sizes in points, or `nil` for the layout's own.
    ///   - layoutDirection: whether the view reads left to right or right to left.
    ///   - displayScale: pixels per point of the display (1, 2 or 3).
    ///   - physics: deceleration and bounce; UIKit's by default.
    ///   - frameRate: the display's refresh rate in Hz (60 or 120).
    /// - Throws: ``LayoutError/invalidParameter(name:value:reason:)`` for a bad size, inset,
    ///   offset, count, scale, physics or frame rate.
    public init(
        layout: any CollectionLayout,
        frameSize: CGSize,
        itemCounts: [Int] = [],
        contentInset: EdgeInsets = .zero,
        contentOffset: CGPoint = .zero,
        itemSizeProvider: ((IndexPath) -> CGSize)? = nil,
        layoutDirection: LayoutDirection = .leftToRight,
        displayScale: CGFloat = 1,
        physics: ScrollPhysics = ScrollPhysics(),
        frameRate: Double = 60
    ) throws {
        self.core = CollectionViewCore(layout: layout)
        self.frameSize = frameSize
        self.itemCounts = itemCounts
        self.contentInset = contentInset
        self.contentOffset = contentOffset
        self.itemSizeProvider = itemSizeProvider
        self.layoutDirection = layoutDirection
        self.displayScale = displayScale
        self.physics = physics
        self.frameRate = frameRate
        try viewContext.validate()
        try physics.validate()
        guard frameRate.isFinite, frameRate > 0 else {
            throw LayoutError.invalidParameter(name: "frameRate", value: frameRate, reason: "must be finite and positive")
        }
        listenToCore()
        try render(recording: false, measuring: false)
    }

    /// The layout the host drives; during a layout change, the ``TransitionLayout`` between the
    /// two (see ``setLayout(_:itemCounts:anchor:animation:path:)``).
    public var layout: any CollectionLayout { core.layout }

    /// The bounds: the content offset and the frame size, in points.
    public var bounds: CGRect { CGRect(origin: contentOffset, size: frameSize) }

    /// The rectangle on screen, in content coordinates: the bounds, or during an animated bounds
    /// change the bounds on their way from the old to the new.
    public var visibleRect: CGRect { layoutChanges.viewportAnimation?.visibleRect(at: time, toward: bounds) ?? bounds }

    /// What the host is now, in its own coordinates: bounds, inset, data, and the touch or pinch
    /// under way in content coordinates.
    public var viewContext: LayoutContext {
        let offset = contentOffset
        func content(_ point: CGPoint) -> CGPoint { CGPoint(x: point.x + offset.x, y: point.y + offset.y) }
        return LayoutContext(
            bounds: bounds, contentInset: contentInset, itemCounts: itemCounts, itemSizeProvider: itemSizeProvider,
            touch: gestures.finger.map { TouchState(location: content($0.location), velocity: $0.velocity) },
            pinch: gestures.pinchFingers.map {
                PinchState(first: content($0.first), second: content($0.second), scale: $0.scale, velocity: $0.velocity)
            },
            layoutDirection: layoutDirection, displayScale: displayScale)
    }

    /// What the host tells its layout now: ``viewContext`` in the layout's own left-to-right
    /// space (reflected across the content width when the host reads right to left and the
    /// layout flips).
    public var context: LayoutContext { core.layoutContext }

    /// The offsets the content can rest at, in points: from minus the top-left inset to the
    /// content's far edge plus inset less the viewport (never below the start).
    public var validContentOffsets: CGRect { core.validContentOffsets() }

    /// True while a finger trace plays.
    public var isDragging: Bool {
        switch gestures.scroll {
        case .dragging, .draggingNested: true
        case .idle, .decelerating: false
        }
    }

    /// True while the content, or a region that scrolls on its own, moves on after a drag
    /// (decelerating or bouncing).
    public var isDecelerating: Bool {
        if !gestures.nestedFlings.isEmpty { return true }
        if case .decelerating = gestures.scroll { return true }
        return false
    }

    /// True while a pinch trace plays.
    public var isPinching: Bool { gestures.pinchSession != nil }

    /// True while a batch update, a bounds change or a layout change animates (or waits for its
    /// gesture).
    public var isAnimating: Bool {
        layoutChanges.viewportAnimation != nil || layoutChanges.change != nil || !updates.animations.isEmpty
            || !updates.leaving.isEmpty
    }

    /// True while the layout says, through its ``LayoutChannel``, that it animates on its own.
    public var isLayoutAnimating: Bool { core.isLayoutAnimating }

    /// True when nothing moves: no gesture, fling or animation under way, and a layout that
    /// animates on its own at rest.
    public var isIdle: Bool { !isDragging && !isDecelerating && !isPinching && !isAnimating && !isLayoutAnimating }

    /// Prepares the layout if it is new or was invalidated, as `layoutIfNeeded()` makes a
    /// collection view do.
    ///
    /// - Throws: what the layout's ``CollectionLayout/prepare(_:)`` throws; the layout keeps
    ///   its previous state and will be asked again (see ``CollectionViewCore/prepareLayout()``).
    public func layoutIfNeeded() throws {
        try core.layoutIfNeeded()
    }

    /// Invalidates the layout, as `invalidateLayout(with:)` on a collection view's layout does:
    /// the layout is told, and prepared and queried again before the next frame is shown.
    public func invalidateLayout(with context: InvalidationContext = .everything) {
        core.invalidate(with: context)
    }

    /// Sets the content offset at once (no animation), as `contentOffset = offset` does: a bounds
    /// change, then a layout pass. A fling under way stops; a layout change lands first.
    ///
    /// - Throws: ``LayoutError/invalidParameter(name:value:reason:)`` for a non-finite offset,
    ///   or what the layout's prepare throws.
    public func setContentOffset(_ offset: CGPoint) throws {
        try LayoutError.requireFinite(offset.x, named: "contentOffset.x")
        try LayoutError.requireFinite(offset.y, named: "contentOffset.y")
        try admit(.contentOffsetChange)
        try prepareForChange()
        changeBounds(to: CGRect(origin: offset, size: frameSize))
        try render(recording: false)
    }

    /// Brings the layout up to date before a change, and reads the screen once if it never was,
    /// so that the change starts from what a collection view would be showing.
    func prepareForChange() throws {
        if cache.lastRenderTime != nil { try layoutIfNeeded() } else { try render(recording: false) }
    }

    /// Moves the bounds as a collection view's `setBounds:` does: asks the layout whether the
    /// change invalidates it, with the context before the change, and if so invalidates it with
    /// the context it returns, applying its content offset adjustment (a drag or a fling under
    /// way goes on from the adjusted offset, as a scroll view's pan goes on by its translation).
    func changeBounds(to newBounds: CGRect) {
        guard newBounds != bounds else { return }
        var target = newBounds
        if core.shouldInvalidate(forBoundsChange: newBounds) {
            let invalidation = core.invalidationContext(forBoundsChange: newBounds)
            invalidateLayout(with: invalidation)
            let adjustment = invalidation.contentOffsetAdjustment
            target.origin.x += adjustment.x
            target.origin.y += adjustment.y
            if adjustment != .zero, adjustment.isFinite { shiftScroll(by: adjustment) }
        }
        contentOffset = target.origin
        frameSize = target.size
    }

    /// The valid offsets along each axis, as ranges.
    var offsetRanges: (x: ClosedRange<Double>, y: ClosedRange<Double>) {
        let valid = validContentOffsets
        return (Double(valid.minX)...Double(valid.maxX), Double(valid.minY)...Double(valid.maxY))
    }

    /// `point` clamped into ``validContentOffsets``.
    func clampedOffset(_ point: CGPoint, contentSize: CGSize? = nil) -> CGPoint {
        core.clampedOffset(point, contentSize: contentSize)
    }

    /// How close, in seconds, a moment must be to a frame to fall on it (``CollectionViewCore/timeTolerance``).
    static let timeTolerance = CollectionViewCore.timeTolerance

    /// True when clock time `time` has reached `moment`, within ``timeTolerance``.
    func hasReached(_ moment: TimeInterval) -> Bool {
        time >= moment - Self.timeTolerance
    }

    /// Half a pixel, in points: how close counts as arrived.
    var halfPixel: Double { 0.5 / Double(displayScale) }
}
