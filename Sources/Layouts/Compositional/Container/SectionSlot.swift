import Foundation
import LayoutKitCore

/// One prepared section of a ``CompositionalLayout``: its description, its item count and where
/// it lies. Positions are along the layout's vertical axis unless said otherwise.
struct SectionSlot {
    var section: CompositionalSection
    /// The layout of the section's items: the section's own, or the group layout made for it
    /// (seen transposed in a horizontal compositional layout).
    let layout: any CollectionLayout
    /// The identity of the layout the section stands for: the section's own layout (not the
    /// transposing wrapper), or the group layout.
    let identity: ObjectIdentifier
    var itemCount: Int
    /// The top of the section's frame in content coordinates, in points.
    var origin: CGFloat = 0
    /// The height of the section's frame, headers and footers included, in points.
    var extent: CGFloat = 0
    /// The height of the headers that extend the section, above its content insets, in points.
    var headerHeight: CGFloat = 0
    /// The size of the section layout's content, in points.
    var contentSize: CGSize = .zero
    /// How far the section is scrolled across the layout's axis, in points (orthogonal sections).
    var offset: CGFloat = 0
    /// The context the section's layout was last prepared with.
    var preparedContext: LayoutContext? {
        get { preparedContextBox?.context }
        set { preparedContextBox = newValue.map(PreparedSectionContext.init) }
    }
    /// ``preparedContext`` out of line: slots are stored and copied by the thousand, and only
    /// the prepared ones have a context.
    private var preparedContextBox: PreparedSectionContext?
    /// True while the section's layout waits to be prepared: the section's extent was worked out
    /// without it (a group section whose items do not self-size), and the layout is prepared when
    /// first asked for anything (``CompositionalLayout/preparedLayout(ofSection:)``).
    var awaitsPrepare = false

    /// A slot for `section`, laid out by `layout` (standing for the layout of `identity`), with
    /// `itemCount` items, not yet stacked.
    init(section: CompositionalSection, layout: any CollectionLayout, identity: ObjectIdentifier, itemCount: Int) {
        self.section = section
        self.layout = layout
        self.identity = identity
        self.itemCount = itemCount
    }

    var insets: EdgeInsets { section.contentInsets }
    var isOrthogonal: Bool { section.orthogonalScrolling.scrollsOrthogonally }
    /// True when the section is laid out by a layout given in its description, not by groups.
    var isGivenLayout: Bool {
        if case .layout = section.content { true } else { false }
    }

    /// The group layout made for a section of groups, seen through its transposition if any.
    var groupLayout: GroupSectionLayout? {
        layout as? GroupSectionLayout ?? (layout as? TransposedLayout<GroupSectionLayout>)?.base
    }

    /// The bottom of the section's frame, in points.
    var end: CGFloat { origin + extent }

    /// Where the section layout's origin lies in content coordinates, for a section whose frame
    /// starts at `left` (points).
    func contentOrigin(left: CGFloat) -> CGPoint {
        CGPoint(x: left + insets.left - offset, y: origin + headerHeight + insets.top)
    }

    /// The length an orthogonal section scrolls over: its layout's content with the leading and
    /// trailing insets, in points.
    var scrolledLength: CGFloat { insets.left + contentSize.width + insets.right }

    /// The offsets an orthogonal section of visible width `width` (pt) can rest at.
    func offsets(width: CGFloat) -> ClosedRange<CGFloat> { 0...max(0, scrolledLength - width) }

    /// The height of the boundary items of `alignment` that extend the section, in points.
    func boundaryHeight(_ alignment: BoundarySupplementaryItem.Alignment) -> CGFloat {
        section.boundaryItems.reduce(0) { $1.extendsBoundary && $1.alignment == alignment ? $0 + $1.height : $0 }
    }

    /// Sets the height of the headers, which the section layout's origin depends on.
    mutating func measureHeaders() {
        headerHeight = boundaryHeight(.top)
    }

    /// Lays the section out from its layout's content size, `contentSize`: the extent with the
    /// boundary items that extend it.
    mutating func measure(contentSize: CGSize) {
        self.contentSize = contentSize
        extent = headerHeight + insets.top + contentSize.height + insets.bottom + boundaryHeight(.bottom)
    }
}
