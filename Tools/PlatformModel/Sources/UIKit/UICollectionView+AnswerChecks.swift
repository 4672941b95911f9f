import CollectionModel

/// What UIKit does not let a layout answer, checked at every query of the visible rectangle:
///
/// - A cell's attributes must name an item the data source has: UIKit raises
///   `NSInternalInconsistencyException`, "UICollectionView received layout attributes for a cell
///   with an index path that does not exist" (Apple: UICollectionView › numberOfItems(inSection:);
///   UICollectionViewLayout › layoutAttributesForElements(in:), the attributes "for the cells and
///   views in the specified rectangle").
/// - UIKit asks the one-element queries for what it shows (after updates, while scrolling, for
///   the item under a moving finger), and they must agree with the rectangle's answer: Apple says
///   subclasses "must override" `layoutAttributesForItem(at:)` "to return layout information for
///   items in the collection view", and likewise each supplementary and decoration view's query.
///   A missing or different answer is a fault.
extension UICollectionView {
    /// Raises a fault for each of `answers` that UIKit would not accept.
    func checkAnswers(_ answers: [ViewKey: UICollectionViewLayoutAttributes], of layout: UICollectionViewLayout) {
        for (key, attributes) in answers.sorted(by: { $0.key.indexPath < $1.key.indexPath }) {
            if key.category == .cell, !hasItem(at: key.indexPath) {
                PlatformFaults.raise(
                    "UICollectionView received layout attributes for a cell with an index path that does not exist: \(key.indexPath)")
                continue
            }
            if let moving = movement?.target, key.category == .cell, key.indexPath == moving { continue }
            let single = layout.oneElementAnswer(for: key)
            if !(single?.isEqual(attributes) ?? false) {
                PlatformFaults.raise(
                    "the one-element query for \(key.category) \(key.kind ?? "") \(key.indexPath) answered "
                        + "\(single.map { "\($0.frame)" } ?? "nil"), the rectangle's query \(attributes.frame)")
            }
        }
    }

    /// True when the data source has the item `indexPath` names.
    private func hasItem(at indexPath: IndexPath) -> Bool {
        indexPath.count == 2 && (0..<numberOfSections).contains(indexPath[0])
            && (0..<numberOfItems(inSection: indexPath[0])).contains(indexPath[1])
    }
}

extension UICollectionViewLayout {
    /// The layout's one-element query for `key`.
    func oneElementAnswer(for key: ViewKey) -> UICollectionViewLayoutAttributes? {
        switch key.category {
        case .cell: layoutAttributesForItem(at: key.indexPath)
        case .supplementaryView: layoutAttributesForSupplementaryView(ofKind: key.kind ?? "", at: key.indexPath)
        case .decorationView: layoutAttributesForDecorationView(ofKind: key.kind ?? "", at: key.indexPath)
        }
    }
}
