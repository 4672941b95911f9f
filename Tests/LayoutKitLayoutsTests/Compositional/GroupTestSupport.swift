import Foundation
import LayoutKitCore
import LayoutKitLayouts

/// A 390 x 844 viewport (a phone) with one section of `count` items.
func groupContext(_ count: Int, width: CGFloat = 390, height: CGFloat = 844) -> LayoutContext {
    LayoutContext(bounds: CGRect(x: 0, y: 0, width: width, height: height), itemCounts: [count])
}

/// An item of the given dimensions.
func leaf(
    _ width: LayoutDimension, _ height: LayoutDimension, insets: EdgeInsets = .zero,
    edges: EdgeSpacing? = nil, badges: [ItemSupplementaryItem] = []
) -> LayoutGroupElement {
    .item(
        LayoutItem(
            size: LayoutSize(width: width, height: height), contentInsets: insets, edgeSpacing: edges,
            supplementaryItems: badges))
}

/// A layout of `configuration`, prepared for `count` items.
func preparedGroupLayout(
    _ configuration: GroupSectionConfiguration, count: Int,
    width: CGFloat = 390, height: CGFloat = 844
) throws -> GroupSectionLayout {
    let layout = GroupSectionLayout(configuration: configuration)
    try layout.prepare(groupContext(count, width: width, height: height))
    return layout
}

/// The frames of the first `count` cells, by item.
func cellFrames(_ layout: GroupSectionLayout, count: Int) -> [CGRect] {
    (0..<count).compactMap { layout.attributes(at: IndexPath(item: $0, section: 0))?.frame }
}

/// The error `body` throws as name, value and reason (the value compared by the caller, NaN included).
func invalidParameter(_ body: () throws -> Void) -> (name: String, value: Double, reason: String)? {
    do {
        try body()
    } catch let LayoutError.invalidParameter(name, value, reason) {
        return (name, value, reason)
    } catch {
        return ("unexpected \(error)", 0, "")
    }
    return nil
}
