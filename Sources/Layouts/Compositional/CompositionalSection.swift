import Foundation
import LayoutKitCore

/// One section of a ``CompositionalLayout``: the layout that places its items, how it scrolls,
/// its margins, header, footer and background.
///
/// The section's layout sees the section as a collection of one section (index paths `[0, item]`),
/// laid out in the section's width less its content insets; the compositional layout maps its
/// index paths, coordinates, updates, invalidations, self-sizing and channel messages both ways.
///
/// ```swift
/// let cards = CompositionalSection(layout: FlowLayout(configuration: .cardRow()), orthogonalScrolling: .groupPaging)
/// let row = LayoutSize(width: .fractionalWidth(1), height: .absolute(44))
/// var list = CompositionalSection(group: .horizontal(size: row, subitems: [.item(LayoutItem(size: row))]))
/// list.boundaryItems = [BoundarySupplementaryItem(kind: "header", height: 40, alignment: .top, pinsToVisibleBounds: true)]
/// ```
public struct CompositionalSection {
    /// What lays out a section's items.
    public enum Content {
        /// A layout of your own choosing. It must scroll across the compositional layout's axis
        /// when the section scrolls orthogonally, along it otherwise; one layout object serves
        /// one section, and keeps its state for as long as the provider returns it.
        case layout(any CollectionLayout)
        /// Items in groups, as UIKit's `NSCollectionLayoutSection(group:)`: a ``GroupSectionLayout``
        /// the compositional layout makes, repeating `group` along the layout's axis (across it
        /// when the section scrolls orthogonally) with `interGroupSpacing` pt between groups. It
        /// is kept, with its measured sizes, while the description and the number of sections
        /// stay the same.
        case groups(LayoutGroup, interGroupSpacing: CGFloat)
    }

    /// What lays out the section's items.
    public var content: Content
    /// Whether and how the section scrolls on its own, across the layout's axis.
    public var orthogonalScrolling: OrthogonalScrollingBehavior
    /// Margins between the section's frame and its items, in points. In a section that scrolls
    /// orthogonally, the leading and trailing ones scroll with the items.
    public var contentInsets: EdgeInsets
    /// The section's headers and footers.
    public var boundaryItems: [BoundarySupplementaryItem]
    /// A decoration view behind the whole section, or `nil`.
    public var background: SectionBackground?
    /// The height of the section's items in a section that scrolls orthogonally, in points: what
    /// its layout is given as the visible height. `nil`: the layout is given the container's
    /// height, and the section is as tall as the layout's content.
    public var orthogonalHeight: CGFloat?
    /// Called at every query with the section's elements in the query (container coordinates) and
    /// where the section is scrolled: it may change them (scale, fade), as UIKit's
    /// `visibleItemsInvalidationHandler` does.
    public var visibleItemsHandler: ((inout [LayoutAttributes], VisibleSection) -> Void)?

    /// Creates a section laid out by `layout`.
    public init(
        layout: any CollectionLayout, orthogonalScrolling: OrthogonalScrollingBehavior = .none,
        contentInsets: EdgeInsets = .zero, boundaryItems: [BoundarySupplementaryItem] = [],
        background: SectionBackground? = nil, orthogonalHeight: CGFloat? = nil,
        visibleItemsHandler: ((inout [LayoutAttributes], VisibleSection) -> Void)? = nil
    ) {
        self.init(
            content: .layout(layout), orthogonalScrolling: orthogonalScrolling, contentInsets: contentInsets,
            boundaryItems: boundaryItems, background: background, orthogonalHeight: orthogonalHeight,
            visibleItemsHandler: visibleItemsHandler)
    }

    /// Creates a section of items in groups: `group` repeated with `interGroupSpacing` pt between groups.
    public init(
        group: LayoutGroup, interGroupSpacing: CGFloat = 0, orthogonalScrolling: OrthogonalScrollingBehavior = .none,
        contentInsets: EdgeInsets = .zero, boundaryItems: [BoundarySupplementaryItem] = [],
        background: SectionBackground? = nil,
        visibleItemsHandler: ((inout [LayoutAttributes], VisibleSection) -> Void)? = nil
    ) {
        self.init(
            content: .groups(group, interGroupSpacing: interGroupSpacing), orthogonalScrolling: orthogonalScrolling,
            contentInsets: contentInsets, boundaryItems: boundaryItems, background: background,
            orthogonalHeight: nil, visibleItemsHandler: visibleItemsHandler)
    }

    /// Creates a section from its content.
    public init(
        content: Content, orthogonalScrolling: OrthogonalScrollingBehavior, contentInsets: EdgeInsets,
        boundaryItems: [BoundarySupplementaryItem], background: SectionBackground?, orthogonalHeight: CGFloat?,
        visibleItemsHandler: ((inout [LayoutAttributes], VisibleSection) -> Void)?
    ) {
        self.content = content
        self.orthogonalScrolling = orthogonalScrolling
        self.contentInsets = contentInsets
        self.boundaryItems = boundaryItems
        self.background = background
        self.orthogonalHeight = orthogonalHeight
        self.visibleItemsHandler = visibleItemsHandler
    }
}
