/// An element of a collection view: its category, kind and index path.
struct ViewKey: Hashable {
    let category: UICollectionView.ElementCategory
    let kind: String?
    let indexPath: IndexPath

    @MainActor
    init(_ attributes: UICollectionViewLayoutAttributes) {
        (category, kind, indexPath) = (attributes.representedElementCategory, attributes.representedElementKind, attributes.indexPath)
    }

    init(category: UICollectionView.ElementCategory, kind: String?, indexPath: IndexPath) {
        (self.category, self.kind, self.indexPath) = (category, kind, indexPath)
    }
}
