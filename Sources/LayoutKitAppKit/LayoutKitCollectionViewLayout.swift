#if canImport(AppKit) && !targetEnvironment(macCatalyst)
    import AppKit
    import LayoutKitCollectionViewCore
    import LayoutKitCore

    /// An `NSCollectionViewLayout` that runs any LayoutKit ``CollectionLayout``: the AppKit twin of
    /// the UIKit adapter, glue over the same ``CollectionViewCore``.
    ///
    /// What differs from UIKit, as AppKit documents it:
    /// - AppKit does not mirror layouts for right to left (`NSCollectionViewLayout` has no
    ///   `flipsHorizontallyInOppositeLayoutDirection`), so the core mirrors a LayoutKit layout that
    ///   flips when the collection view's `userInterfaceLayoutDirection` is right to left: the layout
    ///   still works left to right.
    /// - The content insets are the enclosing scroll view's `contentInsets`; the bounds the layout
    ///   sees are the collection view's visible rectangle; the display scale is the window's backing
    ///   scale factor, or the main screen's before the view is in a window.
    /// - AppKit's attributes have no transform: frames, alpha, z index, hidden and custom values
    ///   are shown; AppKit has no interactive-movement hooks.
    /// - A layout that animates itself is stepped at 60 Hz while its channel says it moves, stopped
    ///   when it rests or when the collection view lets go of the layout.
    /// - A layout with regions that scroll on their own (orthogonal sections) has them scrolled by
    ///   the trackpad and the scroll wheel through a local event monitor, as AppKit's compositional
    ///   layout scrolls its orthogonal sections.
    ///
    /// ```swift
    /// collectionView.collectionViewLayout = LayoutKitCollectionViewLayout(FlowLayout())
    /// ```
    @MainActor
    open class LayoutKitCollectionViewLayout: NSCollectionViewLayout {
        /// The decisions shared with every LayoutKit host.
        public let core: CollectionViewCore
        /// Called with what the layout throws from a hook AppKit cannot let throw; by default it is
        /// logged through `os.Logger` (subsystem `LayoutKit`, category `layout`).
        public var onError: (any Error) -> Void {
            get { core.onError }
            set { core.onError = newValue }
        }
        /// The app's answer to items the layout let go for good (a physics toy's dropped items that
        /// fell off screen): called after a frame's tick, never inside AppKit's call into the layout,
        /// with their index paths; answer with a batch update deleting them. What it throws goes to
        /// ``onError``, and the items are handed over again after the next tick.
        public var onItemsLeft: (([IndexPath]) throws -> Void)?
        /// The app's answer to an action the user triggered through the layout (a list row's full
        /// swipe, `LayoutAction`): called after a frame's tick, never inside AppKit's call into the
        /// layout, once per action; answer a destructive one with a batch update deleting the row.
        /// What it throws goes to ``onError``, and that action and those after it are handed over
        /// again after the next tick.
        public var onLayoutAction: ((LayoutAction) throws -> Void)?
        /// The timer that runs while the layout animates itself.
        private var frameClock: DisplayLinkTarget?
        /// What scrolls the layout's regions that scroll on their own, once installed.
        private var nestedScrollingWheel: NestedScrollingWheel?
        /// The click that closes a region left open (a swiped list row), installed with the wheel.
        private var regionClosingClick: RegionClosingClick?

        /// Runs `layout` in a collection view.
        public init(_ layout: any CollectionLayout) {
            core = CollectionViewCore(layout: layout, mirrorsRightToLeft: true)
            super.init()
            core.readView = { [unowned self] in viewContext() }
            core.onInvalidate = { [unowned self] context in invalidateLayout(with: carrying(context)) }
            core.onFramesNeeded = { [unowned self] running in setFramesNeeded(running) }
            register(DepartingElementView.self, forDecorationViewOfKind: CollectionViewCore.departingElementKind)
            core.listen()
        }

        public required init?(coder: NSCoder) { nil }

        /// What the collection view is now, as the core reads it.
        open func viewContext() -> LayoutContext {
            guard let collectionView else { return LayoutContext(bounds: .zero, itemCounts: []) }
            return LayoutContext(reading: collectionView, layout: self)
        }

        override open class var layoutAttributesClass: AnyClass { LayoutKitLayoutAttributes.self }

        override open class var invalidationContextClass: AnyClass { LayoutKitInvalidationContext.self }

        override open func prepare() {
            super.prepare()
            core.reporting { try core.prepareLayout() }
            if core.layout.nestedScrolling != nil, let collectionView {
                let wheel = nestedScrollingWheel ?? NestedScrollingWheel(core: core)
                wheel.install(on: collectionView)
                nestedScrollingWheel = wheel
                let click = regionClosingClick ?? RegionClosingClick(core: core)
                click.install(on: collectionView)
                regionClosingClick = click
            }
        }

        override open var collectionViewContentSize: NSSize { core.contentSize }

        override open func layoutAttributesForElements(in rect: NSRect) -> [NSCollectionViewLayoutAttributes] {
            (core.elements(in: rect) + core.departingDecorations(in: rect)).map(LayoutKitLayoutAttributes.make)
        }

        override open func layoutAttributesForItem(at indexPath: IndexPath) -> NSCollectionViewLayoutAttributes? {
            core.element(.cell(indexPath)).map(LayoutKitLayoutAttributes.make)
        }

        override open func layoutAttributesForSupplementaryView(
            ofKind elementKind: NSCollectionView.SupplementaryElementKind, at indexPath: IndexPath
        ) -> NSCollectionViewLayoutAttributes? {
            core.element(ElementKey(category: .supplementaryView(kind: elementKind), indexPath: indexPath)).map(
                LayoutKitLayoutAttributes.make)
        }

        override open func layoutAttributesForDecorationView(
            ofKind elementKind: NSCollectionView.DecorationElementKind, at indexPath: IndexPath
        ) -> NSCollectionViewLayoutAttributes? {
            if elementKind == CollectionViewCore.departingElementKind {
                return core.departingDecoration(numbered: indexPath[1]).map(LayoutKitLayoutAttributes.make)
            }
            return core.element(ElementKey(category: .decorationView(kind: elementKind), indexPath: indexPath)).map(
                LayoutKitLayoutAttributes.make)
        }

        override open func shouldInvalidateLayout(forBoundsChange newBounds: NSRect) -> Bool {
            core.shouldInvalidate(forBoundsChange: newBounds)
        }

        override open func invalidationContext(forBoundsChange newBounds: NSRect) -> NSCollectionViewLayoutInvalidationContext {
            carrying(
                core.invalidationContext(forBoundsChange: newBounds), in: super.invalidationContext(forBoundsChange: newBounds))
        }

        override open func invalidateLayout(with context: NSCollectionViewLayoutInvalidationContext) {
            core.invalidate(with: Self.layoutKitContext(of: context))
            super.invalidateLayout(with: context)
        }

        override open func shouldInvalidateLayout(
            forPreferredLayoutAttributes preferredAttributes: NSCollectionViewLayoutAttributes,
            withOriginalAttributes originalAttributes: NSCollectionViewLayoutAttributes
        ) -> Bool {
            let (preferred, original) = (preferredAttributes.layoutKitAttributes, originalAttributes.layoutKitAttributes)
            return core.reporting { try core.shouldInvalidate(forPreferred: preferred, withOriginal: original) } ?? false
        }

        override open func invalidationContext(
            forPreferredLayoutAttributes preferredAttributes: NSCollectionViewLayoutAttributes,
            withOriginalAttributes originalAttributes: NSCollectionViewLayoutAttributes
        ) -> NSCollectionViewLayoutInvalidationContext {
            let context = core.invalidationContext(
                forPreferred: preferredAttributes.layoutKitAttributes, withOriginal: originalAttributes.layoutKitAttributes)
            return carrying(
                context,
                in: super.invalidationContext(
                    forPreferredLayoutAttributes: preferredAttributes, withOriginalAttributes: originalAttributes))
        }

        override open func prepare(forCollectionViewUpdates updateItems: [NSCollectionViewUpdateItem]) {
            super.prepare(forCollectionViewUpdates: updateItems)
            core.reporting {
                let items = try updateItems.compactMap { item in
                    try UpdateAction(rawValue: item.updateAction.rawValue)?.updateItem(
                        before: item.indexPathBeforeUpdate, after: item.indexPathAfterUpdate)
                }
                try core.prepare(forUpdates: items)
            }
        }

        override open func finalizeCollectionViewUpdates() {
            core.finalizeUpdates()
            super.finalizeCollectionViewUpdates()
        }

        /// AppKit passes the collection view's bounds, which as a scroll view's document are the
        /// whole content; the core is told the rectangle it lays out for, the visible one.
        override open func prepare(forAnimatedBoundsChange oldBounds: NSRect) {
            super.prepare(forAnimatedBoundsChange: oldBounds)
            core.prepare(forAnimatedBoundsChange: collectionView?.visibleRect ?? oldBounds)
        }

        override open func finalizeAnimatedBoundsChange() {
            core.finalizeAnimatedBoundsChange()
            super.finalizeAnimatedBoundsChange()
        }

        override open func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath)
            -> NSCollectionViewLayoutAttributes?
        {
            appearing(.cell, at: itemIndexPath)
        }

        override open func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath)
            -> NSCollectionViewLayoutAttributes?
        {
            disappearing(.cell, at: itemIndexPath)
        }

        override open func initialLayoutAttributesForAppearingSupplementaryElement(
            ofKind elementKind: NSCollectionView.SupplementaryElementKind, at elementIndexPath: IndexPath
        ) -> NSCollectionViewLayoutAttributes? {
            appearing(.supplementaryView(kind: elementKind), at: elementIndexPath)
        }

        override open func finalLayoutAttributesForDisappearingSupplementaryElement(
            ofKind elementKind: NSCollectionView.SupplementaryElementKind, at elementIndexPath: IndexPath
        ) -> NSCollectionViewLayoutAttributes? {
            disappearing(.supplementaryView(kind: elementKind), at: elementIndexPath)
        }

        override open func initialLayoutAttributesForAppearingDecorationElement(
            ofKind elementKind: NSCollectionView.DecorationElementKind, at decorationIndexPath: IndexPath
        ) -> NSCollectionViewLayoutAttributes? {
            appearing(.decorationView(kind: elementKind), at: decorationIndexPath)
        }

        override open func finalLayoutAttributesForDisappearingDecorationElement(
            ofKind elementKind: NSCollectionView.DecorationElementKind, at decorationIndexPath: IndexPath
        ) -> NSCollectionViewLayoutAttributes? {
            disappearing(.decorationView(kind: elementKind), at: decorationIndexPath)
        }

        /// Where the element of `category` at `indexPath` starts appearing, as the core answers.
        private func appearing(_ category: ElementCategory, at indexPath: IndexPath) -> NSCollectionViewLayoutAttributes? {
            core.initialAttributes(forAppearing: ElementKey(category: category, indexPath: indexPath)).map(
                LayoutKitLayoutAttributes.make)
        }

        /// Where the element of `category` at `indexPath` ends disappearing, as the core answers.
        private func disappearing(_ category: ElementCategory, at indexPath: IndexPath) -> NSCollectionViewLayoutAttributes? {
            core.finalAttributes(forDisappearing: ElementKey(category: category, indexPath: indexPath)).map(
                LayoutKitLayoutAttributes.make)
        }

        override open func indexPathsToInsertForSupplementaryView(ofKind elementKind: NSCollectionView.SupplementaryElementKind)
            -> Set<IndexPath>
        {
            Set(core.indexPathsToInsert(.supplementaryView(kind: elementKind)))
        }

        override open func indexPathsToDeleteForSupplementaryView(ofKind elementKind: NSCollectionView.SupplementaryElementKind)
            -> Set<IndexPath>
        {
            Set(core.indexPathsToDelete(.supplementaryView(kind: elementKind)))
        }

        override open func indexPathsToInsertForDecorationView(ofKind elementKind: NSCollectionView.DecorationElementKind) -> Set<
            IndexPath
        > {
            Set(core.indexPathsToInsert(.decorationView(kind: elementKind)))
        }

        override open func indexPathsToDeleteForDecorationView(ofKind elementKind: NSCollectionView.DecorationElementKind) -> Set<
            IndexPath
        > {
            Set(core.indexPathsToDelete(.decorationView(kind: elementKind)))
        }

        override open func targetContentOffset(forProposedContentOffset proposedContentOffset: NSPoint) -> NSPoint {
            core.targetContentOffset(forProposed: proposedContentOffset)
        }

        /// AppKit documents the velocity in points per second, the core's unit.
        override open func targetContentOffset(
            forProposedContentOffset proposedContentOffset: NSPoint,
            withScrollingVelocity velocity: NSPoint
        ) -> NSPoint {
            core.targetContentOffset(forProposed: proposedContentOffset, velocity: velocity)
        }

        override open func prepareForTransition(to newLayout: NSCollectionViewLayout) {
            super.prepareForTransition(to: newLayout)
            if let other = newLayout as? LayoutKitCollectionViewLayout { core.layout.prepare(forTransitionTo: other.core.layout) }
        }

        override open func prepareForTransition(from oldLayout: NSCollectionViewLayout) {
            super.prepareForTransition(from: oldLayout)
            if let other = oldLayout as? LayoutKitCollectionViewLayout {
                core.layout.prepare(forTransitionFrom: other.core.layout)
            }
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
                nestedScrollingWheel?.uninstall()
                regionClosingClick?.uninstall()
            }
        }

        /// The LayoutKit context of an AppKit one: the layout's own when it carries one; otherwise
        /// AppKit's, read as `InvalidationContext(platformInvalidatingEverything:...)` reads it.
        public static func layoutKitContext(of context: NSCollectionViewLayoutInvalidationContext) -> InvalidationContext {
            if let own = (context as? LayoutKitInvalidationContext)?.layoutKitContext { return own }
            return InvalidationContext(
                platformInvalidatingEverything: context.invalidateEverything,
                dataSourceCounts: context.invalidateDataSourceCounts,
                items: context.invalidatedItemIndexPaths ?? [],
                supplementaryElements: context.invalidatedSupplementaryIndexPaths ?? [:],
                contentOffsetAdjustment: context.contentOffsetAdjustment, contentSizeAdjustment: context.contentSizeAdjustment)
        }

        /// `context` carried by `made` (an instance of the context class) or a new carrier.
        func carrying(_ context: InvalidationContext, in made: NSCollectionViewLayoutInvalidationContext? = nil)
            -> NSCollectionViewLayoutInvalidationContext
        {
            let carrier = (made as? LayoutKitInvalidationContext) ?? LayoutKitInvalidationContext()
            carrier.carry(context)
            return carrier
        }

        /// Starts or stops the frames; a tick after the collection view let go of the layout (replaced,
        /// freed, or showing a transition) stops them and the core's frames.
        private func setFramesNeeded(_ running: Bool) {
            if running, frameClock == nil {
                frameClock = DisplayLinkTarget { [weak self] duration in
                    guard let self else { return false }
                    guard let collectionView, collectionView.collectionViewLayout === self else {
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
