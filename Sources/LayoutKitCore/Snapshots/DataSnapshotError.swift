import Foundation

/// Why a ``DataSnapshot`` refused a change; the snapshot is as it was.
public enum DataSnapshotError<SectionID: Hashable & Sendable, ItemID: Hashable & Sendable>: Error, Equatable, Sendable,
    CustomStringConvertible
{
    /// The section identifier is already at index `first`; adding it at `second` would repeat it.
    case duplicateSection(SectionID, first: Int, second: Int)
    /// The item identifier is already at `first`; adding it at `second` would repeat it.
    case duplicateItem(ItemID, first: IndexPath, second: IndexPath)
    /// Items were appended to a section the snapshot does not have (`nil`: it has no section).
    case unknownSection(SectionID?)

    /// The problem in words, naming the identifier and the places.
    public var description: String {
        switch self {
        case let .duplicateSection(identifier, first, second):
            "Duplicate section identifier \(identifier): at section \(first) and again at \(second)."
        case let .duplicateItem(identifier, first, second):
            "Duplicate item identifier \(identifier): at \(LayoutError.describe(first)) and again at "
                + "\(LayoutError.describe(second))."
        case let .unknownSection(identifier?):
            "No section \(identifier) to append items to."
        case .unknownSection(nil):
            "No section to append items to: append a section first."
        }
    }
}
