import Foundation
import LayoutKitCore

/// A header or footer of a section, or of the whole layout, as UIKit's
/// `NSCollectionLayoutBoundarySupplementaryItem`: a supplementary view of ``kind`` placed at the
/// top or the bottom, across the section's width less its leading and trailing content insets.
///
/// A section's item is answered at index path `[section, 0]`; the layout's own (global) items at
/// `[0, 0]`, so their kinds must differ from every section's.
///
/// ```swift
/// let header = BoundarySupplementaryItem(kind: "header", height: 44, alignment: .top, pinsToVisibleBounds: true)
/// ```
public struct BoundarySupplementaryItem: Hashable, Sendable {
    /// Where the item sits.
    public enum Alignment: Hashable, Sendable {
        /// Above the content: a header.
        case top
        /// Below the content: a footer.
        case bottom
    }

    /// The supplementary view's kind.
    public var kind: String
    /// The item's height, in points.
    public var height: CGFloat
    /// Whether it is a header or a footer.
    public var alignment: Alignment
    /// Whether the item stays in view while its section does (a sticky header pins to the top of
    /// the visible area, a footer to its bottom, never leaving the section).
    public var pinsToVisibleBounds: Bool
    /// Whether the item adds its height to the section (`true`, UIKit's default) or lies over the
    /// section's content (`false`).
    public var extendsBoundary: Bool
    /// The item's z index; a pinned item is raised above the cells (z index 1 024 unless higher).
    public var zIndex: Int

    /// Creates a boundary item.
    public init(
        kind: String, height: CGFloat, alignment: Alignment, pinsToVisibleBounds: Bool = false,
        extendsBoundary: Bool = true, zIndex: Int = 0
    ) {
        self.kind = kind
        self.height = height
        self.alignment = alignment
        self.pinsToVisibleBounds = pinsToVisibleBounds
        self.extendsBoundary = extendsBoundary
        self.zIndex = zIndex
    }

    /// Throws unless the height is finite and not negative.
    func validate(named name: @autoclosure () -> String) throws {
        try LayoutError.requireNonNegative(height, named: "\(name()).height")
    }
}
