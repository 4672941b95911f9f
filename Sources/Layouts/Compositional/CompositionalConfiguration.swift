import Foundation
import LayoutKitCore

/// How a ``CompositionalLayout`` stacks its sections: the space between them, its own margins and
/// the layout's global header and footer, as UIKit's `UICollectionViewCompositionalLayoutConfiguration`.
///
/// ```swift
/// var configuration = CompositionalConfiguration(interSectionSpacing: 24)
/// configuration.boundaryItems = [BoundarySupplementaryItem(kind: "banner", height: 120, alignment: .top)]
/// ```
public struct CompositionalConfiguration: Hashable, Sendable {
    /// The space between two sections, in points.
    public var interSectionSpacing: CGFloat
    /// Margins around all the sections (and the global items), in points.
    public var contentInsets: EdgeInsets
    /// The layout's own header (``BoundarySupplementaryItem/Alignment/top``) and footer, answered
    /// at index path `[0, 0]`.
    public var boundaryItems: [BoundarySupplementaryItem]

    /// Creates a configuration.
    public init(
        interSectionSpacing: CGFloat = 0, contentInsets: EdgeInsets = .zero,
        boundaryItems: [BoundarySupplementaryItem] = []
    ) {
        self.interSectionSpacing = interSectionSpacing
        self.contentInsets = contentInsets
        self.boundaryItems = boundaryItems
    }

    /// Throws the first parameter out of range.
    ///
    /// - Throws: ``LayoutError/invalidParameter(name:value:reason:)``.
    func validate() throws {
        try LayoutError.requireNonNegative(interSectionSpacing, named: "interSectionSpacing")
        try contentInsets.validate(named: "contentInsets")
        for (index, item) in boundaryItems.enumerated() { try item.validate(named: "boundaryItems[\(index)]") }
    }
}
