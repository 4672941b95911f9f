#if canImport(UIKit) && !os(watchOS)
    import LayoutKitCollectionViewCore
    import LayoutKitCore
    import UIKit

    /// A `UICollectionViewLayout` that runs any LayoutKit ``CollectionLayout``: set it as a
    /// collection view's layout and UIKit asks the LayoutKit layout everything.
    ///
    /// Glue only: every override converts UIKit's values and asks the ``core``, the
    /// ``CollectionViewCore`` that the headless `CollectionViewHost` also drives, so a layout behaves
    /// here as in its tests on Linux. What the adapter passes on:
    ///
    /// - the layout's own invalidations, through ``LayoutKitInvalidationContext`` (UIKit's plain
    ///   `invalidateLayout()` reaches the layout as an invalidation of everything);
    /// - bounds changes, batch updates (section updates included), animated bounds changes,
    ///   self-sizing, interactive movement and layout transitions, with UIKit's hooks for cells,
    ///   supplementary and decoration views;
    /// - elements the layout animates itself (springs, a physics toy), which UIKit must not tween:
    ///   their initial and final attributes are where the layout shows them; and the elements it
    ///   animates out after their delete, shown as decoration views of
    ///   `CollectionViewCore.departingElementKind` (``DepartingElementView``);
    /// - a display link while the layout animates on its own, stopped when it rests, when the layout
    ///   is replaced or freed;
    /// - the pinch of `pinchGestureRecognizer`, in the layout's context (not on tvOS, which has no
    ///   pinch recognizer);
    /// - a pan of its own on the collection view for a layout with regions that scroll on their own
    ///   (orthogonal sections, swipeable list rows), which scrolls them as UIKit's own compositional
    ///   layout does, and a tap that closes a region left open (a swiped row) and selects nothing;
    /// - errors to ``onError`` (by default logged through `os.Logger`, subsystem `LayoutKit`, which
    ///   a device's console shows): UIKit's hooks cannot throw, and the layout keeps showing its
    ///   last good state.
    ///
    /// UIKit mirrors a layout that flips (``flipsHorizontallyInOppositeLayoutDirection``) for
    /// right to left itself, so the core does not; the layout's ``developmentLayoutDirection`` is
    /// left to right, so UIKit mirrors it exactly when the view reads right to left.
    ///
    /// ```swift
    /// let layout = LayoutKitCollectionViewLayout(FlowLayout().springy())
    /// let collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
    /// layout.onError = { error in logger.error("\(error)") }
    /// ```
    @MainActor
    open class LayoutKitCollectionViewLayout: UICollectionViewLayout {
        /// The decisions shared with every LayoutKit host.
        public let core: CollectionViewCore
        #if !os(tvOS)
            /// A pinch whose fingers the layout reads (a pinchable effect): set it to the collection
            /// view's pinch recognizer; each change of the pinch invalidates the layout. Not on tvOS,
            /// which has no pinch recognizer.
            public weak var pinchGestureRecognizer: UIPinchGestureRecognizer? {
                didSet { watchPinch(pinchGestureRecognizer) }
            }
        #endif
        /// Called with what the layout throws from a hook UIKit cannot let throw; by default it is
        /// logged through `os.Logger` (subsystem `LayoutKit`, category `layout`).
        public var onError: (any Error) -> Void {
            get { core.onError }
            set { core.onError = newValue }
        }
        /// The app's answer to items the layout let go for good (a physics toy's dropped items that
        /// fell off screen): called after a frame's tick, never inside UIKit's call into the layout,
        /// with their index paths; answer with a batch update deleting them. What it throws goes to
        /// ``onError``, and the items are handed over again after the next tick.
        public var onItemsLeft: (([IndexPath]) throws -> Void)?
        /// The app's answer to an action the user triggered through the layout (a list row's full
        /// swipe, `LayoutAction`): called after a frame's tick, never inside UIKit's call into the
        /// layout, once per action; answer a destructive one with a batch update deleting the row.
        /// What it throws goes to ``onError``, and that action and those after it are handed over
        /// again after the next tick.
        public var onLayoutAction: ((LayoutAction) throws -> Void)?
        /// Called with the items a scroll heads for, before they come on screen: ahead along the
        /// scroll by ``PrefetchPlanner/lookahead`` seconds of the finger's speed, and where a fling
        /// will come to rest (which UIKit asked the layout when the finger lifted). UIKit's own
        /// prefetching (`prefetchDataSource`) goes on as it is; this is the landing-aware range,
        /// offered to the app during the collection view's bounds change: start loading there,
        /// change no data in it.
        public var onPrefetch: (([IndexPath]) -> Void)?
        /// Called with items offered to ``onPrefetch`` that the scroll no longer heads for.
        public var onCancelPrefetch: (([IndexPath]) -> Void)?
        /// What was offered to ``onPrefetch``, and how far ahead it looks (set it with
        /// `prefetching.setLookahead(_:)`).
        public var prefetching = PrefetchPlanner()
        /// Where the fling under way comes to rest, as this layout answered UIKit when the finger
        /// lifted.
        var flingLanding: CGPoint?
        /// The UIKit layout that shows this one when it is not installed itself (the
        /// ``LayoutKitTransitionLayout`` that runs a transition through it).
        weak var hostedBy: UICollectionViewLayout?
        /// The display link that runs while the layout animates itself.
        private var frameClock: DisplayLinkTarget?
        /// Pictures of the cells the layout animates out, by departure index path.
        private var departingSnapshots: [IndexPath: UIView] = [:]
        /// The pan that scrolls the layout's regions that scroll on their own, once installed.
        private(set) var nestedScrollingPan: NestedScrollingPan?
        /// The tap that closes a region left open (a swiped list row), installed with the pan.
        private var regionClosingTap: RegionClosingTap?

        /// Runs `layout` in a collection view.
        public init(_ layout: any CollectionLayout) {
            core = CollectionViewCore(layout: layout, mirrorsRightToLeft: false)
            super.init()
            core.readView = { [unowned self] in viewContext() }
            core.onInvalidate = { [unowned self] context in shownLayout.invalidateLayout(with: carrying(context)) }
            core.onFramesNeeded = { [unowned self] running in setFramesNeeded(running) }
            register(DepartingElementView.self, forDecorationViewOfKind: CollectionViewCore.departingElementKind)
            core.listen()
        }

        public required init?(coder: NSCoder) { nil }

        /// What the collection view is now, as the core reads it: bounds, adjusted content inset,
        /// item counts, sizes from a flow delegate that implements them, the pan's touch while it
        /// pans, the pinch (not on tvOS), layout direction and display scale.
        open func viewContext() -> LayoutContext {
            guard let collectionView = shownLayout.collectionView else { return LayoutContext(bounds: .zero, itemCounts: []) }
            return LayoutContext(reading: collectionView, layout: shownLayout, pinch: pinch(in: collectionView))
        }

        /// The UIKit layout the collection view shows: this one, or the one that hosts it.
        private var shownLayout: UICollectionViewLayout { hostedBy ?? self }

        override open class var layoutAttributesClass: AnyClass { LayoutKitLayoutAttributes.self }

        override open class var invalidationContextClass: AnyClass { LayoutKitInvalidationContext.self }

        override open func prepare() {
            super.prepare()
            core.reporting { try core.prepareLayout() }
            if hostedBy == nil, core.layout.nestedScrolling != nil, let collectionView {
                let pan = nestedScrollingPan ?? NestedScrollingPan(core: core)
                pan.onMove = { [unowned self] in
                    if let bounds = self.collectionView?.bounds { updatePrefetching(for: bounds) }
                }
                pan.install(on: collectionView)
                nestedScrollingPan = pan
                let tap = regionClosingTap ?? RegionClosingTap(core: core)
                tap.install(on: collectionView)
                regionClosingTap = tap
            }
        }

        override open var collectionViewContentSize: CGSize { core.contentSize }

        override open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
            (core.elements(in: rect) + core.departingDecorations(in: rect)).map(converted)
        }

        override open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
            core.element(.cell(indexPath)).map(converted)
        }

        override open func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath)
            -> UICollectionViewLayoutAttributes?
        {
            core.element(ElementKey(category: .supplementaryView(kind: elementKind), indexPath: indexPath)).map(converted)
        }

        override open func layoutAttributesForDecorationView(ofKind elementKind: String, at indexPath: IndexPath)
            -> UICollectionViewLayoutAttributes?
        {
            if elementKind == CollectionViewCore.departingElementKind {
                return core.departingDecoration(numbered: indexPath[1]).map(converted)
            }
            return core.element(ElementKey(category: .decorationView(kind: elementKind), indexPath: indexPath)).map(converted)
        }

        override open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
            let invalidates = core.shouldInvalidate(forBoundsChange: newBounds)
            updatePrefetching(for: newBounds)
            return invalidates
        }

        override open func invalidationContext(forBoundsChange newBounds: CGRect) -> UICollectionViewLayoutInvalidationContext {
            carrying(
                core.invalidationContext(forBoundsChange: newBounds), in: super.invalidationContext(forBoundsChange: newBounds))
        }

        override open func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
            // New data (reloadData says both); a plain invalidateLayout() keeps the offers.
            if context.invalidateEverything, context.invalidateDataSourceCounts { prefetching.forget() }
            core.invalidate(with: Self.layoutKitContext(of: context))
            super.invalidateLayout(with: context)
        }

        override open func shouldInvalidateLayout(
            forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
            withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
        ) -> Bool {
            let (preferred, original) = (preferredAttributes.layoutKitAttributes, originalAttributes.layoutKitAttributes)
            return core.reporting { try core.shouldInvalidate(forPreferred: preferred, withOriginal: original) } ?? false
        }

        override open func invalidationContext(
            forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
            withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
        ) -> UICollectionViewLayoutInvalidationContext {
            let context = core.invalidationContext(
                forPreferred: preferredAttributes.layoutKitAttributes, withOriginal: originalAttributes.layoutKitAttributes)
            return carrying(
                context,
                in: super.invalidationContext(
                    forPreferredLayoutAttributes: preferredAttributes, withOriginalAttributes: originalAttributes))
        }

        override open func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {
            super.prepare(forCollectionViewUpdates: updateItems)
            core.reporting {
                let items = try updateItems.compactMap { item in
                    try UpdateAction(rawValue: item.updateAction.rawValue)?.updateItem(
                        before: item.indexPathBeforeUpdate, after: item.indexPathAfterUpdate)
                }
                prefetching.carry(through: try core.prepare(forUpdates: items))
            }
            pictureNewDepartures()
        }

        override open func finalizeCollectionViewUpdates() {
            core.finalizeUpdates()
            super.finalizeCollectionViewUpdates()
        }

        override open func prepare(forAnimatedBoundsChange oldBounds: CGRect) {
            super.prepare(forAnimatedBoundsChange: oldBounds)
            core.prepare(forAnimatedBoundsChange: oldBounds)
        }

        override open func finalizeAnimatedBoundsChange() {
            core.finalizeAnimatedBoundsChange()
            super.finalizeAnimatedBoundsChange()
        }

        override open func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath)
            -> UICollectionViewLayoutAttributes?
        {
            core.initialAttributes(forAppearing: .cell(itemIndexPath)).map(converted)
        }

        override open func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath)
            -> UICollectionViewLayoutAttributes?
        {
            core.finalAttributes(forDisappearing: .cell(itemIndexPath)).map(converted)
        }

        override open func initialLayoutAttributesForAppearingSupplementaryElement(
            ofKind elementKind: String, at elementIndexPath: IndexPath
        ) -> UICollectionViewLayoutAttributes? {
            core.initialAttributes(
                forAppearing: ElementKey(category: .supplementaryView(kind: elementKind), indexPath: elementIndexPath)
            ).map(converted)
        }

        override open func finalLayoutAttributesForDisappearingSupplementaryElement(
            ofKind elementKind: String, at elementIndexPath: IndexPath
        ) -> UICollectionViewLayoutAttributes? {
            core.finalAttributes(
                forDisappearing: ElementKey(category: .supplementaryView(kind: elementKind), indexPath: elementIndexPath)
            ).map(converted)
        }

        override open func initialLayoutAttributesForAppearingDecorationElement(
            ofKind elementKind: String, at decorationIndexPath: IndexPath
        ) -> UICollectionViewLayoutAttributes? {
            if elementKind == CollectionViewCore.departingElementKind {
                return layoutAttributesForDecorationView(ofKind: elementKind, at: decorationIndexPath)
            }
            return core.initialAttributes(
                forAppearing: ElementKey(category: .decorationView(kind: elementKind), indexPath: decorationIndexPath)
            ).map(converted)
        }

        override open func finalLayoutAttributesForDisappearingDecorationElement(
            ofKind elementKind: String, at decorationIndexPath: IndexPath
        ) -> UICollectionViewLayoutAttributes? {
            core.finalAttributes(
                forDisappearing: ElementKey(category: .decorationView(kind: elementKind), indexPath: decorationIndexPath)
            ).map(converted)
        }

        override open func indexPathsToInsertForSupplementaryView(ofKind elementKind: String) -> [IndexPath] {
            core.indexPathsToInsert(.supplementaryView(kind: elementKind))
        }

        override open func indexPathsToDeleteForSupplementaryView(ofKind elementKind: String) -> [IndexPath] {
            core.indexPathsToDelete(.supplementaryView(kind: elementKind))
        }

        override open func indexPathsToInsertForDecorationView(ofKind elementKind: String) -> [IndexPath] {
            core.indexPathsToInsert(.decorationView(kind: elementKind))
        }

        override open func indexPathsToDeleteForDecorationView(ofKind elementKind: String) -> [IndexPath] {
            core.indexPathsToDelete(.decorationView(kind: elementKind))
        }

        override open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint {
            core.targetContentOffset(forProposed: proposedContentOffset)
        }

        /// UIKit's velocity is in points per millisecond (its scroll view's unit; the layout's page
        /// says points per second, see Docs/UIKit.md): the core works in points per second.
        override open func targetContentOffset(
            forProposedContentOffset proposedContentOffset: CGPoint,
            withScrollingVelocity velocity: CGPoint
        ) -> CGPoint {
            let target = core.targetContentOffset(
                forProposed: proposedContentOffset, velocity: CGPoint(x: velocity.x * 1000, y: velocity.y * 1000))
            flingLanding = target
            return target
        }

        override open func targetIndexPath(
            forInteractivelyMovingItem previousIndexPath: IndexPath, withPosition position: CGPoint
        ) -> IndexPath {
            core.targetIndexPath(forInteractivelyMovingItem: previousIndexPath, withPosition: position)
        }

        override open func layoutAttributesForInteractivelyMovingItem(
            at indexPath: IndexPath, withTargetPosition position: CGPoint
        ) -> UICollectionViewLayoutAttributes {
            core.attributes(forInteractivelyMovingItemAt: indexPath, withTargetPosition: position).map(converted)
                ?? super.layoutAttributesForInteractivelyMovingItem(at: indexPath, withTargetPosition: position)
        }

        override open func invalidationContext(
            forInteractivelyMovingItems targetIndexPaths: [IndexPath], withTargetPosition targetPosition: CGPoint,
            previousIndexPaths: [IndexPath], previousPosition: CGPoint
        ) -> UICollectionViewLayoutInvalidationContext {
            let context = core.invalidationContext(
                forInteractivelyMovingItems: targetIndexPaths, withTargetPosition: targetPosition,
                previousIndexPaths: previousIndexPaths, previousPosition: previousPosition)
            return carrying(
                context,
                in: super.invalidationContext(
                    forInteractivelyMovingItems: targetIndexPaths, withTargetPosition: targetPosition,
                    previousIndexPaths: previousIndexPaths, previousPosition: previousPosition))
        }

        override open func invalidationContextForEndingInteractiveMovementOfItems(
            toFinalIndexPaths indexPaths: [IndexPath], previousIndexPaths: [IndexPath], movementCancelled: Bool
        ) -> UICollectionViewLayoutInvalidationContext {
            let context = core.invalidationContextForEndingInteractiveMovementOfItems(
                toFinalIndexPaths: indexPaths, previousIndexPaths: previousIndexPaths, movementCancelled: movementCancelled)
            return carrying(
                context,
                in: super.invalidationContextForEndingInteractiveMovementOfItems(
                    toFinalIndexPaths: indexPaths, previousIndexPaths: previousIndexPaths, movementCancelled: movementCancelled))
        }

        override open func prepareForTransition(to newLayout: UICollectionViewLayout) {
            super.prepareForTransition(to: newLayout)
            if let other = newLayout as? LayoutKitCollectionViewLayout { core.layout.prepare(forTransitionTo: other.core.layout) }
        }

        /// Told of the transition, then prepared: Apple calls this "so that your layout object can
        /// perform any initial calculations needed to generate layout attributes", and UIKit's own
        /// transition layout asks this layout for them before it is installed.
        override open func prepareForTransition(from oldLayout: UICollectionViewLayout) {
            super.prepareForTransition(from: oldLayout)
            if let other = oldLayout as? LayoutKitCollectionViewLayout {
                core.layout.prepare(forTransitionFrom: other.core.layout)
            }
            core.reporting { try core.prepareLayout() }
        }

        /// Both layouts hear the end. The one the collection view keeps is shown again: its core
        /// listens to its channels and runs the frames on if it still animates (while the platform's
        /// transition ran it, another core heard it, and this one's frames stopped). The other
        /// stops its frames.
        override open func finalizeLayoutTransition() {
            super.finalizeLayoutTransition()
            core.layout.finalizeTransition()
            if collectionView?.collectionViewLayout === self {
                core.listen()
            } else {
                core.disconnect()
                nestedScrollingPan?.uninstall()
                regionClosingTap?.uninstall()
            }
        }

        override open var flipsHorizontallyInOppositeLayoutDirection: Bool {
            core.layout.flipsHorizontallyInOppositeLayoutDirection
        }

        /// Left to right: LayoutKit's layouts work left to right whatever the app's development
        /// region (UIKit's default is that region's direction, which would mirror every layout for
        /// the wrong readers in an app developed right to left).
        override open var developmentLayoutDirection: UIUserInterfaceLayoutDirection { .leftToRight }

        /// The LayoutKit context of a UIKit one: the layout's own when it carries one; otherwise
        /// UIKit's, read as `InvalidationContext(platformInvalidatingEverything:...)` reads it.
        public static func layoutKitContext(of context: UICollectionViewLayoutInvalidationContext) -> InvalidationContext {
            if let own = (context as? LayoutKitInvalidationContext)?.layoutKitContext { return own }
            return InvalidationContext(
                platformInvalidatingEverything: context.invalidateEverything,
                dataSourceCounts: context.invalidateDataSourceCounts,
                items: Set(context.invalidatedItemIndexPaths ?? []),
                supplementaryElements: (context.invalidatedSupplementaryIndexPaths ?? [:]).mapValues { Set($0) },
                contentOffsetAdjustment: context.contentOffsetAdjustment, contentSizeAdjustment: context.contentSizeAdjustment)
        }

        /// `context` carried by a fresh instance of the invalidation context class, or by `made`.
        func carrying(_ context: InvalidationContext, in made: UICollectionViewLayoutInvalidationContext? = nil)
            -> UICollectionViewLayoutInvalidationContext
        {
            let carrier = (made as? LayoutKitInvalidationContext) ?? LayoutKitInvalidationContext()
            carrier.carry(context)
            return carrier
        }

        private func converted(_ attributes: LayoutAttributes) -> UICollectionViewLayoutAttributes {
            let made = LayoutKitLayoutAttributes.make(from: attributes)
            if case .decorationView(CollectionViewCore.departingElementKind) = attributes.category {
                made.departingSnapshot = departingSnapshots[attributes.indexPath]
            }
            return made
        }

        /// Keeps a picture of each cell the update lets the layout animate out, taken while the
        /// collection view still shows it, for its ``DepartingElementView``.
        private func pictureNewDepartures() {
            let current = Set(core.departingDecorations(in: .infinite).map(\.indexPath))
            departingSnapshots = departingSnapshots.filter { current.contains($0.key) }
            for path in core.departuresStartingNow {
                guard let departing = core.departingDecoration(numbered: path[1]) else { continue }
                let before = IndexPath(indexes: [
                    Int(departing.customValues["departingSection"] ?? 0), Int(departing.customValues["departingItem"] ?? 0)
                ])
                departingSnapshots[path] = shownLayout.collectionView?.cellForItem(at: before)?.snapshotView(
                    afterScreenUpdates: false)
            }
        }

        /// Starts or stops the display link; a tick after the collection view let go of the layout
        /// (replaced, freed, or showing a transition) stops it and the core's frames.
        private func setFramesNeeded(_ running: Bool) {
            if running, frameClock == nil {
                frameClock = DisplayLinkTarget { [weak self] duration in
                    guard let self else { return false }
                    guard let collectionView = shownLayout.collectionView, collectionView.collectionViewLayout === shownLayout
                    else {
                        core.disconnect()
                        return false
                    }
                    core.reporting { try core.advanceAnimations(by: duration) }
                    if let onItemsLeft { core.reporting { try core.handOverItemsLeft(to: onItemsLeft) } }
                    core.reporting { try core.handOverActions(to: onLayoutAction ?? { _ in }) }
                    return true
                }
            } else if !running {
                frameClock?.stop()
                frameClock = nil
            }
        }
    }
#endif
