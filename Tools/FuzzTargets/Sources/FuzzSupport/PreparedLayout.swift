import Foundation
import LayoutKit

/// Prepares `layout` for `context`: false when it refuses with an error `isTyped` accepts (the
/// input is then done); a trap on any other error, or on a content size that is not finite or is
/// negative.
public func prepareOrRefuse(
    _ layout: any CollectionLayout, for context: LayoutContext, isTyped: (any Error) -> Bool
) -> Bool {
    do {
        try layout.prepare(context)
    } catch  where isTyped(error) {
        return false
    } catch {
        fatalError("prepare threw an untyped error: \(error)")
    }
    let content = layout.contentSize
    require(
        content.width.isFinite && content.height.isFinite && content.width >= 0 && content.height >= 0, "content size \(content)")
    return true
}
