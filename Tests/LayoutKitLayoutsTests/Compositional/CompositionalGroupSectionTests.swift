import Foundation
import LayoutKitCore
import LayoutKitHost
import LayoutKitLayouts
import Testing

/// Group sections inside a compositional layout: a store front of a centred paging row of
/// cards, a grid of three columns and a list with a pinned header, against frames worked out by
/// hand in a 390 x 844 viewport.
struct CompositionalGroupSectionTests {
    static func storeFront() -> CompositionalLayout {
        CompositionalLayout { section, _ in
            switch section {
            case 0:
                // Cards 0.8 × 390 = 312 wide, 200 high, 10 apart, paging one card at a time, centred.
                let card = LayoutSize(width: .fractionalWidth(0.8), height: .absolute(200))
                return CompositionalSection(
                    group: .horizontal(
                        size: card,
                        subitems: [
                            .item(
                                LayoutItem(
                                    size: LayoutSize(
                                        width: .fractionalWidth(1), height: .fractionalHeight(1))))
                        ]),
                    interGroupSpacing: 10, orthogonalScrolling: .groupPagingCentered)
            case 1:
                // Rows of three in 390 - 2 × 5 = 380: (380 - 2 × 10) / 3 = 120 wide, 100 high, rows 10 apart.
                var row = LayoutGroup.horizontal(
                    size: LayoutSize(width: .fractionalWidth(1), height: .absolute(100)),
                    repeating: .item(LayoutItem(size: LayoutSize(width: .fractionalWidth(1), height: .fractionalHeight(1)))),
                    count: 3)
                row.interItemSpacing = .fixed(10)
                return CompositionalSection(
                    group: row, interGroupSpacing: 10, contentInsets: EdgeInsets(top: 0, left: 5, bottom: 0, right: 5))
            default:
                let line = LayoutSize(width: .fractionalWidth(1), height: .absolute(44))
                return CompositionalSection(
                    group: .horizontal(size: line, subitems: [.item(LayoutItem(size: line))]),
                    boundaryItems: [
                        BoundarySupplementaryItem(kind: "header", height: 30, alignment: .top, pinsToVisibleBounds: true)
                    ])
            }
        }
    }

    @Test func theStoreFrontIsWhereTheArithmeticPutsIt() throws {
        let layout = Self.storeFront()
        try layout.prepare(LayoutContext(bounds: CGRect(x: 0, y: 0, width: 390, height: 844), itemCounts: [5, 7, 20]))
        func frame(_ section: Int, _ item: Int) -> CGRect? {
            layout.attributes(at: IndexPath(item: item, section: section))?.frame
        }
        // Cards every 312 + 10 = 322 pt along x, in a section 200 high.
        #expect(frame(0, 0) == CGRect(x: 0, y: 0, width: 312, height: 200))
        #expect(frame(0, 2) == CGRect(x: 644, y: 0, width: 312, height: 200))
        // The grid starts at 200: columns at 5, 135, 265; rows 110 apart; 7 items make 3 rows, 320 high.
        #expect(frame(1, 0) == CGRect(x: 5, y: 200, width: 120, height: 100))
        #expect(frame(1, 4) == CGRect(x: 135, y: 310, width: 120, height: 100))
        #expect(frame(1, 6) == CGRect(x: 5, y: 420, width: 120, height: 100))
        // The list starts at 520 with its 30 pt header: rows at 550 + 44 i.
        #expect(
            layout.supplementaryAttributes(ofKind: "header", at: IndexPath(item: 0, section: 2))?.frame
                == CGRect(x: 0, y: 520, width: 390, height: 30))
        #expect(frame(2, 3) == CGRect(x: 0, y: 682, width: 390, height: 44))
        #expect(layout.contentSize == CGSize(width: 390, height: 1430))  // 550 + 20 × 44
        // The cards' section scrolls over 5 × 312 + 4 × 10 = 1600 pt: offsets 0 to 1210.
        #expect(layout.nestedScroller(withID: 0)?.offsets == 0...1210)
    }

    @Test func theCardsPageOneAtATimeCentred() throws {
        let layout = Self.storeFront()
        let host = try CollectionViewHost(layout: layout, frameSize: CGSize(width: 390, height: 844), itemCounts: [5, 7, 20])
        try host.drag(.line(from: CGPoint(x: 300, y: 100), to: CGPoint(x: 200, y: 100), duration: 0.1))
        #expect(try host.runUntilIdle())
        // Card 1's middle (322 + 156 = 478) at the section's middle (195): offset 283.
        #expect(abs((layout.nestedScroller(withID: 0)?.offset ?? 0) - 283) < 0.5)
        let card = host.visibleElements.first { $0.indexPath == IndexPath(item: 1, section: 0) }
        #expect(abs((card?.frame.midX ?? 0) - 195) < 0.5)
    }

    @Test func aRotationDescribesTheGroupsAgainForTheNewWidth() throws {
        let layout = Self.storeFront()
        let host = try CollectionViewHost(layout: layout, frameSize: CGSize(width: 390, height: 844), itemCounts: [5, 7, 20])
        try host.layoutIfNeeded()
        try host.setFrameSize(CGSize(width: 844, height: 390))
        #expect(try host.runUntilIdle())
        // Cards are 0.8 × 844 = 675.2 wide now; grid columns (834 - 20) / 3 = 271.33 wide.
        #expect(layout.attributes(at: IndexPath(item: 0, section: 0))?.frame.width == 675.2)
        let column = layout.attributes(at: IndexPath(item: 1, section: 1))?.frame
        #expect(abs((column?.width ?? 0) - 814.0 / 3) < 1e-9)
    }
}
