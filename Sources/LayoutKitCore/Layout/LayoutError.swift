import Foundation

/// An error a layout or a batch update reports for input it cannot use.
///
/// Every case names what was wrong: the parameter, the index path or the section, with the
/// numbers that disagreed. A call that throws one leaves the previous state intact.
public enum LayoutError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A numeric parameter is NaN, infinite or outside its allowed range.
    case invalidParameter(name: String, value: Double, reason: String)
    /// The size given for one item is NaN, infinite or negative.
    case invalidItemSize(IndexPath, CGSize)
    /// An index path names a section or an item that does not exist.
    case indexPathOutOfRange(IndexPath, sectionCount: Int, itemCount: Int?)
    /// A section index names a section that does not exist.
    case sectionOutOfRange(Int, sectionCount: Int)
    /// A batch update does not agree with the item counts before and after it, or with itself:
    /// the problem names the update items, sections, index paths and counts that disagree.
    case invalidUpdate(UpdateProblem)

    public var description: String {
        switch self {
        case let .invalidParameter(name, value, reason):
            return "Invalid parameter \(name) = \(value): \(reason)."
        case let .invalidItemSize(indexPath, size):
            return "Invalid size \(size.width) x \(size.height) for the item at \(Self.describe(indexPath)): "
                + "sizes must be finite and not negative."
        case let .indexPathOutOfRange(indexPath, sectionCount, itemCount):
            if let itemCount {
                return "Index path \(Self.describe(indexPath)) is out of range: section \(indexPath.section) "
                    + "has \(itemCount) items."
            }
            return "Index path \(Self.describe(indexPath)) is out of range: there are \(sectionCount) sections."
        case let .sectionOutOfRange(section, sectionCount):
            return "Section \(section) is out of range: there are \(sectionCount) sections."
        case let .invalidUpdate(problem):
            return "Invalid update: \(problem)"
        }
    }

    /// An index path written as `[section, item]`.
    package static func describe(_ indexPath: IndexPath) -> String {
        "[\(indexPath.map(String.init).joined(separator: ", "))]"
    }

    /// Throws ``invalidParameter(name:value:reason:)`` unless `value` is finite. The name is
    /// built only when the value is bad, so a check on a hot path costs a comparison.
    public static func requireFinite(_ value: CGFloat, named name: @autoclosure () -> String) throws {
        guard value.isFinite else {
            throw LayoutError.invalidParameter(name: name(), value: Double(value), reason: "must be finite")
        }
    }

    /// Throws ``invalidParameter(name:value:reason:)`` unless `value` is finite and above zero.
    /// The name is built only when the value is bad.
    public static func requirePositive(_ value: CGFloat, named name: @autoclosure () -> String) throws {
        try requireFinite(value, named: name())
        guard value > 0 else {
            throw LayoutError.invalidParameter(name: name(), value: Double(value), reason: "must be positive")
        }
    }

    /// Throws ``invalidParameter(name:value:reason:)`` unless `value` is finite and not negative.
    /// The name is built only when the value is bad.
    public static func requireNonNegative(_ value: CGFloat, named name: @autoclosure () -> String) throws {
        try requireFinite(value, named: name())
        guard value >= 0 else {
            throw LayoutError.invalidParameter(name: name(), value: Double(value), reason: "must not be negative")
        }
    }
}
