import CollectionModel

/// The layout pass: prepare when invalidated, query the visible bounds, show a view per element,
/// and measure the cells shown (self-sizing) until their sizes hold.
extension UICollectionView {
    /// The most rounds of measuring in one pass.
    static let selfSizingRounds = 8

    /// Prepares if needed and shows what is visible, measuring the cells shown, round after round
    /// while measurements invalidate the layout. UIKit lays the view out again for as long as its
    /// layout is invalidated (Apple: UIView › setNeedsLayout(), layoutSubviews();
    /// UICollectionReusableView › preferredLayoutAttributesFitting(_:)), so sizes that never settle
    /// keep it laying out: after ``selfSizingRounds`` rounds the model raises that as a fault
    /// instead of stopping silently.
    func layoutPass() {
        defer { refreshScope = .nothing }
        for _ in 0..<Self.selfSizingRounds {
            validateLayout()
            if !show(visibleAttributes(), measuring: true) { return }
        }
        PlatformFaults.raise(
            "self-sizing never settles: the cells' preferred attributes invalidated the layout \(Self.selfSizingRounds) times in one pass")
    }

    /// Prepares the layout when it was invalidated: the content offset adjustment first, then
    /// `prepare()` and `collectionViewContentSize`.
    func validateLayout() {
        guard !layoutIsValid else { return }
        _ = counts
        layoutIsValid = true
        if pendingOffsetAdjustment != .zero {
            let adjusted = CGPoint(x: contentOffset.x + pendingOffsetAdjustment.x, y: contentOffset.y + pendingOffsetAdjustment.y)
            pendingOffsetAdjustment = .zero
            moveBoundsOriginQuietly(to: adjusted)
        }
        installedLayout.prepare()
        contentSize = installedLayout.collectionViewContentSize
    }

    /// The layout's answers for the visible bounds, checked as UIKit checks them
    /// (``checkAnswers(_:of:)``), the item being moved interactively answered by
    /// `layoutAttributesForInteractivelyMovingItem(at:withTargetPosition:)`.
    func visibleAttributes() -> [ViewKey: UICollectionViewLayoutAttributes] {
        var found: [ViewKey: UICollectionViewLayoutAttributes] = [:]
        let visible = acrossFlip(bounds)
        for attributes in installedLayout.layoutAttributesForElements(in: visible) ?? [] where attributes.frame.intersects(visible) {
            found[ViewKey(attributes)] = attributes
        }
        checkAnswers(found, of: installedLayout)
        if let movement {
            let moving = installedLayout.layoutAttributesForInteractivelyMovingItem(at: movement.target, withTargetPosition: movement.position)
            found[ViewKey(moving)] = moving
        }
        return found
    }

    /// Shows `attributes`: a view per element (the others go back to the reuse queues), each new
    /// one given its attributes, and each one already shown that ``refreshScope`` refreshes. When
    /// `measuring`, each cell just dequeued for its item, or whose size changed, is asked for its
    /// preferred attributes.
    ///
    /// - Returns: true when a cell's preferred attributes invalidated the layout.
    @discardableResult
    func show(_ attributes: [ViewKey: UICollectionViewLayoutAttributes], measuring: Bool) -> Bool {
        for (key, view) in visibleViews where attributes[key] == nil {
            view.removeFromSuperview()
            visibleViews[key] = nil
            if let identifier = view.reuseIdentifier { reuseQueues[identifier, default: []].append(view) }
        }
        var invalidated = false
        for key in attributes.keys.sorted(by: { $0.indexPath < $1.indexPath }) {
            guard let given = attributes[key] else { continue }
            let shownBefore = visibleViews[key]
            if shownBefore != nil, !refreshScope.refreshes(key) { continue }
            let view = shownBefore ?? makeView(for: key)
            let resized = shownBefore == nil || view.appliedAttributes?.size != given.size
            apply(given, to: view)
            if measuring, resized, key.category == .cell, let cell = view as? UICollectionViewCell {
                invalidated = measure(cell, with: given) || invalidated
            }
        }
        return invalidated
    }

    /// Gives `view` its attributes (frame, alpha, transform, hidden), and calls `apply(_:)` when
    /// they differ from the last ones applied. The frame is flipped when the layout is
    /// (``flipsLayout``).
    func apply(_ attributes: UICollectionViewLayoutAttributes, to view: UICollectionReusableView) {
        view.frame = acrossFlip(attributes.frame)
        view.alpha = attributes.alpha
        view.isHidden = attributes.isHidden
        view.transform3D = attributes.transform3D
        if !(view.appliedAttributes?.isEqual(attributes) ?? false) {
            view.apply(attributes)
            view.appliedAttributes = attributes.copy() as? UICollectionViewLayoutAttributes
        }
    }

    /// Asks `cell` its preferred attributes; when they differ, offers them to the layout.
    private func measure(_ cell: UICollectionViewCell, with given: UICollectionViewLayoutAttributes) -> Bool {
        measuredIndexPaths.append(given.indexPath)
        guard let original = given.copy() as? UICollectionViewLayoutAttributes else { return false }
        let preferred = cell.preferredLayoutAttributesFitting(original)
        let layout = installedLayout
        guard !preferred.isEqual(given), layout.shouldInvalidateLayout(forPreferredLayoutAttributes: preferred, withOriginalAttributes: given) else {
            return false
        }
        layout.invalidateLayout(with: layout.invalidationContext(forPreferredLayoutAttributes: preferred, withOriginalAttributes: given))
        return true
    }

    /// A view for the element `key`: from the data source for cells and supplementary views, from
    /// the layout's registered class for decoration views.
    func makeView(for key: ViewKey) -> UICollectionReusableView {
        let view: UICollectionReusableView
        switch key.category {
        case .cell:
            view = dataSource?.collectionView(self, cellForItemAt: key.indexPath) ?? UICollectionViewCell(frame: .zero)
        case .supplementaryView:
            view = dataSource?.collectionView(self, viewForSupplementaryElementOfKind: key.kind ?? "", at: key.indexPath)
                ?? UICollectionReusableView(frame: .zero)
        case .decorationView:
            let kind = key.kind ?? ""
            view = dequeue("decoration/" + kind) { (installedLayout.decorationClasses[kind] ?? UICollectionReusableView.self).init(frame: .zero) }
        }
        visibleViews[key] = view
        addSubview(view)
        return view
    }
}
