import CollectionModel

/// Selection, as the user and the app make it (Apple: UICollectionView › Selecting cells):
///
/// - A tap on an item (`tapItem(at:)`, model only) lands on the cell a view hit test finds: one
///   shown, drawn under the point through its transform, the one in front first
///   (UIView+HitTesting.swift); when `allowsSelection`, it selects that item,
///   replacing the selection unless `allowsMultipleSelection`, and tells the delegate
///   `collectionView(_:didSelectItemAt:)` (Apple: "The collection view calls this method when the
///   user successfully selects an item").
/// - `selectItem(at:animated:scrollPosition:)` and `deselectItem(at:animated:)` change the
///   selection without telling the delegate (Apple: "This method doesn't cause any
///   selection-related delegate methods to be called").
/// - Selecting an index path with no item raises, as UIKit's range check does.
extension UICollectionView {
    /// Apple: ScrollPosition (the model does not scroll to a selection).
    public struct ScrollPosition: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
    }

    /// The selected items, sorted (Apple: indexPathsForSelectedItems, "If there are no selected
    /// items, the value of this property is nil").
    public var indexPathsForSelectedItems: [IndexPath]? {
        selectedItems.isEmpty ? nil : selectedItems.sorted()
    }

    /// The item whose cell on screen contains `point` (content coordinates), the one in front
    /// when cells overlap (Apple: indexPathForItem(at:)).
    public func indexPathForItem(at point: CGPoint) -> IndexPath? {
        visibleCells.filter { $0.frame.contains(point) }
            .max { ($0.appliedAttributes?.zIndex ?? 0) < ($1.appliedAttributes?.zIndex ?? 0) }?
            .appliedAttributes?.indexPath
    }

    public func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        guard let indexPath else {
            selectedItems = []
            return
        }
        guard hasItem(at: indexPath) else {
            PlatformFaults.raise("attempt to select an item at an invalid index path: \(indexPath)")
            return
        }
        if !allowsMultipleSelection { selectedItems = [] }
        selectedItems.insert(indexPath)
    }

    public func deselectItem(at indexPath: IndexPath, animated: Bool) {
        selectedItems.remove(indexPath)
    }

    /// A user's tap at `point` (content coordinates), selecting the item there (model only). The
    /// collection view's tap recognizers see it first, each asking its delegate whether to begin;
    /// one that recognizes it and cancels the touches in the view (the default) takes the tap
    /// from the cells, which select nothing.
    public func tapItem(at point: CGPoint) {
        var cancelled = false
        for tap in (gestureRecognizers ?? []).compactMap({ $0 as? UITapGestureRecognizer }) {
            tap.touchLocations = [point]
            if tap.delegate?.gestureRecognizerShouldBegin(tap) ?? true {
                tap.state = .ended
                cancelled = cancelled || tap.cancelsTouchesInView
            }
            tap.touchLocations = []
            tap.state = .possible
        }
        guard !cancelled else { return }
        let hit = visibleCells.filter { $0.isHitTestable && $0.drawnBoundsContain(point) }
            .max { ($0.appliedAttributes?.zIndex ?? 0) < ($1.appliedAttributes?.zIndex ?? 0) }
        guard allowsSelection, let indexPath = hit?.appliedAttributes?.indexPath else { return }
        if !allowsMultipleSelection { selectedItems = [] }
        selectedItems.insert(indexPath)
        delegate?.collectionView(self, didSelectItemAt: indexPath)
    }

    private func hasItem(at indexPath: IndexPath) -> Bool {
        indexPath.count == 2 && indexPath[1] >= 0 && indexPath[1] < numberOfItems(inSection: indexPath[0])
    }
}
