import CollectionModel

/// A scroll view that shows a collection of elements placed by a layout (Apple: UIKit ›
/// UICollectionView), modelled for what a layout sees of it:
///
/// - It knows the item counts it last read from its data source and reads them again after
///   `reloadData()` or a batch update (Apple: numberOfItems(inSection:)).
/// - A layout pass (`layoutSubviews`): when the layout was invalidated, the content offset
///   adjustment of the contexts is applied, `prepare()` is called, then
///   `collectionViewContentSize`; then `layoutAttributesForElements(in:)` for the visible bounds,
///   and a view per element, reused by reuse identifier (Apple: UICollectionViewLayout › prepare(),
///   "the first message at every layout update"; layoutAttributesForElements(in:)).
/// - Each change of the bounds (a scroll, a new size) asks the layout
///   `shouldInvalidateLayout(forBoundsChange:)` while the bounds are still the old ones, then
///   invalidates it with `invalidationContext(forBoundsChange:)` when it says yes (Apple:
///   shouldInvalidateLayout(forBoundsChange:), invalidationContext(forBoundsChange:)).
/// - A cell is asked `preferredLayoutAttributesFitting(_:)` when it is shown or its size changes;
///   when its answer differs, the layout is asked `shouldInvalidateLayout(forPreferredLayoutAttributes:withOriginalAttributes:)`
///   and then invalidated with `invalidationContext(forPreferredLayoutAttributes:withOriginalAttributes:)`
///   (Apple: preferredLayoutAttributesFitting(_:)); cells off screen are never measured.
/// - Batch updates, interactive movement and layout transitions: see the extensions.
@MainActor
open class UICollectionView: UIScrollView {
    /// Apple: UICollectionView.ElementCategory.
    public enum ElementCategory: UInt, Sendable { case cell = 0, supplementaryView = 1, decorationView = 2 }
    public typealias LayoutInteractiveTransitionCompletion = (Bool, Bool) -> Void

    /// The layout; setting it changes layouts without animation (Apple: collectionViewLayout).
    open var collectionViewLayout: UICollectionViewLayout {
        get { installedLayout }
        set { setCollectionViewLayout(newValue, animated: false) }
    }
    public weak var dataSource: (any UICollectionViewDataSource)? {
        didSet { reloadData() }
    }
    public weak var delegate: (any UICollectionViewDelegate)?
    /// Whether a tap selects an item (Apple: allowsSelection).
    public var allowsSelection = true
    /// Whether a tap adds to the selection instead of replacing it (Apple: allowsMultipleSelection).
    public var allowsMultipleSelection = false
    var selectedItems: Set<IndexPath> = []

    var installedLayout: UICollectionViewLayout
    /// The item counts the view knows, or `nil` until it reads them.
    var knownCounts: [Int]?
    var layoutIsValid = false
    var pendingOffsetAdjustment = CGPoint.zero
    /// Which elements on screen the next layout pass refreshes (see ``RefreshScope``).
    var refreshScope = RefreshScope.everything
    var visibleViews: [ViewKey: UICollectionReusableView] = [:]
    var reuseQueues: [String: [UICollectionReusableView]] = [:]
    var cellClasses: [String: UICollectionViewCell.Type] = [:]
    var supplementaryClasses: [String: UICollectionReusableView.Type] = [:]
    var batch: BatchRecorder?
    var movement: InteractiveMovement?
    var interactiveTransition: InteractiveTransition?
    /// What the layout answered, at the last batch update, for the supplementary and decoration
    /// views to insert and delete, by "insert|delete supplementary|decoration <kind>" (model only).
    public internal(set) var lastElementChanges: [String: [IndexPath]] = [:]
    /// What the layout answered, at the last animated change, for where each element shown before
    /// ends and each element shown after starts, when it answered (model only).
    package internal(set) var lastUpdateEnds: [UpdateEnd: UICollectionViewLayoutAttributes] = [:]
    /// How many times the data was reloaded (model only).
    public internal(set) var dataReloads = 0
    /// The update items of each batch update performed, oldest first (model only).
    public internal(set) var performedUpdates: [[UICollectionViewUpdateItem]] = []
    /// The index paths of the cells asked for their preferred attributes, in order (model only).
    public internal(set) var measuredIndexPaths: [IndexPath] = []

    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
        installedLayout = layout
        super.init(frame: frame)
        layout.collectionView = self
        setNeedsLayout()
    }

    public required init(frame: CGRect) {
        installedLayout = UICollectionViewLayout()
        super.init(frame: frame)
        installedLayout.collectionView = self
    }

    open func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
        cellClasses[identifier] = cellClass as? UICollectionViewCell.Type
    }

    open func register(_ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String, withReuseIdentifier identifier: String) {
        supplementaryClasses[elementKind + "/" + identifier] = viewClass as? UICollectionReusableView.Type
    }

    /// Apple (dequeueReusableCell(withReuseIdentifier:for:)): "You must register a class or nib
    /// file using the register(_:forCellWithReuseIdentifier:) method before calling this method."
    open func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> UICollectionViewCell {
        if cellClasses[identifier] == nil {
            PlatformFaults.raise("could not dequeue a cell with identifier \(identifier) - must register a nib or a class")
        }
        return dequeue(identifier) { (cellClasses[identifier] ?? UICollectionViewCell.self).init(frame: .zero) } as? UICollectionViewCell
            ?? UICollectionViewCell(frame: .zero)
    }

    /// Apple (dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:)): register a class
    /// or nib for the kind and identifier "before calling this method".
    open func dequeueReusableSupplementaryView(ofKind elementKind: String, withReuseIdentifier identifier: String,
                                               for indexPath: IndexPath) -> UICollectionReusableView {
        let key = elementKind + "/" + identifier
        if supplementaryClasses[key] == nil {
            PlatformFaults.raise("could not dequeue a view of kind \(elementKind) with identifier \(identifier) - must register a nib or a class")
        }
        return dequeue(key) { (supplementaryClasses[key] ?? UICollectionReusableView.self).init(frame: .zero) }
    }

    /// A view from the reuse queue of `identifier` (told `prepareForReuse()`), or a new one.
    func dequeue(_ identifier: String, make: () -> UICollectionReusableView) -> UICollectionReusableView {
        if let reused = reuseQueues[identifier]?.popLast() {
            reused.prepareForReuse()
            return reused
        }
        let made = make()
        made.reuseIdentifier = identifier
        return made
    }

    open var numberOfSections: Int { counts.count }

    open func numberOfItems(inSection section: Int) -> Int {
        counts.indices.contains(section) ? counts[section] : 0
    }

    /// The counts the view knows, read from the data source the first time.
    var counts: [Int] {
        if let knownCounts { return knownCounts }
        let read = readCounts()
        knownCounts = read
        return read
    }

    /// The data source's counts now.
    func readCounts() -> [Int] {
        guard let dataSource else { return [] }
        return (0..<dataSource.numberOfSections(in: self)).map { dataSource.collectionView(self, numberOfItemsInSection: $0) }
    }

    /// Apple: reloadData() — the counts are read again, the views dropped, and the layout is
    /// invalidated with everything and the data source counts.
    open func reloadData() {
        dataReloads += 1
        knownCounts = nil
        for view in visibleViews.values { view.removeFromSuperview() }
        visibleViews = [:]
        let context = installedLayout.newInvalidationContext()
        (context.invalidateEverything, context.invalidateDataSourceCounts) = (true, true)
        installedLayout.invalidateLayout(with: context)
    }

    open func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? {
        visibleViews[ViewKey(category: .cell, kind: nil, indexPath: indexPath)] as? UICollectionViewCell
    }

    open func supplementaryView(forElementKind elementKind: String, at indexPath: IndexPath) -> UICollectionReusableView? {
        visibleViews[ViewKey(category: .supplementaryView, kind: elementKind, indexPath: indexPath)]
    }

    open var visibleCells: [UICollectionViewCell] { visibleViews.values.compactMap { $0 as? UICollectionViewCell } }

    open var indexPathsForVisibleItems: [IndexPath] {
        visibleViews.keys.filter { $0.category == .cell }.map(\.indexPath).sorted()
    }

    /// The decoration views of `kind` on screen, by index path (model only).
    public func decorationViews(ofKind kind: String) -> [IndexPath: UICollectionReusableView] {
        Dictionary(uniqueKeysWithValues: visibleViews.filter { $0.key.category == .decorationView && $0.key.kind == kind }
            .map { ($0.key.indexPath, $0.value) })
    }

    /// A scroll or a new size: the layout is asked, with the bounds before the change, whether
    /// the change invalidates it, and invalidated with its context when it does.
    ///
    /// A change of size inside an animation block is an animated bounds change (Apple:
    /// prepare(forAnimatedBoundsChange:), "called when the bounds change inside an animation block,
    /// before the cells are shown in the new bounds"): the layout is prepared for the new bounds,
    /// told `prepare(forAnimatedBoundsChange:)` with the old ones, the elements on screen before
    /// and after are animated through the disappearing and appearing hooks, then
    /// `finalizeAnimatedBoundsChange()`, all inside the block.
    override open var bounds: CGRect {
        get { super.bounds }
        set {
            let old = super.bounds
            guard newValue != old else { return }
            let layout = installedLayout
            if layout.shouldInvalidateLayout(forBoundsChange: newValue) {
                layout.invalidateLayout(with: layout.invalidationContext(forBoundsChange: newValue))
            }
            super.bounds = newValue
            setNeedsLayout()
            guard AnimationBlock.current != nil, newValue.size != old.size else { return }
            validateLayout()
            layout.prepare(forAnimatedBoundsChange: old)
            let leaving = animate(from: visibleViews, to: visibleAttributes(), layout: layout) { $0 }
            layout.finalizeAnimatedBoundsChange()
            AnimationBlock.current?.whenFinished { for view in leaving { view.removeFromSuperview() } }
        }
    }

    override open func layoutSubviews() {
        super.layoutSubviews()
        layoutPass()
    }

    /// Where a fling stops: the layout's target for the proposal and the velocity, in points per
    /// millisecond, the scroll view's unit (Apple: UIScrollViewDelegate ›
    /// scrollViewWillEndDragging(_:withVelocity:targetContentOffset:); see Docs/UIKit.md on the
    /// layout method's page, which says points per second).
    override open func targetOffset(afterDragWithVelocity velocity: CGPoint, proposed: CGPoint) -> CGPoint {
        installedLayout.targetContentOffset(forProposedContentOffset: proposed, withScrollingVelocity: velocity)
    }

    /// The layout (or one of the layouts of a transition under way) was invalidated: the view
    /// lays out again at the next frame, refreshing what the context names, and applies the
    /// content offset adjustment then.
    func layoutWasInvalidated(_ layout: UICollectionViewLayout, with context: UICollectionViewLayoutInvalidationContext) {
        layoutIsValid = false
        refreshScope = refreshScope.adding(context)
        pendingOffsetAdjustment.x += context.contentOffsetAdjustment.x
        pendingOffsetAdjustment.y += context.contentOffsetAdjustment.y
        setNeedsLayout()
    }
}
