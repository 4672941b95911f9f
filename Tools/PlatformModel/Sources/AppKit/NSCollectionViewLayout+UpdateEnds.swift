import CollectionModel

/// The appearing and disappearing hooks by element category (Apple: NSCollectionViewLayout ›
/// initialLayoutAttributesForAppearingItem(at:), …SupplementaryElement(ofKind:at:),
/// …DecorationElement(ofKind:at:), and their disappearing pairs): the collection view asks each
/// element's own hook.
extension NSCollectionViewLayout {
    func initialAttributes(forAppearing key: ViewKey) -> NSCollectionViewLayoutAttributes? {
        switch key.category {
        case .cell: initialLayoutAttributesForAppearingItem(at: key.indexPath)
        case .supplementaryView: initialLayoutAttributesForAppearingSupplementaryElement(ofKind: key.kind ?? "", at: key.indexPath)
        case .decorationView: initialLayoutAttributesForAppearingDecorationElement(ofKind: key.kind ?? "", at: key.indexPath)
        }
    }

    func finalAttributes(forDisappearing key: ViewKey) -> NSCollectionViewLayoutAttributes? {
        switch key.category {
        case .cell: finalLayoutAttributesForDisappearingItem(at: key.indexPath)
        case .supplementaryView: finalLayoutAttributesForDisappearingSupplementaryElement(ofKind: key.kind ?? "", at: key.indexPath)
        case .decorationView: finalLayoutAttributesForDisappearingDecorationElement(ofKind: key.kind ?? "", at: key.indexPath)
        }
    }
}
