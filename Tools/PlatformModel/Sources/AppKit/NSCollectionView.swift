import CollectionModel

/// A view that shows a collection of elements placed by a layout (Apple: AppKit ›
/// NSCollectionView), modelled for what a layout sees of it:
///
/// - It is flipped: y grows downward, the first item at the top left (Apple: NSCollectionViewFlowLayout,
///   "the first item in the top-left corner"); as a scroll view's document view it is sized to the
///   layout's content, and its visible rectangle is what the clip view shows.
/// - A layout pass: when invalidated, `prepare()` then `collectionViewContentSize`, then
///   `layoutAttributesForElements(in:)` for the visible rectangle (Apple: NSCollectionViewLayout ›
///   prepare(), collectionViewContentSize).
/// - Scrolling (the clip view moving) asks the layout `shouldInvalidateLayout(forBoundsChange:)`
///   with the new visible rectangle while the old one is still shown, and invalidates it with
///   `invalidationContext(forBoundsChange:)` when it says yes (Apple: shouldInvalidateLayout(forBoundsChange:)).
/// - A click selects the item under it when the collection view is selectable, and a click away
///   from every item empties the selection (``mouseDown(with:)``).
/// - Batch updates validate the counts, invalidate the data source counts, prepare, hand the
///   layout the update items, ask the supplementary and decoration views to insert and delete and
///   the appearing and disappearing attributes of every element, each through its category's hook
///   (``lastUpdateEnds`` and ``lastElementChanges`` keep the answers), and where the content goes
///   (Apple: targetContentOffset(forProposedContentOffset:), "after layout updates"), then finalize (Apple:
///   performBatchUpdates(_:completionHandler:)), with or without a completion handler. A batch
///   update is "a single animated operation" (Apple: performBatchUpdates(_:completionHandler:)), so
///   the layout is prepared for an animated bounds change after the update items and finalized
///   after the updates (Apple: NSCollectionViewLayout › prepare(forAnimatedBoundsChange:), "It also
///   calls this method before the animated insertion or deletion of items"; finalizeAnimatedBoundsChange());
///   the model shows the result without animating it.
@MainActor
open class NSCollectionView: NSView, ClipViewObserver, ScrollTargeting {
    public typealias SupplementaryElementKind = String
    public typealias DecorationElementKind = String
    /// Apple: NSCollectionView.UpdateAction.
    public enum UpdateAction: Int, Sendable { case insert, delete, reload, move, none }

    open var collectionViewLayout: NSCollectionViewLayout? {
        didSet { install(oldValue) }
    }
    public weak var dataSource: (any NSCollectionViewDataSource)? {
        didSet { reloadData() }
    }
    public weak var delegate: (any NSCollectionViewDelegate)?
    override open var isFlipped: Bool { true }
    /// Whether a click selects items (Apple: isSelectable, false by default).
    open var isSelectable = false
    /// Whether a click away from every item leaves nothing selected (Apple: allowsEmptySelection,
    /// true by default).
    open var allowsEmptySelection = true
    /// The items selected (Apple: selectionIndexPaths, "updated automatically when the user selects
    /// items interactively"; an index path that names no item raises).
    open var selectionIndexPaths: Set<IndexPath> = [] {
        didSet {
            for indexPath in selectionIndexPaths where indexPath.count != 2 || indexPath[1] < 0 || indexPath[1] >= numberOfItems(inSection: indexPath[0]) {
                PlatformFaults.raise("selectionIndexPaths: \(indexPath) refers to no item of the data source")
            }
        }
    }

    var knownCounts: [Int]?
    var layoutIsValid = false
    private var batch: BatchRecorder?
    /// What the layout answered, at the last batch update, for where each element shown before
    /// ends and each element shown after starts, when it answered (model only).
    package internal(set) var lastUpdateEnds: [UpdateEnd: NSCollectionViewLayoutAttributes] = [:]
    /// What the layout answered, at the last batch update, for the supplementary and decoration
    /// views to insert and delete, by "insert|delete supplementary|decoration <kind>" (model only).
    public internal(set) var lastElementChanges: [String: Set<IndexPath>] = [:]
    /// The views on screen, by element.
    var visibleViews: [ViewKey: NSView] = [:]
    /// The items whose views are on screen, by element.
    var shownItems: [ViewKey: NSCollectionViewItem] = [:]
    /// The attributes each view on screen was given last, by element.
    var shownAttributes: [ViewKey: NSCollectionViewLayoutAttributes] = [:]

    open var numberOfSections: Int { counts.count }

    open func numberOfItems(inSection section: Int) -> Int {
        counts.indices.contains(section) ? counts[section] : 0
    }

    var counts: [Int] {
        if let knownCounts { return knownCounts }
        let read = readCounts()
        knownCounts = read
        return read
    }

    func readCounts() -> [Int] {
        guard let dataSource else { return [] }
        return (0..<dataSource.numberOfSections(in: self)).map { dataSource.collectionView(self, numberOfItemsInSection: $0) }
    }

    open func reloadData() {
        knownCounts = nil
        invalidate(everything: true)
    }

    /// The decoration views of `kind` on screen, by index path (model only).
    public func decorationViews(ofKind kind: String) -> [IndexPath: NSView] {
        Dictionary(uniqueKeysWithValues: visibleViews.filter { $0.key.category == .decorationView && $0.key.kind == kind }
            .map { ($0.key.indexPath, $0.value) })
    }

    /// The frames shown for the items, by index path (model only).
    public var itemFrames: [IndexPath: NSRect] {
        Dictionary(uniqueKeysWithValues: shownAttributes.filter { $0.key.category == .cell }.map { ($0.key.indexPath, $0.value.frame) })
    }

    /// The frames shown for the supplementary views of `kind`, by index path (model only).
    public func supplementaryFrames(ofKind kind: String) -> [IndexPath: NSRect] {
        Dictionary(uniqueKeysWithValues: shownAttributes.filter { $0.key.category == .supplementaryView && $0.key.kind == kind }
            .map { ($0.key.indexPath, $0.value.frame) })
    }

    func clipView(_ clipView: NSClipView, willMoveBoundsTo newBounds: NSRect) {
        guard let layout = collectionViewLayout else { return }
        let next = newBounds.intersection(bounds)
        if layout.shouldInvalidateLayout(forBoundsChange: next) {
            layout.invalidateLayout(with: layout.invalidationContext(forBoundsChange: next))
        }
    }

    /// The layout's choice (Apple: targetContentOffset(forProposedContentOffset:withScrollingVelocity:)).
    func scrollTarget(forProposed proposed: NSPoint, velocity: NSPoint) -> NSPoint {
        collectionViewLayout?.targetContentOffset(forProposedContentOffset: proposed, withScrollingVelocity: velocity) ?? proposed
    }

    func layoutWasInvalidated(with context: NSCollectionViewLayoutInvalidationContext) {
        layoutIsValid = false
        needsLayout = true
    }

    override open func layout() {
        super.layout()
        layoutPass()
    }

    /// Prepares the layout when it was invalidated and sizes the view to its content.
    func validateLayout() {
        guard !layoutIsValid, let layout = collectionViewLayout else { return }
        _ = counts
        layoutIsValid = true
        layout.prepare()
        let size = layout.collectionViewContentSize
        if let clip = superview as? NSClipView {
            frame.size = NSSize(width: max(size.width, clip.bounds.width), height: max(size.height, clip.bounds.height))
        }
    }

    /// Shows a view per element, each told its attributes when they changed; each item shown
    /// for the first time or resized is measured (``measure(_:with:)``).
    ///
    /// - Returns: true when an item's preferred attributes invalidated the layout.
    @discardableResult
    func show(_ attributes: [NSCollectionViewLayoutAttributes]) -> Bool {
        var wanted: [ViewKey: NSCollectionViewLayoutAttributes] = [:]
        for given in attributes where given.frame.intersects(visibleRect) { wanted[ViewKey(given)] = given }
        if let layout = collectionViewLayout { checkAnswers(wanted, of: layout) }
        for key in visibleViews.keys where wanted[key] == nil {
            visibleViews.removeValue(forKey: key)?.removeFromSuperview()
            (shownAttributes[key], shownItems[key]) = (nil, nil)
        }
        var invalidated = false
        for key in wanted.keys.sorted(by: { $0.indexPath < $1.indexPath }) {
            guard let given = wanted[key] else { continue }
            let resized = shownAttributes[key]?.size != given.size
            let view = visibleViews[key] ?? makeView(for: key)
            view.frame = given.frame
            view.alphaValue = given.alpha
            view.isHidden = given.isHidden
            if !(shownAttributes[key]?.isEqual(given) ?? false) { (shownItems[key] ?? view as? NSCollectionViewElement)?.apply(given) }
            shownAttributes[key] = given.copy() as? NSCollectionViewLayoutAttributes
            if resized, let item = shownItems[key] { invalidated = measure(item, with: given) || invalidated }
        }
        return invalidated
    }

    /// A view for the element `key`: an item's from the data source, a decoration view of the
    /// layout's registered class.
    private func makeView(for key: ViewKey) -> NSView {
        let view: NSView
        switch key.category {
        case .cell:
            let item = dataSource?.collectionView(self, itemForRepresentedObjectAt: key.indexPath) ?? NSCollectionViewItem()
            shownItems[key] = item
            view = item.view
        case .decorationView:
            view = (collectionViewLayout?.decorationClasses[key.kind ?? ""] ?? NSView.self).init(frame: .zero)
        case .supplementaryView:
            view = NSView(frame: .zero)
        }
        visibleViews[key] = view
        addSubview(view)
        return view
    }

    /// Invalidates the layout as AppKit does for a new layout, a new data source or new counts.
    func invalidate(everything: Bool) {
        guard let layout = collectionViewLayout else { return }
        let context = layout.newInvalidationContext()
        (context.invalidateEverything, context.invalidateDataSourceCounts) = (everything, true)
        layout.invalidateLayout(with: context)
    }

    /// A new layout: the old one is told it goes, the new one that it comes, invalidated with
    /// everything (Apple: collectionViewLayout; prepareForTransition(to:), prepareForTransition(from:),
    /// finalizeLayoutTransition()).
    private func install(_ old: NSCollectionViewLayout?) {
        guard let layout = collectionViewLayout, layout !== old else { return }
        layout.collectionView = self
        if let old {
            old.prepareForTransition(to: layout)
            layout.prepareForTransition(from: old)
        }
        invalidate(everything: true)
        layoutSubtreeIfNeeded()
        old?.finalizeLayoutTransition()
        if old != nil { layout.finalizeLayoutTransition() }
        if old?.collectionView === self { old?.collectionView = nil }
    }

    open func performBatchUpdates(_ updates: (() -> Void)?, completionHandler: ((Bool) -> Void)? = nil) {
        let outermost = batch == nil
        if outermost { batch = BatchRecorder() }
        updates?()
        guard outermost, let changes = batch else { return }
        batch = nil
        let applied = apply(changes)  // applied whether or not there is a handler to tell
        completionHandler?(applied)
    }

    public func insertSections(_ sections: IndexSet) { record { $0.insertedSections += sections } }
    public func deleteSections(_ sections: IndexSet) { record { $0.deletedSections += sections } }
    public func moveSection(_ section: Int, toSection newSection: Int) { record { $0.movedSections.append((section, newSection)) } }
    public func insertItems(at indexPaths: Set<IndexPath>) { record { $0.insertedItems += indexPaths } }
    public func deleteItems(at indexPaths: Set<IndexPath>) { record { $0.deletedItems += indexPaths } }
    public func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) { record { $0.movedItems.append((indexPath, newIndexPath)) } }
    /// Apple: NSCollectionView › reloadSections(_:), reloadItems(at:): part of a batch update
    /// when called inside `performBatchUpdates`.
    public func reloadSections(_ sections: IndexSet) { record { $0.reloadedSections += sections } }
    public func reloadItems(at indexPaths: Set<IndexPath>) { record { $0.reloadedItems += indexPaths } }

    private func record(_ change: (inout BatchRecorder) -> Void) {
        if batch != nil {
            change(&batch!)
        } else {
            var single = BatchRecorder()
            change(&single)
            _ = apply(single)
        }
    }

    /// Applies the changes in AppKit's order; false (and a reload) when the counts do not add up.
    private func apply(_ changes: BatchRecorder) -> Bool {
        let countsAfter = readCounts()
        guard let layout = collectionViewLayout, UpdateMapper(changes, countsBefore: counts, countsAfter: countsAfter) != nil else {
            reloadData()
            return false
        }
        let shownBefore = Array(visibleViews.keys)
        invalidate(everything: false)
        knownCounts = countsAfter
        validateLayout()
        layout.prepare(forCollectionViewUpdates: changes.appKitUpdateItems())
        layout.prepare(forAnimatedBoundsChange: bounds)
        lastElementChanges = [:]
        for kind in Set(shownBefore.filter { $0.category == .supplementaryView }.compactMap(\.kind)).sorted() {
            lastElementChanges["insert supplementary " + kind] = layout.indexPathsToInsertForSupplementaryView(ofKind: kind)
            lastElementChanges["delete supplementary " + kind] = layout.indexPathsToDeleteForSupplementaryView(ofKind: kind)
        }
        let decorationKinds = Set(layout.decorationClasses.keys).union(shownBefore.filter { $0.category == .decorationView }.compactMap(\.kind))
        for kind in decorationKinds.sorted() {
            lastElementChanges["insert decoration " + kind] = layout.indexPathsToInsertForDecorationView(ofKind: kind)
            lastElementChanges["delete decoration " + kind] = layout.indexPathsToDeleteForDecorationView(ofKind: kind)
        }
        let proposed = enclosingScrollView?.contentView.bounds.origin ?? .zero
        if let clip = enclosingScrollView?.contentView {
            let target = layout.targetContentOffset(forProposedContentOffset: proposed)
            if target != proposed { clip.scroll(to: target) }
        }
        lastUpdateEnds = [:]
        for key in shownBefore { lastUpdateEnds[UpdateEnd(key: key, appearing: false)] = layout.finalAttributes(forDisappearing: key) }
        let after = layout.layoutAttributesForElements(in: visibleRect)
        for key in after.map(ViewKey.init) { lastUpdateEnds[UpdateEnd(key: key, appearing: true)] = layout.initialAttributes(forAppearing: key) }
        layout.finalizeCollectionViewUpdates()
        layout.finalizeAnimatedBoundsChange()
        show(after)
        return true
    }
}

extension ViewKey {
    /// The element `attributes` describe.
    @MainActor
    init(_ attributes: NSCollectionViewLayoutAttributes) {
        let slot: ElementSlot = switch attributes.representedElementCategory {
        case .supplementaryView: .supplementaryView
        case .decorationView: .decorationView
        default: .cell
        }
        self.init(category: slot, kind: attributes.representedElementKind, indexPath: attributes.indexPath ?? IndexPath())
    }
}

extension BatchRecorder {
    /// The update items a layout receives: deletes, inserts, moves; a section's item `NSNotFound`.
    @MainActor
    func appKitUpdateItems() -> [NSCollectionViewUpdateItem] {
        func section(_ index: Int) -> IndexPath { IndexPath(indexes: [index, NSNotFound]) }
        var items: [NSCollectionViewUpdateItem] = []
        items += deletedSections.sorted(by: >).map { .init(action: .delete, before: section($0), after: nil) }
        items += deletedItems.sorted(by: >).map { .init(action: .delete, before: $0, after: nil) }
        items += insertedSections.sorted().map { .init(action: .insert, before: nil, after: section($0)) }
        items += insertedItems.sorted().map { .init(action: .insert, before: nil, after: $0) }
        items += movedSections.map { .init(action: .move, before: section($0.from), after: section($0.to)) }
        items += movedItems.map { .init(action: .move, before: $0.from, after: $0.to) }
        return items
    }
}
