import Foundation
import LayoutKitCore

/// How many columns a grid or a waterfall has: a fixed count, or as many as fit a minimum width.
///
/// Both layouts resolve it against the room across the content (the inset viewport width less
/// the section insets) and the column spacing, then share that room equally between the columns.
///
/// ```swift
/// GridColumns.fixed(3)            // three columns, whatever the width
/// GridColumns.minimumWidth(150)   // spacing 10: 2 columns in 320 pt, 4 in 768 pt
/// ```
public enum GridColumns: Hashable, Sendable {
    /// Exactly this many columns, from 1 to ``maximumCount``.
    case fixed(Int)
    /// As many columns as fit with each at least this wide (pt), with the spacing between them;
    /// at least one column (narrower than the minimum when even one does not fit), at most
    /// ``maximumCount``.
    case minimumWidth(CGFloat)

    /// The most columns a layout makes: a bound that keeps a tiny minimum width from asking for
    /// billions of columns.
    public static let maximumCount = 10_000

    /// Checks the count (1 to ``maximumCount``) or the width (finite and positive).
    ///
    /// - Parameter name: how the columns are named in an error, such as `columns`.
    /// - Throws: ``LayoutError/invalidParameter(name:value:reason:)`` naming the bad value.
    public func validate(named name: String) throws {
        switch self {
        case let .fixed(count):
            guard (1...Self.maximumCount).contains(count) else {
                throw LayoutError.invalidParameter(
                    name: "\(name).fixed", value: Double(count), reason: "must be from 1 to \(Self.maximumCount)")
            }
        case let .minimumWidth(width):
            try LayoutError.requireFinite(width, named: "\(name).minimumWidth")
            guard width > 0 else {
                throw LayoutError.invalidParameter(name: "\(name).minimumWidth", value: Double(width), reason: "must be positive")
            }
        }
    }

    /// The number of columns in `available` points with `spacing` points between two of them.
    ///
    /// - Precondition: the columns are valid, `available` and `spacing` finite and not negative.
    func count(available: CGFloat, spacing: CGFloat) -> Int {
        switch self {
        case let .fixed(count):
            return count
        case let .minimumWidth(width):
            let fitting = ((available + spacing) / (width + spacing)).rounded(.down)
            return Int(max(1, min(fitting, CGFloat(Self.maximumCount))))
        }
    }
}
