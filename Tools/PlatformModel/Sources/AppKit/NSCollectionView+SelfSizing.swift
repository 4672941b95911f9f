import CollectionModel

/// Items that size themselves (Apple: NSCollectionViewElement › preferredLayoutAttributesFitting(_:);
/// NSCollectionViewLayout › shouldInvalidateLayout(forPreferredLayoutAttributes:withOriginalAttributes:),
/// invalidationContext(forPreferredLayoutAttributes:withOriginalAttributes:)): each item shown for
/// the first time, or given a new size, is asked its preferred attributes; when they differ and
/// the layout says so, the layout is invalidated with its context and the view lays out again,
/// for as long as its layout is invalidated (Apple: NSView › layout(), needsLayout). Sizes that
/// never settle keep it laying out: after ``selfSizingRounds`` rounds the model raises that as a
/// fault instead of stopping silently.
extension NSCollectionView {
    /// The most rounds of measuring in one pass.
    static let selfSizingRounds = 8

    /// Prepares if needed and shows what is visible, measuring the items shown, round after round
    /// while measurements invalidate the layout.
    func layoutPass() {
        for _ in 0..<Self.selfSizingRounds {
            validateLayout()
            if !show(collectionViewLayout?.layoutAttributesForElements(in: visibleRect) ?? []) { return }
        }
        PlatformFaults.raise(
            "self-sizing never settles: the items' preferred attributes invalidated the layout \(Self.selfSizingRounds) times in one pass")
    }

    /// Asks `item` its preferred attributes; when they differ, offers them to the layout.
    ///
    /// - Returns: true when they invalidated the layout.
    func measure(_ item: NSCollectionViewItem, with given: NSCollectionViewLayoutAttributes) -> Bool {
        guard let layout = collectionViewLayout, let original = given.copy() as? NSCollectionViewLayoutAttributes else { return false }
        let preferred = item.preferredLayoutAttributesFitting(original)
        guard !preferred.isEqual(given),
            layout.shouldInvalidateLayout(forPreferredLayoutAttributes: preferred, withOriginalAttributes: given)
        else { return false }
        layout.invalidateLayout(with: layout.invalidationContext(forPreferredLayoutAttributes: preferred, withOriginalAttributes: given))
        return true
    }
}
