import CollectionModel

/// What AppKit expects of a layout's answers, checked at every query of the visible rectangle:
/// the one-element queries answer each element shown as the rectangle's query does (Apple:
/// NSCollectionViewLayout › layoutAttributesForItem(at:), layoutAttributesForSupplementaryView(ofKind:at:),
/// layoutAttributesForDecorationView(ofKind:at:): a layout "must override" them to return the
/// attributes of the element at the index path; the collection view asks them for elements it
/// shows, after updates and when it scrolls one into view). A missing or different answer is a
/// fault.
extension NSCollectionView {
    /// Raises a fault for each of `answers` whose one-element query disagrees.
    func checkAnswers(_ answers: [ViewKey: NSCollectionViewLayoutAttributes], of layout: NSCollectionViewLayout) {
        for (key, attributes) in answers.sorted(by: { $0.key.indexPath < $1.key.indexPath }) {
            let single = layout.oneElementAnswer(for: key)
            if !(single?.isEqual(attributes) ?? false) {
                PlatformFaults.raise(
                    "the one-element query for \(key.category) \(key.kind ?? "") \(key.indexPath) answered "
                        + "\(single.map { "\($0.frame)" } ?? "nil"), the rectangle's query \(attributes.frame)")
            }
        }
    }
}

extension NSCollectionViewLayout {
    /// The layout's one-element query for `key`.
    func oneElementAnswer(for key: ViewKey) -> NSCollectionViewLayoutAttributes? {
        switch key.category {
        case .cell: layoutAttributesForItem(at: key.indexPath)
        case .supplementaryView: layoutAttributesForSupplementaryView(ofKind: key.kind ?? "", at: key.indexPath)
        case .decorationView: layoutAttributesForDecorationView(ofKind: key.kind ?? "", at: key.indexPath)
        }
    }
}
