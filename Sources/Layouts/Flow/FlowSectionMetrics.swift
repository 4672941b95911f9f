import Foundation
import LayoutKitCore

/// The sizes and spacings of one section of a flow layout, as UIKit's flow layout delegate gives
/// them per section.
///
/// Written for vertical scrolling; in a horizontal flow layout "line" means column, the header
/// and footer widths are used, and their heights follow the collection.
public struct FlowSectionMetrics: Hashable, Sendable {
    /// The size of each item when the host gives none, in points. UIKit's default is 50 x 50.
    public var itemSize: CGSize
    /// The least space between two items of a line, in points; extra space may widen it.
    public var minimumInteritemSpacing: CGFloat
    /// The least space between two lines, in points.
    public var minimumLineSpacing: CGFloat
    /// The margins around the section's items, in points.
    public var sectionInset: EdgeInsets
    /// The header's height (width when scrolling horizontally), in points; zero for none.
    public var headerReferenceSize: CGSize
    /// The footer's height (width when scrolling horizontally), in points; zero for none.
    public var footerReferenceSize: CGSize
    /// How the items of a line are placed across it.
    public var lineAlignment: FlowLineAlignment

    /// Creates metrics; the defaults are UIKit's flow layout defaults.
    public init(
        itemSize: CGSize = CGSize(width: 50, height: 50),
        minimumInteritemSpacing: CGFloat = 10,
        minimumLineSpacing: CGFloat = 10,
        sectionInset: EdgeInsets = .zero,
        headerReferenceSize: CGSize = .zero,
        footerReferenceSize: CGSize = .zero,
        lineAlignment: FlowLineAlignment = .uiKit
    ) {
        self.itemSize = itemSize
        self.minimumInteritemSpacing = minimumInteritemSpacing
        self.minimumLineSpacing = minimumLineSpacing
        self.sectionInset = sectionInset
        self.headerReferenceSize = headerReferenceSize
        self.footerReferenceSize = footerReferenceSize
        self.lineAlignment = lineAlignment
    }

    /// Checks every value: finite and not negative.
    ///
    /// - Parameter name: how the metrics are named in an error, such as `sectionMetrics[2]`.
    /// - Throws: ``LayoutError/invalidParameter(name:value:reason:)`` naming the bad value.
    public func validate(named name: String) throws {
        try itemSize.validate(named: "\(name).itemSize")
        try LayoutError.requireNonNegative(minimumInteritemSpacing, named: "\(name).minimumInteritemSpacing")
        try LayoutError.requireNonNegative(minimumLineSpacing, named: "\(name).minimumLineSpacing")
        for (edge, value) in [
            ("top", sectionInset.top), ("left", sectionInset.left),
            ("bottom", sectionInset.bottom), ("right", sectionInset.right)
        ] {
            try LayoutError.requireNonNegative(value, named: "\(name).sectionInset.\(edge)")
        }
        try headerReferenceSize.validate(named: "\(name).headerReferenceSize")
        try footerReferenceSize.validate(named: "\(name).footerReferenceSize")
    }

    /// The metrics seen with the x and y axes exchanged.
    var transposed: FlowSectionMetrics {
        var flipped = self
        flipped.itemSize = itemSize.transposed
        flipped.sectionInset = sectionInset.transposed
        flipped.headerReferenceSize = headerReferenceSize.transposed
        flipped.footerReferenceSize = footerReferenceSize.transposed
        return flipped
    }
}
