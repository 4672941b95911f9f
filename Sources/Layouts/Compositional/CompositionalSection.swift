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
/// var list = CompositionalSection(layout: FlowLayout())
/// list.boundaryItems = [BoundarySupplementaryItem(kind: "header", height: 40, alignment: .top, pinsToVisibleBounds: true)]
/// ```
public struct CompositionalSection {
    /// The layout of the section's items. It must scroll across the compositional layout's axis
    /// when the section scrolls orthogonally, along it otherwise; one layout object serves one
    /// section.
    public var layout: any CollectionLayout
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
    public init(layout: any CollectionLayout, orthogonalScrolling: OrthogonalScrollingBehavior = .none,
                contentInsets: EdgeInsets = .zero, boundaryItems: [BoundarySupplementaryItem] = [],
                background: SectionBackground? = nil, orthogonalHeight: CGFloat? = nil,
                visibleItemsHandler: ((inout [LayoutAttributes], VisibleSection) -> Void)? = nil) {
        self.layout = layout
        self.orthogonalScrolling = orthogonalScrolling
        self.contentInsets = contentInsets
        self.boundaryItems = boundaryItems
        self.background = background
        self.orthogonalHeight = orthogonalHeight
        self.visibleItemsHandler = visibleItemsHandler
    }
}
