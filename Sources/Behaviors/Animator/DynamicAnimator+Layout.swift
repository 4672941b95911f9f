import Foundation
import LayoutKitCore

/// The queries a layout driven by the animator answers from, as UIKit's
/// `layoutAttributesForCell(at:)` and friends on a `UIDynamicAnimator`.
extension DynamicAnimator {
    /// The layout attributes among the items whose frames meet `rect`, moved by the animator.
    ///
    /// - Complexity: O(items held).
    public func attributes(in rect: CGRect) -> [LayoutAttributes] {
        items(in: rect).compactMap { $0 as? LayoutAttributes }
    }

    /// The attributes of the element `key` as the animator moved them, or `nil` when no
    /// behaviour holds it.
    public func attributes(for key: ElementKey) -> LayoutAttributes? {
        item(withID: key) as? LayoutAttributes
    }

    /// The attributes of the cell at `indexPath`, or `nil` when no behaviour holds it.
    public func attributesForCell(at indexPath: IndexPath) -> LayoutAttributes? {
        attributes(for: .cell(indexPath))
    }

    /// The attributes of the supplementary view of `kind` at `indexPath`, or `nil`.
    public func attributesForSupplementaryView(ofKind kind: String, at indexPath: IndexPath) -> LayoutAttributes? {
        attributes(for: ElementKey(category: .supplementaryView(kind: kind), indexPath: indexPath))
    }

    /// The attributes of the decoration view of `kind` at `indexPath`, or `nil`.
    public func attributesForDecorationView(ofKind kind: String, at indexPath: IndexPath) -> LayoutAttributes? {
        attributes(for: ElementKey(category: .decorationView(kind: kind), indexPath: indexPath))
    }
}
