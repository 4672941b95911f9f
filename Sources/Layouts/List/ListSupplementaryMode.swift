/// Whether a ``ListLayout``'s sections have a header (or a footer), as UIKit's list
/// configurations' `headerMode` and `footerMode` (`.none`, `.supplementary`).
public enum ListSupplementaryMode: String, Hashable, Sendable, CaseIterable {
    /// No header (footer).
    case none
    /// A supplementary view of the section's header (footer) kind.
    case supplementary
}
