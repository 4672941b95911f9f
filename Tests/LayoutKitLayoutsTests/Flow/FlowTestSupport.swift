import Foundation
import LayoutKitCore
import LayoutKitHost
import LayoutKitLayouts

/// A 320 x 568 viewport scrolled to `offset`, with `counts` items per section.
func phoneContext(_ counts: [Int], offset: CGFloat = 0, width: CGFloat = 320, height: CGFloat = 568) -> LayoutContext {
    LayoutContext(bounds: CGRect(x: 0, y: offset, width: width, height: height), itemCounts: counts)
}

/// The frames of every cell of section `section`, by item.
func cellFrames(_ layout: FlowLayout, section: Int = 0, count: Int) -> [CGRect] {
    (0..<count).compactMap { layout.attributes(at: IndexPath(item: $0, section: section))?.frame }
}
