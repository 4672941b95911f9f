import Foundation
import LayoutKitCore

extension FlowConfiguration {
    /// A grid of small squares: 44 x 44 items, inter-item and line spacing 10, section inset 10
    /// on every side (the springy collection view's, article 000).
    public static func compactGrid(scrollDirection: ScrollDirection = .vertical) -> Self {
        Self(
            scrollDirection: scrollDirection,
            metrics: FlowSectionMetrics(
                itemSize: CGSize(width: 44, height: 44), minimumInteritemSpacing: 10, minimumLineSpacing: 10,
                sectionInset: EdgeInsets(all: 10)))
    }

    /// A row of cards: horizontal, 100 x 100 items, section inset 100 at top and bottom, line
    /// spacing 50 (the zoom example's, article 003).
    public static func cardRow(scrollDirection: ScrollDirection = .horizontal) -> Self {
        Self(
            scrollDirection: scrollDirection,
            metrics: FlowSectionMetrics(
                itemSize: CGSize(width: 100, height: 100), minimumLineSpacing: 50,
                sectionInset: EdgeInsets(top: 100, left: 0, bottom: 100, right: 0)))
    }
}
