import Foundation
import LayoutKitCore

/// Everything that configures a flow layout: a cheap, comparable value.
///
/// The common settings read like `UICollectionViewFlowLayout`'s properties and apply to every
/// section; ``sectionMetrics`` overrides them per section.
///
/// ```swift
/// var configuration = FlowConfiguration()
/// configuration.itemSize = CGSize(width: 44, height: 44)
/// configuration.sectionInset = EdgeInsets(all: 10)
/// configuration.sectionMetrics[1] = FlowSectionMetrics(itemSize: CGSize(width: 100, height: 60))
/// ```
public struct FlowConfiguration: Hashable, Sendable {
    /// The axis the content scrolls along.
    public var scrollDirection: ScrollDirection
    /// The metrics of every section without an override.
    public var metrics: FlowSectionMetrics
    /// Per-section overrides of ``metrics``, by section index.
    public var sectionMetrics: [Int: FlowSectionMetrics]
    /// Whether headers stay at the top of the visible bounds while their section is visible.
    public var sectionHeadersPinToVisibleBounds: Bool
    /// Whether footers stay at the bottom of the visible bounds while their section is visible.
    public var sectionFootersPinToVisibleBounds: Bool
    /// The size items are laid out at until the host measures them, in points, as
    /// `estimatedItemSize`; `nil` (the default) turns self-sizing off (Docs/SelfSizing.md).
    public var estimatedItemSize: CGSize?
    /// A decoration view behind each section, as the compositional layout's background
    /// decoration item; `nil` (the default) for none.
    public var sectionBackground: FlowSectionBackground?

    /// Creates a configuration; the defaults are UIKit's flow layout defaults.
    public init(
        scrollDirection: ScrollDirection = .vertical,
        metrics: FlowSectionMetrics = FlowSectionMetrics(),
        sectionMetrics: [Int: FlowSectionMetrics] = [:],
        sectionHeadersPinToVisibleBounds: Bool = false,
        sectionFootersPinToVisibleBounds: Bool = false,
        estimatedItemSize: CGSize? = nil,
        sectionBackground: FlowSectionBackground? = nil
    ) {
        self.scrollDirection = scrollDirection
        self.metrics = metrics
        self.sectionMetrics = sectionMetrics
        self.sectionHeadersPinToVisibleBounds = sectionHeadersPinToVisibleBounds
        self.sectionFootersPinToVisibleBounds = sectionFootersPinToVisibleBounds
        self.estimatedItemSize = estimatedItemSize
        self.sectionBackground = sectionBackground
    }

    /// The size of each item when the host gives none, in points.
    public var itemSize: CGSize {
        get { metrics.itemSize }
        set { metrics.itemSize = newValue }
    }

    /// The least space between two items of a line, in points.
    public var minimumInteritemSpacing: CGFloat {
        get { metrics.minimumInteritemSpacing }
        set { metrics.minimumInteritemSpacing = newValue }
    }

    /// The least space between two lines, in points.
    public var minimumLineSpacing: CGFloat {
        get { metrics.minimumLineSpacing }
        set { metrics.minimumLineSpacing = newValue }
    }

    /// The margins around each section's items, in points.
    public var sectionInset: EdgeInsets {
        get { metrics.sectionInset }
        set { metrics.sectionInset = newValue }
    }

    /// The header size of each section, in points (height, or width when horizontal).
    public var headerReferenceSize: CGSize {
        get { metrics.headerReferenceSize }
        set { metrics.headerReferenceSize = newValue }
    }

    /// The footer size of each section, in points (height, or width when horizontal).
    public var footerReferenceSize: CGSize {
        get { metrics.footerReferenceSize }
        set { metrics.footerReferenceSize = newValue }
    }

    /// How the items of a line are placed across it.
    public var lineAlignment: FlowLineAlignment {
        get { metrics.lineAlignment }
        set { metrics.lineAlignment = newValue }
    }

    /// The metrics of `section`: its override, or the common metrics.
    public func metrics(forSection section: Int) -> FlowSectionMetrics {
        sectionMetrics[section] ?? metrics
    }

    /// Checks every metric.
    ///
    /// - Throws: ``LayoutError/invalidParameter(name:value:reason:)`` naming the bad value.
    public func validate() throws {
        try metrics.validate(named: "metrics")
        try estimatedItemSize?.validatePositive(named: "estimatedItemSize")
        try sectionBackground?.validate()
        for (section, override) in sectionMetrics.sorted(by: { $0.key < $1.key }) {
            try override.validate(named: "sectionMetrics[\(section)]")
        }
    }
}
