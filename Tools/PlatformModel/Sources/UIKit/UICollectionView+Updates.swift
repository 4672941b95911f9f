import CollectionModel

/// Batch updates, as UIKit performs them (Apple: UICollectionView ›
/// performBatchUpdates(_:completion:); UICollectionViewLayout's update hooks):
///
/// 1. The changes made in the block are collected; the data source's new counts must add up
///    with them, or the update is invalid: UIKit reports "Invalid update" and reloads the data
///    (as recent iOS versions log it, "will perform reloadData", instead of raising).
/// 2. The layout is invalidated with `invalidateDataSourceCounts` (Apple: invalidateDataSourceCounts),
///    then in one layout pass: `prepare()`, `layoutAttributesForElements(in:)` for the visible
///    bounds, `prepare(forCollectionViewUpdates:)` with the update items (a section's named by an
///    item of `NSNotFound`), the index paths to insert and delete for every supplementary and
///    decoration kind, then `prepare(forAnimatedBoundsChange:)` with the bounds as they are
///    (Apple: prepare(forAnimatedBoundsChange:), called "before the animated insertion or deletion
///    of items"; prepare(forCollectionViewUpdates:) is "the first step in that process"), and
///    `targetContentOffset(forProposedContentOffset:)`.
/// 3. In an animation block: for every element on screen before, `finalLayoutAttributesFor...`
///    when it leaves (a `nil` answer fades it out where it is); for every element on screen
///    after, `initialLayoutAttributesFor...` (a `nil` answer: a new element fades in at its
///    place, a remaining one starts where it is); each animates to its new attributes. Then
///    `finalizeCollectionViewUpdates()` (Apple: "called inside an animation block") and
///    `finalizeAnimatedBoundsChange()`, the pair of the bounds hook.
///
/// The animation's duration is not documented; the model uses ``updateAnimationDuration``.
extension UICollectionView {
    /// How long a batch update animates, in seconds (a model choice).
    public static let updateAnimationDuration: TimeInterval = 0.3

    public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        let outermost = batch == nil
        if outermost { batch = BatchRecorder() }
        updates?()
        guard outermost, let changes = batch else { return }
        batch = nil
        apply(changes, completion: completion)
    }

    public func insertSections(_ sections: IndexSet) { record { $0.insertedSections += sections } }
    public func deleteSections(_ sections: IndexSet) { record { $0.deletedSections += sections } }
    public func reloadSections(_ sections: IndexSet) { record { $0.reloadedSections += sections } }
    public func moveSection(_ section: Int, toSection newSection: Int) { record { $0.movedSections.append((section, newSection)) } }
    public func insertItems(at indexPaths: [IndexPath]) { record { $0.insertedItems += indexPaths } }
    public func deleteItems(at indexPaths: [IndexPath]) { record { $0.deletedItems += indexPaths } }
    public func reloadItems(at indexPaths: [IndexPath]) { record { $0.reloadedItems += indexPaths } }
    public func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) { record { $0.movedItems.append((indexPath, newIndexPath)) } }

    /// The update reports, oldest first: "Invalid update" for each update whose counts did not
    /// add up (model only).
    public internal(set) static var invalidUpdateReports: [String] = []

    /// Records a change in the batch under way, or performs it as a batch of its own.
    private func record(_ change: (inout BatchRecorder) -> Void) {
        if batch != nil {
            change(&batch!)
        } else {
            var single = BatchRecorder()
            change(&single)
            apply(single, completion: nil)
        }
    }

    private func apply(_ changes: BatchRecorder, completion: ((Bool) -> Void)?) {
        let countsBefore = counts
        let countsAfter = readCounts()
        guard let mapper = UpdateMapper(changes, countsBefore: countsBefore, countsAfter: countsAfter) else {
            Self.invalidUpdateReports.append("Invalid update: counts \(countsBefore) -> \(countsAfter) - will perform reloadData")
            reloadData()
            completion?(false)
            return
        }
        let shownBefore = visibleViews
        let layout = installedLayout
        let context = layout.newInvalidationContext()
        context.invalidateDataSourceCounts = true
        layout.invalidateLayout(with: context)
        knownCounts = countsAfter
        validateLayout()
        _ = layout.layoutAttributesForElements(in: bounds)
        performedUpdates.append(changes.updateItems())
        layout.prepare(forCollectionViewUpdates: performedUpdates[performedUpdates.count - 1])
        askSupplementaryAndDecorationChanges(of: layout, shown: Array(shownBefore.keys))
        layout.prepare(forAnimatedBoundsChange: bounds)
        let target = layout.targetContentOffset(forProposedContentOffset: clamped(contentOffset))
        if target != contentOffset { contentOffset = target }
        validateLayout()
        var leaving: [UICollectionReusableView] = []
        UIView.animate(withDuration: Self.updateAnimationDuration, animations: {
            leaving = animate(from: shownBefore, to: visibleAttributes(), layout: layout) { key in
                mapper.reloaded.contains(key.indexPath) ? nil : mapper.keyAfter(key)
            }
            layout.finalizeCollectionViewUpdates()
            layout.finalizeAnimatedBoundsChange()
        }, completion: { finished in
            for view in leaving { view.removeFromSuperview() }
            completion?(finished)
        })
    }

    /// Asks the layout which supplementary and decoration views the update inserts and deletes,
    /// for every kind it shows or registered (Apple: indexPathsToInsertForSupplementaryView(ofKind:)
    /// and its three twins); the model animates what the layout shows, and keeps the answers.
    private func askSupplementaryAndDecorationChanges(of layout: UICollectionViewLayout, shown: [ViewKey]) {
        let supplementaryKinds = Set(shown.filter { $0.category == .supplementaryView }.compactMap(\.kind))
        let decorationKinds = Set(layout.decorationClasses.keys).union(shown.filter { $0.category == .decorationView }.compactMap(\.kind))
        lastElementChanges = [:]
        for kind in supplementaryKinds.sorted() {
            lastElementChanges["insert supplementary " + kind] = layout.indexPathsToInsertForSupplementaryView(ofKind: kind)
            lastElementChanges["delete supplementary " + kind] = layout.indexPathsToDeleteForSupplementaryView(ofKind: kind)
        }
        for kind in decorationKinds.sorted() {
            lastElementChanges["insert decoration " + kind] = layout.indexPathsToInsertForDecorationView(ofKind: kind)
            lastElementChanges["delete decoration " + kind] = layout.indexPathsToDeleteForDecorationView(ofKind: kind)
        }
    }

    /// The third step, inside the animation block: every element on screen before that leaves
    /// goes to its final attributes (then is removed), every element on screen after comes from
    /// its initial attributes to its new ones.
    ///
    /// - Parameter keyAfter: where an element before is after the change, `nil` when it leaves.
    /// - Returns: the views leaving, to remove when the animation ends.
    func animate(from shownBefore: [ViewKey: UICollectionReusableView], to after: [ViewKey: UICollectionViewLayoutAttributes],
                 layout: UICollectionViewLayout, keyAfter: (ViewKey) -> ViewKey?) -> [UICollectionReusableView] {
        visibleViews = [:]
        lastUpdateEnds = [:]
        var leaving: [UICollectionReusableView] = []
        for (key, view) in shownBefore.sorted(by: { $0.key.indexPath < $1.key.indexPath }) {
            if let next = keyAfter(key), after[next] != nil {
                visibleViews[next] = view
                continue
            }
            let answered = finalAttributes(of: key, in: layout)
            lastUpdateEnds[UpdateEnd(key: key, appearing: false)] = answered
            let final = answered?.copy() as? UICollectionViewLayoutAttributes ?? fadedCopy(of: view.appliedAttributes)
            if let final { apply(final, to: view) }
            leaving.append(view)
        }
        for (key, attributes) in after.sorted(by: { $0.key.indexPath < $1.key.indexPath }) {
            let existing = visibleViews[key]
            let view = existing ?? makeView(for: key)
            let answered = initialAttributes(of: key, in: layout)
            lastUpdateEnds[UpdateEnd(key: key, appearing: true)] = answered
            let initial = answered ?? (existing == nil ? fadedCopy(of: attributes) : nil)
            if let initial { UIView.performWithoutAnimation { apply(initial, to: view) } }
            apply(attributes, to: view)
        }
        return leaving
    }

    private func fadedCopy(of attributes: UICollectionViewLayoutAttributes?) -> UICollectionViewLayoutAttributes? {
        let faded = attributes?.copy() as? UICollectionViewLayoutAttributes
        faded?.alpha = 0
        return faded
    }

    func initialAttributes(of key: ViewKey, in layout: UICollectionViewLayout) -> UICollectionViewLayoutAttributes? {
        switch key.category {
        case .cell: layout.initialLayoutAttributesForAppearingItem(at: key.indexPath)
        case .supplementaryView: layout.initialLayoutAttributesForAppearingSupplementaryElement(ofKind: key.kind ?? "", at: key.indexPath)
        case .decorationView: layout.initialLayoutAttributesForAppearingDecorationElement(ofKind: key.kind ?? "", at: key.indexPath)
        }
    }

    func finalAttributes(of key: ViewKey, in layout: UICollectionViewLayout) -> UICollectionViewLayoutAttributes? {
        switch key.category {
        case .cell: layout.finalLayoutAttributesForDisappearingItem(at: key.indexPath)
        case .supplementaryView: layout.finalLayoutAttributesForDisappearingSupplementaryElement(ofKind: key.kind ?? "", at: key.indexPath)
        case .decorationView: layout.finalLayoutAttributesForDisappearingDecorationElement(ofKind: key.kind ?? "", at: key.indexPath)
        }
    }
}
