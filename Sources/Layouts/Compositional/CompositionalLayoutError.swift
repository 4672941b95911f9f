import Foundation
import LayoutKitCore

/// An error of a ``CompositionalLayout``, naming the section that caused it. The layout keeps
/// its previous state when it throws one.
public enum CompositionalLayoutError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The section provider threw for `section`; `reason` is what it threw, described.
    case providerFailed(section: Int, reason: String)
    /// The layout of `section` threw an error of its own (not a ``LayoutError``) while it
    /// prepared; `reason` is that error, described.
    case layoutFailed(section: Int, reason: String)
    /// The layout of `section`, or its description, has a bad value: `problem` names it.
    case invalidSection(Int, problem: LayoutError)
    /// The same layout object was given for two sections (a layout keeps one collection's state).
    case layoutShared(section: Int, otherSection: Int)
    /// A section that scrolls orthogonally has a layout that scrolls along the compositional
    /// layout's own axis, or the reverse.
    case scrollDirectionMismatch(section: Int, expected: ScrollDirection)
    /// A section uses the kind of one of the layout's global boundary items for its own.
    case kindClash(section: Int, kind: String)
    /// A section has two boundary items of one kind (both would be answered at `[section, 0]`).
    case duplicateKind(section: Int, kind: String)

    public var description: String {
        switch self {
        case let .providerFailed(section, reason):
            "The section provider failed for section \(section): \(reason)"
        case let .layoutFailed(section, reason):
            "The layout of section \(section) failed to prepare: \(reason)"
        case let .invalidSection(section, problem):
            "Section \(section): \(problem)"
        case let .layoutShared(section, otherSection):
            "Sections \(otherSection) and \(section) have the same layout object; give each section its own."
        case let .scrollDirectionMismatch(section, expected):
            "Section \(section)'s layout must scroll \(expected == .horizontal ? "horizontally" : "vertically") for the "
                + "section's orthogonalScrolling setting: give it a layout that does (a FlowLayout with "
                + "scrollDirection: .\(expected), such as FlowLayout(configuration: .cardRow(scrollDirection: .\(expected)))), "
                + "or change the section's orthogonalScrolling."
        case let .duplicateKind(section, kind):
            "Section \(section) has two boundary items of the kind \"\(kind)\"; give each its own kind."
        case let .kindClash(section, kind):
            "Section \(section) uses the kind \"\(kind)\", which a global boundary item of the layout uses."
        }
    }
}
