import CollectionModel

/// Clicks on a collection view: the press selects (Apple: NSCollectionView › isSelectable,
/// selectionIndexPaths; NSResponder › mouseDown(with:)). The model selects one item at a time,
/// as a click without modifier keys does.
extension NSCollectionView {
    /// The item whose frame on screen holds `point` (collection view coordinates), the topmost
    /// when frames overlap (Apple: indexPathForItem(at:)).
    public func indexPathForItem(at point: NSPoint) -> IndexPath? {
        shownAttributes.filter { $0.key.category == .cell && $0.value.frame.contains(point) }
            .max { ($0.value.zIndex, $1.key.indexPath) < ($1.value.zIndex, $0.key.indexPath) }?.key.indexPath
    }

    /// A press of the left button: when the collection view is selectable, the item under it
    /// becomes the selection, or, away from every item, the selection empties when it may.
    public func mouseDown(with event: NSEvent) {
        guard isSelectable else { return }
        let point = convert(event.locationInWindow, from: nil)
        if let item = indexPathForItem(at: point) {
            selectionIndexPaths = [item]
        } else if allowsEmptySelection {
            selectionIndexPaths = []
        }
    }

    /// A release of the left button: the press already selected.
    public func mouseUp(with event: NSEvent) {}
}
