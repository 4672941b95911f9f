import Foundation
import LayoutKitCore

/// A decoration view behind a whole section, as UIKit's `NSCollectionLayoutDecorationItem.background`:
/// answered at index path `[section, 0]` with kind ``kind``, under the section's cells (z index -1).
public struct SectionBackground: Hashable, Sendable {
    /// The decoration view's kind.
    public var kind: String
    /// How far the background lies inside the section's frame (header and footer included), in points.
    public var insets: EdgeInsets

    /// Creates a background of `kind`, `insets` (pt) inside the section's frame.
    public init(kind: String, insets: EdgeInsets = .zero) {
        self.kind = kind
        self.insets = insets
    }
}
