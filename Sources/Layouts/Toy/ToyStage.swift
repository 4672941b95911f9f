import Foundation
import LayoutKitCore

/// The physics toy's screen, its homes: the content (the frame less the top inset, not
/// scrolling) and the items held back off screen while the crowd is full, each at rest at its
/// launch frame. The items with a body are the physics' own.
public final class ToyStage: CollectionLayout {
    /// The frame less the top inset, in points.
    public private(set) var contentSize: CGSize = .zero
    /// The items waiting off screen.
    var waiting = ToyWaitingLine()

    init() {}

    /// Sizes the content to `context`'s frame less its top inset.
    public func prepare(_ context: LayoutContext) throws {
        contentSize = CGSize(width: context.bounds.width, height: max(0, context.bounds.height - context.contentInset.top))
    }

    /// The waiting items whose launch frames meet `rect`.
    public func attributes(in rect: CGRect) -> [LayoutAttributes] { waiting.attributes(in: rect) }

    /// The launch frame of a waiting item.
    public func attributes(at indexPath: IndexPath) -> LayoutAttributes? { waiting.attributes(for: .cell(indexPath)) }
}
