import Foundation
import LayoutKitCore
import LayoutKitHost
import LayoutKitLayouts
import Testing

/// A compositional layout that scrolls horizontally: sections side by side, each described in the
/// screen's coordinates, against frames worked out by hand in a 390 x 844 viewport.
struct HorizontalCompositionalTests {
    /// Section 0: columns 100 wide of two items each half the height, 10 apart, after a 30 pt
    /// leading header; section 1: a strip of 80 pt wide items; section 2: 150 x 200 cards going
    /// down, paging vertically.
    static func shelf(seen: @escaping (LayoutEnvironment) -> Void = { _ in }) -> TransposedLayout<CompositionalLayout> {
        let strip = StripLayout(axis: .horizontal, length: 80)
        return CompositionalLayout.horizontal(configuration: CompositionalConfiguration(interSectionSpacing: 20)) {
            section, environment in
            seen(environment)
            switch section {
            case 0:
                let half = LayoutItem(size: LayoutSize(width: .fractionalWidth(1), height: .fractionalHeight(0.5)))
                return CompositionalSection(
                    group: .vertical(
                        size: LayoutSize(width: .absolute(100), height: .fractionalHeight(1)), repeating: .item(half), count: 2),
                    interGroupSpacing: 10, boundaryItems: [BoundarySupplementaryItem(kind: "header", height: 30, alignment: .top)]
                )
            case 1:
                return CompositionalSection(layout: strip)
            default:
                let card = LayoutItem(size: LayoutSize(width: .fractionalWidth(1), height: .fractionalHeight(1)))
                return CompositionalSection(
                    group: .vertical(size: LayoutSize(width: .absolute(150), height: .absolute(200)), subitems: [.item(card)]),
                    interGroupSpacing: 10, orthogonalScrolling: .groupPaging)
            }
        }
    }

    @Test func sectionsStandSideBySide() throws {
        var environments: [LayoutEnvironment] = []
        let layout = Self.shelf { environments.append($0) }
        try layout.prepare(LayoutContext(bounds: CGRect(x: 0, y: 0, width: 390, height: 844), itemCounts: [5, 4, 6]))
        #expect(layout.scrollDirection == .horizontal)
        #expect(environments.first?.containerSize == CGSize(width: 390, height: 844))
        func frame(_ section: Int, _ item: Int) -> CGRect? {
            layout.attributes(at: IndexPath(item: item, section: section))?.frame
        }
        // The header takes x 0 to 30; the columns start at 30, 140, 250; items 100 x 422.
        #expect(
            layout.supplementaryAttributes(ofKind: "header", at: IndexPath(item: 0, section: 0))?.frame
                == CGRect(x: 0, y: 0, width: 30, height: 844))
        #expect(frame(0, 0) == CGRect(x: 30, y: 0, width: 100, height: 422))
        #expect(frame(0, 3) == CGRect(x: 140, y: 422, width: 100, height: 422))
        #expect(frame(0, 4) == CGRect(x: 250, y: 0, width: 100, height: 422))
        // Section 0 spans 30 + 3 × 100 + 2 × 10 = 350; section 1 starts 20 later, at 370.
        #expect(frame(1, 0) == CGRect(x: 370, y: 0, width: 80, height: 844))
        #expect(frame(1, 3) == CGRect(x: 610, y: 0, width: 80, height: 844))
        // Section 2 starts at 370 + 320 + 20 = 710: cards 150 wide going down, 210 apart.
        #expect(frame(2, 1) == CGRect(x: 710, y: 210, width: 150, height: 200))
        #expect(layout.contentSize == CGSize(width: 860, height: 844))
        #expect(layout.nestedScroller(at: CGPoint(x: 750, y: 100))?.axis == .vertical)
        // The cards' window, and the cards below it (4 at 840 to 1 040, 5 at 1 050), turned too.
        #expect(layout.nestedScroller(withID: 2)?.frame == CGRect(x: 710, y: 0, width: 150, height: 844))
        let below = layout.nestedElements(of: 2, in: CGRect(x: 710, y: 844, width: 150, height: 500))
        #expect(
            below.map(\.frame) == [
                CGRect(x: 710, y: 840, width: 150, height: 200), CGRect(x: 710, y: 1_050, width: 150, height: 200)
            ])
    }

    @Test func aDownwardDragInTheCardsPagesThemAndTheContentStays() throws {
        let layout = Self.shelf()
        let host = try CollectionViewHost(layout: layout, frameSize: CGSize(width: 390, height: 844), itemCounts: [5, 4, 6])
        try host.setContentOffset(CGPoint(x: 470, y: 0))
        // At the content's end (860 - 390), section 2's cards (x 710 to 860) show at 240 to 390.
        // Dragging up by 150 pt pages to the next card, 210 down.
        try host.drag(.line(from: CGPoint(x: 300, y: 600), to: CGPoint(x: 300, y: 450), duration: 0.15))
        #expect(try host.runUntilIdle())
        #expect(host.contentOffset == CGPoint(x: 470, y: 0))
        #expect(abs((layout.nestedScroller(withID: 2)?.offset ?? 0) - 210) < 0.5)
        let card = host.visibleElements.first { $0.indexPath == IndexPath(item: 1, section: 2) }
        #expect(abs((card?.frame.minY ?? -1) - 0) < 0.5)
    }
}
