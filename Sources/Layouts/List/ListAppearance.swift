/// How a ``ListLayout`` looks, as UIKit's list configurations (`UICollectionLayoutListConfiguration.Appearance`).
public enum ListAppearance: String, Hashable, Sendable, CaseIterable {
    /// Rows edge to edge, headers pinned to the top while their section shows.
    case plain
    /// Sections edge to edge on a background of their own, apart from each other.
    case grouped
    /// Sections inset from the sides by the layout margin, on a background with rounded corners.
    case insetGrouped
}
