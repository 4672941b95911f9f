import Foundation
import LayoutKitCore

/// Everything that configures a ``WaterfallLayout``: a cheap, comparable value.
///
/// Lengths are in points. Every section has the same columns, spacings and insets; sections
/// stack down the content with nothing between them but their insets.
///
/// ```swift
/// var configuration = WaterfallConfiguration()
/// configuration.columns = .minimumWidth(150)
/// configuration.interItemSpacing = 8
/// configuration.columnSpacing = 8
/// configuration.sectionInsets = EdgeInsets(all: 8)
/// ```
public struct WaterfallConfiguration: Hashable, Sendable {
    /// How many columns each section has.
    public var columns: GridColumns
    /// The vertical space between two items of a column, in points.
    public var interItemSpacing: CGFloat
    /// The horizontal space between two columns, in points.
    public var columnSpacing: CGFloat
    /// The margins around each section's columns, in points; they are also what separates two
    /// sections.
    public var sectionInsets: EdgeInsets
    /// The height items take until the host measures them, in points, when the host gives no
    /// item sizes (self-sizing); must be positive.
    public var estimatedItemHeight: CGFloat

    /// Creates a configuration; the defaults are two columns 10 pt apart, items 10 pt apart,
    /// no insets and an estimate of 100 pt.
    public init(
        columns: GridColumns = .fixed(2),
        interItemSpacing: CGFloat = 10,
        columnSpacing: CGFloat = 10,
        sectionInsets: EdgeInsets = .zero,
        estimatedItemHeight: CGFloat = 100
    ) {
        self.columns = columns
        self.interItemSpacing = interItemSpacing
        self.columnSpacing = columnSpacing
        self.sectionInsets = sectionInsets
        self.estimatedItemHeight = estimatedItemHeight
    }

    /// Checks every value: the columns, spacings and insets finite and not negative, the
    /// estimate finite and positive.
    ///
    /// - Throws: ``LayoutError/invalidParameter(name:value:reason:)`` naming the bad value.
    public func validate() throws {
        try GridValidation.validate(
            columns: columns, spacings: ["interItemSpacing": interItemSpacing, "columnSpacing": columnSpacing],
            sectionInsets: sectionInsets)
        try LayoutError.requireFinite(estimatedItemHeight, named: "estimatedItemHeight")
        guard estimatedItemHeight > 0 else {
            throw LayoutError.invalidParameter(
                name: "estimatedItemHeight", value: Double(estimatedItemHeight), reason: "must be positive")
        }
    }
}
