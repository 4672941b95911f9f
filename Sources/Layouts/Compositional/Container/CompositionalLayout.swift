import Foundation
import LayoutKitCore

/// A layout of sections that each lay out differently, stacked down the screen: a carousel of
/// cards, then a grid, then a list, as UIKit's `UICollectionViewCompositionalLayout`. Every
/// section is any ``CollectionLayout`` (a flow, a springy flow, a waterfall, the carousel, a
/// group description, a layout of your own), which sees its section as a collection of one
/// section; a section can scroll on its own across the layout's axis
/// (``OrthogonalScrollingBehavior``), have headers and footers (pinned or not) and a background.
///
/// A section provider describes each section from its index and the ``LayoutEnvironment``; the
/// layout asks it again for every section when the environment, the data or the configuration
/// changes, and keeps each section layout's state (self-sized items, an animator) for as long as
/// the provider returns the same layout object for it.
///
/// ```swift
/// let cards = FlowLayout(configuration: .cardRow())
/// let grid = FlowLayout(configuration: .compactGrid())
/// let layout = CompositionalLayout(configuration: CompositionalConfiguration(interSectionSpacing: 20)) { section, _ in
///     section == 0 ? CompositionalSection(layout: cards, orthogonalScrolling: .groupPaging)
///                  : CompositionalSection(layout: grid)
/// }
/// ```
///
/// The layout scrolls vertically; ``horizontal(configuration:sectionProvider:)`` makes one that
/// scrolls horizontally. It answers left to right and flips for a right-to-left host.
///
/// - Complexity: a query is O(log sections + k) for k elements returned plus the section layouts'
///   own queries; a scroll re-prepares nothing but the sections whose layouts ask for it (and
///   only the query, when a header is pinned); a full prepare asks the provider for every section
///   and costs the prepares of the sections of given layouts and self-sizing groups, and O(1) for
///   every other group section, whose layout is prepared when first asked for anything.
public final class CompositionalLayout: AnimatingLayout, NestedScrollingLayout {
    /// Describes section `section` (an index) for `environment`.
    public typealias SectionProvider = (_ section: Int, _ environment: LayoutEnvironment) throws -> CompositionalSection

    /// How the sections are stacked.
    public let configuration: CompositionalConfiguration

    let provider: SectionProvider
    /// True in a horizontal layout (``horizontal(configuration:sectionProvider:)``): this layout
    /// then works transposed, and sees each section's layout transposed.
    let transposesSections: Bool
    /// The prepared sections, in order.
    var slots: [SectionSlot] = []
    /// The context of the last successful prepare.
    var preparedContext: LayoutContext? {
        didSet {
            sectionWidth = max(0, (preparedContext?.insetViewportSize.width ?? 0) - configuration.contentInsets.horizontal)
        }
    }
    /// The width of every section's frame, in points: the inset viewport of ``preparedContext``
    /// less the configuration's insets (kept, not worked out from a copy of the context each time).
    private(set) var sectionWidth: CGFloat = 0
    /// The item counts of the last successful prepare.
    var preparedCounts: [Int]?
    /// The environment the sections were described for.
    var environment: LayoutEnvironment?
    /// True when the provider must describe every section again before the next query.
    var needsSections = true
    /// Sections whose layouts must be prepared again.
    var dirtySections: Set<Int> = []
    /// What each section's layout must be told before it is prepared again (bounds changes it
    /// asked for, its own channel's invalidations), by section.
    var pendingInvalidations: [Int: [InvalidationContext]] = [:]
    /// An invalidation of everything not yet passed on to the section layouts.
    var invalidatesEverything = false
    /// The sections whose given layouts have channels (animate on their own), in order.
    var animatableSections: [Int] = []
    /// True from an invalidation of the data until the next description of the sections.
    var awaitsUpdatePlan = false
    /// Before an update: the section each section layout served, by the layout's identity.
    var sectionsBeforeUpdate: [ObjectIdentifier: Int]?
    /// The global boundary items' frames, for the unpinned positions.
    var globalFrames: [(item: BoundarySupplementaryItem, frame: CGRect)] = []
    /// The resolved groups the group sections share.
    let groupTemplates = GroupTemplateCache()
    /// Whether any section or global item is pinned (a scroll then asks the query again).
    var hasPinnedItems = false

    public internal(set) var contentSize: CGSize = .zero

    /// Creates a layout whose sections `sectionProvider` describes.
    public init(
        configuration: CompositionalConfiguration = CompositionalConfiguration(),
        sectionProvider: @escaping SectionProvider
    ) {
        self.configuration = configuration
        self.provider = sectionProvider
        self.transposesSections = false
    }

    /// A layout that works transposed and sees its sections' layouts transposed: the inside of a
    /// horizontal layout.
    init(transposedConfiguration configuration: CompositionalConfiguration, sectionProvider: @escaping SectionProvider) {
        self.configuration = configuration
        self.provider = sectionProvider
        self.transposesSections = true
    }

    /// The layout scrolls vertically; an orthogonal section scrolls horizontally.
    public var scrollDirection: ScrollDirection { .vertical }

    /// `true`: a right-to-left host mirrors the layout, its sections and their scrolling.
    public var flipsHorizontallyInOppositeLayoutDirection: Bool { true }

    /// The left edge of every section's frame, in points.
    var sectionLeft: CGFloat { configuration.contentInsets.left }

    /// The frame of section `index` in content coordinates.
    func frame(ofSection index: Int) -> CGRect {
        CGRect(x: sectionLeft, y: slots[index].origin, width: sectionWidth, height: slots[index].extent)
    }

    /// The section whose frame contains or follows `y`: the first whose bottom is past it.
    ///
    /// - Complexity: O(log sections).
    func firstSection(endingAfter y: CGFloat) -> Int {
        var low = 0, high = slots.count
        while low < high {
            let middle = (low + high) / 2
            if slots[middle].end < y { low = middle + 1 } else { high = middle }
        }
        return low
    }
}
