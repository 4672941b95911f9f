import CollectionModel

extension ViewKey {
    /// The element `attributes` describe.
    @MainActor
    init(_ attributes: UICollectionViewLayoutAttributes) {
        self.init(category: ElementSlot(rawValue: Int(attributes.representedElementCategory.rawValue)) ?? .cell,
                  kind: attributes.representedElementKind, indexPath: attributes.indexPath)
    }
}
