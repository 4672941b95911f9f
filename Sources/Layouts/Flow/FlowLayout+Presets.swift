import Foundation
import LayoutKitCore

extension FlowLayout.Configuration {
    /// The flow layout of the springy example (article 000): 44 x 44 items, inter-item and line
    /// spacing 10, section inset 10 on every side.
    public static func springy(scrollDirection: ScrollDirection = .vertical) -> Self {
        Self(
            scrollDirection: scrollDirection,
            metrics: FlowSectionMetrics(
                itemSize: CGSize(width: 44, height: 44), minimumInteritemSpacing: 10, minimumLineSpacing: 10,
                sectionInset: EdgeInsets(all: 10)))
    }

    /// The flow layout under the zoom example (article 003): horizontal, 100 x 100 items, section
    /// inset 100 at top and bottom, line spacing 50.
    public static func zoom(scrollDirection: ScrollDirection = .horizontal) -> Self {
        Self(
            scrollDirection: scrollDirection,
            metrics: FlowSectionMetrics(
                itemSize: CGSize(width: 100, height: 100), minimumLineSpacing: 50,
                sectionInset: EdgeInsets(top: 100, left: 0, bottom: 100, right: 0)))
    }
}
