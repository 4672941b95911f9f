import Foundation
import LayoutKitCore

/// What a pass of a grid or a waterfall depends on besides its configuration.
struct GridPassInputs: Equatable {
    var contentWidth: CGFloat
    var itemCounts: [Int]
    var displayScale: CGFloat
    var hostGivesSizes: Bool

    init(_ context: LayoutContext) {
        contentWidth = context.insetViewportSize.width
        itemCounts = context.itemCounts
        displayScale = context.displayScale
        hostGivesSizes = context.itemSizeProvider != nil
    }
}
