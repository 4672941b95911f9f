import Foundation

extension CollectionLayout {
    /// The attributes of the element `key` names, whatever its category.
    public func attributes(for key: ElementKey) -> LayoutAttributes? {
        switch key.category {
        case .cell: attributes(at: key.indexPath)
        case let .supplementaryView(kind): supplementaryAttributes(ofKind: kind, at: key.indexPath)
        case let .decorationView(kind): decorationAttributes(ofKind: kind, at: key.indexPath)
        }
    }

    /// The attributes of the cell at `indexPath`, checked against the context's item counts.
    ///
    /// - Throws: ``LayoutError/indexPathOutOfRange(_:sectionCount:itemCount:)`` when the item
    ///   does not exist.
    package func checkedAttributes(at indexPath: IndexPath, in context: LayoutContext) throws -> LayoutAttributes {
        try context.validateItem(indexPath)
        guard let attributes = attributes(at: indexPath) else {
            throw LayoutError.indexPathOutOfRange(
                indexPath, sectionCount: context.numberOfSections,
                itemCount: context.numberOfItems(inSection: indexPath.section))
        }
        return attributes
    }

    /// The attributes in `rect` as the host shows them: mirrored across the content width when
    /// the context is right to left and the layout flips, sorted by ``ElementKey``.
    ///
    /// `rect` is in the host's (displayed) coordinates.
    public func displayedAttributes(in rect: CGRect, context: LayoutContext) -> [LayoutAttributes] {
        let mirrors = context.layoutDirection == .rightToLeft && flipsHorizontallyInOppositeLayoutDirection
        let width = contentSize.width
        let query = mirrors ? rect.mirrored(inWidth: width) : rect
        var result = attributes(in: query)
        if mirrors {
            for index in result.indices { result[index].frame = result[index].frame.mirrored(inWidth: width) }
        }
        return result.sorted { $0.key < $1.key }
    }
}
