import Foundation
import LayoutKitCore

#if canImport(os)
    import os
#endif

/// Every decision a collection view makes about its layout, in one platform-neutral type: the
/// headless `CollectionViewHost` and the UIKit and AppKit adapters each drive one, so a layout
/// behaves the same in a unit test on Linux and in a real collection view.
///
/// The core's methods are the hooks of `UICollectionViewLayout`, in LayoutKit's types: a
/// collection view (the headless host, or UIKit calling the adapter) calls them in UIKit's
/// order, and the core answers with the layout's answers plus what only a collection view
/// decides:
///
/// - the layout pass: ``prepareLayout()`` prepares the layout with what the view is now, and
///   remembers the item counts the passes saw, to check a batch update against them;
/// - the update plan: ``prepare(forUpdates:)`` validates the update and hands the layout the
///   plan; the elements the layout animates itself and those it lets depart are never tweened
///   (``initialAttributes(forAppearing:)``, ``finalAttributes(forDisappearing:)``), and the
///   departing ones stay shown (``departingElements(in:)``);
/// - anchoring: the element the user looks at stays put through an update or a new frame size
///   (``targetContentOffset(forProposed:)``);
/// - self-sizing, interactive movement and transitions, whose hooks it passes on and checks;
/// - right to left: when the platform does not mirror a layout that flips (AppKit, the headless
///   host) the core reflects everything it hands the layout and everything the layout answers;
/// - the channels: the core listens to every ``LayoutChannel`` of the layout tree, and when one
///   rings it asks the layout what changed, between calls, never inside one (``onInvalidate``,
///   ``onFramesNeeded``);
/// - errors: hooks that cannot throw on a platform report to ``onError``, and the layout keeps
///   its last good state.
///
/// ```swift
/// let core = CollectionViewCore(layout: FlowLayout())
/// core.readView = { [unowned view] in view.layoutContext }
/// core.onInvalidate = { [unowned view] context in view.invalidateLayout(with: context) }
/// core.onFramesNeeded = { [unowned view] running in view.setDisplayLinkRunning(running) }
/// core.listen()
/// try core.prepareLayout()
/// let visible = core.elements(in: view.bounds)
/// ```
///
/// - Complexity: every method costs what the layout's hook costs, plus O(elements it returns)
///   for mirroring; nothing is proportional to the item count.
public final class CollectionViewCore {
    /// The layout the core runs (during a layout change in the headless host, the transition).
    public private(set) var layout: any CollectionLayout
    /// True when the view leaves right to left to the core: the core then reflects, across the
    /// content width, what it hands a layout that flips and what that layout answers. UIKit
    /// mirrors a layout that flips by itself, so its adapter says false; AppKit and the headless
    /// host say true.
    public let mirrorsRightToLeft: Bool
    /// How close, in seconds, a moment must be to a frame to fall on it: a clock advanced by
    /// 1/60 s twelve times reads 0.19999999999999998 s, and an event at 0.2 s belongs to that frame.
    package static let timeTolerance: TimeInterval = 1e-9
    /// Called, between calls into the layout, when the layout asks through its channel to be
    /// invalidated with a context (in the view's coordinates): the view invalidates its layout
    /// with it, which comes back as ``invalidate(with:)``, and lays out again.
    public var onInvalidate: ((InvalidationContext) -> Void)?
    /// Called when the layout starts (`true`) or stops (`false`) animating on its own: the view
    /// runs its display link meanwhile and calls ``advanceAnimations(by:)`` at each frame.
    public var onFramesNeeded: ((Bool) -> Void)?
    /// Called with an error met where the platform's hook cannot throw; by default it is logged
    /// (``log(_:)``: the unified logging system on Apple platforms, standard error elsewhere).
    /// The layout keeps its last good state either way.
    public var onError: (any Error) -> Void = CollectionViewCore.log
    /// What the view is now, in its own coordinates: bounds, adjusted content inset, item
    /// counts, item sizes from its delegate, the touch and pinch under way (content
    /// coordinates), layout direction and display scale (see ``viewContext``). Set it before
    /// the first layout pass; until then the core sees an empty view.
    public var readView: () -> LayoutContext = { LayoutContext(bounds: .zero, itemCounts: []) }
    /// True when the layout was invalidated since its last preparation.
    package var needsPrepare = true
    /// How many times the layout was prepared: a view reads the layout's answers again when it
    /// changed.
    package internal(set) var preparationCount = 0
    /// The item counts of the last layout pass.
    var passCounts: [Int]?
    /// The item counts of the last layout pass before the view invalidated the data source
    /// counts: what a batch update starts from. `nil` when no update is under way.
    var countsBeforeUpdate: [Int]?
    /// The batch update being set up, from its prepare hook to its finalize hook.
    var update: CoreChange?
    /// The animated bounds change being set up, from its prepare hook to its finalize hook. UIKit
    /// prepares one around an animated insertion or deletion too, so both may be under way at once.
    var boundsChange: CoreChange?
    /// The anchor taken when the data or the frame size started to change, used by the next
    /// ``targetContentOffset(forProposed:)``.
    var pendingAnchor: ScrollAnchor?
    /// The last answer of ``elements(in:)``: what the view shows.
    var lastAnswers: [LayoutAttributes] = []
    /// Where an interactive move is: under way, or ending (its last invalidation to come).
    var movement: MovementPhase?
    /// The elements on screen when the data source counts were invalidated, by key: what a batch
    /// update may delete.
    var shownBeforeUpdate: [ElementKey] = []
    /// The numbers of the elements the layout animates out after their delete.
    var departures = DepartureLedger()
    /// The bounds before the last change of size, in the view's and in the layout's space (the
    /// layout's reflected across the content width it had then).
    var boundsBeforeResize: (view: CGRect, layout: CGRect)?
    /// True when a channel rang and the core has not yet asked the layout what changed.
    var channelRang = false
    /// What ``onFramesNeeded`` last said.
    var framesRunning = false
    /// The channels of the layout tree the core listens to.
    var listenedChannels: [LayoutChannel] = []
    /// Items the layout reported gone, by their index paths now (carried through every update),
    /// waiting to be handed to the app between frames (``handOverItemsLeft(to:)``).
    public internal(set) var itemsLeft: [IndexPath] = []
    /// Actions the user triggered through the layout, waiting to be handed to the app between
    /// frames (``handOverActions(to:)``).
    public internal(set) var actionsTriggered: [LayoutAction] = []
    /// The action being handed over, carried through the handler's own updates.
    var actionInHand: LayoutAction?
    /// The data snapshot the view showed last, which the next one is diffed from.
    var appliedSnapshot: (any Sendable)?
    /// How deep the core is in calls into the layout.
    var callDepth = 0
    /// The cells measured so far (self-sizing).
    var selfSizing = SelfSizingState()
    /// The last positive display scale the view reported.
    var knownDisplayScale: CGFloat = 1

    /// Creates the core of a collection view that shows `layout`, and listens to the channels of
    /// its tree. Set ``readView`` and the callbacks next, then call ``listen()`` so that a layout
    /// that animates already asks for frames.
    ///
    /// - Parameters:
    ///   - layout: the layout the view shows.
    ///   - mirrorsRightToLeft: whether the core mirrors a layout that flips when the view reads
    ///     right to left (see ``mirrorsRightToLeft``).
    public init(layout: any CollectionLayout, mirrorsRightToLeft: Bool = true) {
        self.layout = layout
        self.mirrorsRightToLeft = mirrorsRightToLeft
        listenToChannels()
    }

    /// What the view is now, in its own coordinates, as ``readView`` tells it; a display scale
    /// of 0 (a view not in a window yet) is never handed on: the last positive one is (1 before
    /// any).
    public var viewContext: LayoutContext {
        var context = readView()
        if context.displayScale.isFinite, context.displayScale > 0 {
            knownDisplayScale = context.displayScale
        } else {
            context.displayScale = knownDisplayScale
        }
        return context
    }

    /// What the layout is told: ``viewContext`` in the layout's own left-to-right space.
    public var layoutContext: LayoutContext { acrossMirror(viewContext) }

    /// True while a channel of the layout tree says it animates on its own.
    public var isLayoutAnimating: Bool { layout.animating?.isAnimating ?? false }

    /// Makes `newLayout` the one the core runs: the channels of the old tree are let go and the
    /// new tree's heard (a new layout that animates already asks for frames at once, one at
    /// rest stops them). The caller prepares it, or invalidates it, before its first query.
    public func install(_ newLayout: any CollectionLayout) {
        layout = newLayout
        listenToChannels()
        channelRang = true
        if callDepth == 0 { collectChanges() }
    }

    /// Lets go of the layout tree's channels and stops the frames: call it when the view no
    /// longer shows the layout (replaced, or freed). ``listen()`` hears them again.
    public func disconnect() {
        for channel in listenedChannels { channel.disconnect(self) }
        listenedChannels = []
        channelRang = false
        framesRunning = false
        onFramesNeeded?(false)
    }

    /// Listens to every channel of the layout tree and tells ``onFramesNeeded`` whether the
    /// layout animates now; call it once the callbacks are set. The core listens again by itself
    /// after every layout pass, so a tree that changed (new sections) is heard with no call, and
    /// takes back a channel another core heard meanwhile (a platform's transition) whenever it
    /// calls into the layout.
    public func listen() {
        listenToChannels()
        framesRunning = isLayoutAnimating
        onFramesNeeded?(framesRunning)
        channelRang = true
        if callDepth == 0 { collectChanges() }
    }

    /// Runs `body` (a hook a platform cannot let throw), passing what it throws to ``onError``.
    ///
    /// - Returns: what `body` returns, or `nil` when it threw.
    @discardableResult
    public func reporting<Result>(_ body: () throws -> Result) -> Result? {
        do {
            return try body()
        } catch {
            onError(error)
            return nil
        }
    }

    /// Logs `error`: the default ``onError``. On Apple platforms it goes to the unified logging
    /// system (subsystem `LayoutKit`, category `layout`, at the error level, its text public), which
    /// a device's console and Instruments show; elsewhere to standard error.
    public static func log(_ error: any Error) {
        #if canImport(os)
            Logger(subsystem: "LayoutKit", category: "layout").error("\(String(describing: error), privacy: .public)")
        #else
            FileHandle.standardError.write(Data("LayoutKit: \(error)\n".utf8))
        #endif
    }
}
