import Foundation
import LayoutKitCore

/// Section backgrounds (``FlowConfiguration/sectionBackground``): one decoration view per section.
extension FlowLayout {
    /// The background of the section `indexPath` names (its item is ignored), or `nil` when the
    /// configuration has none of `kind` or there is no such section.
    public func decorationAttributes(ofKind kind: String, at indexPath: IndexPath) -> LayoutAttributes? {
        guard let section = indexPath.first, let background = canonicalBackground(section: section),
            background.category.kind == kind
        else { return nil }
        return output(background)
    }

    /// The background of `section` in canonical coordinates.
    func canonicalBackground(section: Int) -> LayoutAttributes? {
        guard let background = configuration.sectionBackground, let extent = sectionFrame(section) else { return nil }
        let width = isHorizontal ? contentSize.height : contentSize.width
        let inset = isHorizontal ? background.inset.transposed : background.inset
        guard let frame = background.frame(minY: extent.minY, maxY: extent.maxY, width: width, inset: inset) else {
            return nil
        }
        return LayoutAttributes(
            indexPath: IndexPath(item: 0, section: section), category: .decorationView(kind: background.kind),
            frame: frame, zIndex: background.zIndex)
    }
}
