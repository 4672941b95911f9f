/// What kind of element a set of layout attributes describes, as in UIKit.
///
/// Cells show the data source's items. Supplementary views (headers, footers, badges) come from
/// the data source too but are placed by the layout under a kind string. Decoration views belong
/// to the layout alone.
public enum ElementCategory: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// A cell for one item of the data source.
    case cell
    /// A supplementary view of the given kind, such as ``ElementKind/sectionHeader``.
    case supplementaryView(kind: String)
    /// A decoration view of the given kind, owned by the layout.
    case decorationView(kind: String)

    /// Cells first, then supplementary views, then decoration views; within one category, by kind.
    public static func < (lhs: ElementCategory, rhs: ElementCategory) -> Bool {
        (lhs.rank, lhs.kind ?? "") < (rhs.rank, rhs.kind ?? "")
    }

    private var rank: Int {
        switch self {
        case .cell: 0
        case .supplementaryView: 1
        case .decorationView: 2
        }
    }

    /// The kind string of a supplementary or decoration view; `nil` for a cell.
    public var kind: String? {
        switch self {
        case .cell: nil
        case let .supplementaryView(kind), let .decorationView(kind): kind
        }
    }

    public var description: String {
        switch self {
        case .cell: "cell"
        case let .supplementaryView(kind): "supplementary(\(kind))"
        case let .decorationView(kind): "decoration(\(kind))"
        }
    }
}

/// The element kinds UIKit's flow layout uses for its supplementary views.
public enum ElementKind {
    /// A section header, as `UICollectionView.elementKindSectionHeader`.
    public static let sectionHeader = "UICollectionElementKindSectionHeader"
    /// A section footer, as `UICollectionView.elementKindSectionFooter`.
    public static let sectionFooter = "UICollectionElementKindSectionFooter"
}
