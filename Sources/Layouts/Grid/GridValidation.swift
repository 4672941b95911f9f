import Foundation
import LayoutKitCore

/// The checks the grid and the waterfall configurations share.
enum GridValidation {
    /// Checks the columns, two spacings and the section insets: every length finite and not
    /// negative.
    ///
    /// - Throws: ``LayoutError/invalidParameter(name:value:reason:)`` naming the first bad value.
    static func validate(
        columns: GridColumns, spacings: KeyValuePairs<String, CGFloat>, sectionInsets: EdgeInsets
    ) throws {
        try columns.validate(named: "columns")
        for (name, spacing) in spacings {
            try LayoutError.requireNonNegative(spacing, named: name)
        }
        for (edge, value) in [
            ("top", sectionInsets.top), ("left", sectionInsets.left),
            ("bottom", sectionInsets.bottom), ("right", sectionInsets.right)
        ] {
            try LayoutError.requireNonNegative(value, named: "sectionInsets.\(edge)")
        }
    }

    /// Throws unless the content `height` the items add up to is finite.
    ///
    /// - Throws: ``LayoutError/invalidParameter(name:value:reason:)`` naming `contentSize.height`.
    static func requireFiniteContentHeight(_ height: CGFloat) throws {
        guard height.isFinite else {
            throw LayoutError.invalidParameter(
                name: "contentSize.height", value: Double(height),
                reason: "the item heights add up beyond the largest finite length")
        }
    }
}
