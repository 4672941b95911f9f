import Foundation
import LayoutKit
import Testing

// example: CompositionalStoreFront
func storeFront() -> CompositionalLayout {
    let fill = LayoutItem(size: LayoutSize(width: .fractionalWidth(1), height: .fractionalHeight(1)))
    let group = { (size: LayoutSize) in LayoutGroup.horizontal(size: size, subitems: [.item(fill)]) }
    let header = BoundarySupplementaryItem(kind: "header", height: 36, alignment: .top, pinsToVisibleBounds: true)
    return CompositionalLayout(configuration: CompositionalConfiguration(interSectionSpacing: 12)) { section, environment in
        switch section {
        case 0:  // cards filling the 85 % the insets leave, paged to the middle, smaller away from it
            let side = environment.containerSize.width * 0.075
            let card = group(LayoutSize(width: .fractionalWidth(1), height: .absolute(220)))
            return CompositionalSection(
                group: card, interGroupSpacing: 10, orthogonalScrolling: .groupPagingCentered,
                contentInsets: EdgeInsets(top: 0, left: side, bottom: 0, right: side)
            ) { cells, shown in
                for i in cells.indices where cells[i].category == .cell {
                    let away = min(1, abs(cells[i].frame.midX - shown.visibleFrame.midX) / shown.frame.width)
                    cells[i].transform3D = Transform3D(scaleX: 1 - 0.2 * away, y: 1 - 0.2 * away)
                }
            }
        case 1:  // 110 pt cards, scrolled freely, resting on a card's leading edge
            let card = group(LayoutSize(width: .absolute(110), height: .absolute(110)))
            return CompositionalSection(
                group: card, interGroupSpacing: 10, orthogonalScrolling: .continuousGroupLeadingBoundary,
                contentInsets: EdgeInsets(top: 0, left: 16, bottom: 0, right: 16), boundaryItems: [header])
        case 2:  // rows of three square cells, on a background
            let row = LayoutGroup.horizontal(
                size: LayoutSize(width: .fractionalWidth(1), height: .fractionalWidth(1.0 / 3)),
                repeating: .item(fill), count: 3)
            return CompositionalSection(
                group: row, contentInsets: EdgeInsets(all: 12), boundaryItems: [header],
                background: SectionBackground(kind: "background"))
        default:  // a list
            let line = group(LayoutSize(width: .fractionalWidth(1), height: .absolute(52)))
            return CompositionalSection(group: line, interGroupSpacing: 4, boundaryItems: [header])
        }
    }
}
// example end

/// Docs/Compositional.md, run: the store front word for word (its function above, the three lines
/// that drive it at the start of the first test), the batch update, the errors of the table and
/// when the provider is asked again, against numbers worked out by hand in a 390 x 844 viewport.
/// The copies of the guide's snippets are marked `// example:`; GuideExamplesTests checks them.
struct CompositionalGuideTests {
    @Test func theStoreFront() throws {
        // example: CompositionalStoreFront
        let host = try CollectionViewHost(
            layout: storeFront(), frameSize: CGSize(width: 390, height: 844), itemCounts: [8, 20, 30, 40])
        try host.drag(.line(from: CGPoint(x: 300, y: 110), to: CGPoint(x: 100, y: 110), duration: 0.15))  // a swipe to the left
        try host.runUntilIdle()  // card 1 is centred now: the cards' section is scrolled by 341.5 pt
        // example end
        let layout = try #require(host.layout as? CompositionalLayout)
        // Insets of 390 × 0.075 = 29.25 leave cards 331.5 wide, 341.5 apart: card 1 centred (its
        // middle, 29.25 + 341.5 + 165.75 = 536.5, at 195) is an offset of 341.5.
        #expect(abs((layout.nestedScroller(withID: 0)?.offset ?? 0) - 341.5) < 0.5)
        let cards = host.visibleElements.filter { $0.category == .cell && $0.indexPath.section == 0 }
        func card(_ item: Int) throws -> LayoutAttributes { try #require(cards.first { $0.indexPath.item == item }) }
        let middle = try card(1)
        #expect(abs(middle.frame.minX - 29.25) < 0.5 && middle.frame.size == CGSize(width: 331.5, height: 220))
        // Full size in the middle; its neighbours, 341.5 away, at 1 - 0.2 × 341.5 / 390.
        #expect(abs(middle.transform3D.m11 - 1) < 1e-3)
        for item in [0, 2] { #expect(abs(try card(item).transform3D.m11 - (1 - 0.2 * 341.5 / 390)) < 1e-3) }
        func frame(_ item: Int, _ section: Int) -> CGRect? {
            layout.attributes(at: IndexPath(item: item, section: section))?.frame
        }
        // Small cards from 220 + 12 + 36 = 268, every 120 pt from x = 16.
        #expect(frame(3, 1) == CGRect(x: 376, y: 268, width: 110, height: 110))
        // The grid from 390 (its header) + 36 + 12 = 438: columns at 12, 134, 256, cells 366 / 3 = 122 square.
        #expect([0, 1, 2].compactMap { frame($0, 2)?.minX } == [12, 134, 256])
        #expect(abs((frame(4, 2)?.minY ?? 0) - 560) < 1e-9 && frame(4, 2)?.width == 122)
        #expect(
            layout.decorationAttributes(ofKind: "background", at: IndexPath(item: 0, section: 2))?.frame
                == CGRect(x: 0, y: 390, width: 390, height: 36 + 12 + 10 * 122 + 12))
        // The list from 1670 + 12 + 36 = 1718, rows every 56 pt; 40 rows end at 1718 + 40 × 52 + 39 × 4.
        #expect(frame(3, 3) == CGRect(x: 0, y: 1886, width: 390, height: 52))
        #expect(layout.contentSize.height == 3954)
        // Scrolled to 2000, the list's header is pinned at the top.
        try host.setContentOffset(CGPoint(x: 0, y: 2000))
        let header = host.visibleElements.first {
            $0.category == .supplementaryView(kind: "header") && $0.indexPath == IndexPath(item: 0, section: 3)
        }
        #expect(header?.frame.minY == 2000)

        // The guide's batch update across sections: the grid gains a row (33 items), the list loses one.
        // example: CompositionalBatchUpdate
        var update = BatchUpdate()
        update.insertItems([IndexPath(item: 0, section: 2), IndexPath(item: 1, section: 2)])  // two in the grid
        update.deleteItems([IndexPath(item: 4, section: 3)])  // one row of the list
        update.moveItem(from: IndexPath(item: 3, section: 1), to: IndexPath(item: 2, section: 2))
        try host.performBatchUpdates(update, countsAfter: [8, 19, 33, 39])
        // example end
        #expect(try host.runUntilIdle())
        #expect(abs(layout.contentSize.height - (3954 + 122 - 56)) < 1e-9)
    }

    @Test func theProviderIsAskedAgainForANewEnvironmentOrNewDataOnly() throws {
        var asked = 0
        let layout = CompositionalLayout { _, _ in
            asked += 1
            let row = LayoutSize(width: .fractionalWidth(1), height: .absolute(44))
            return CompositionalSection(
                group: .horizontal(size: row, subitems: [.item(LayoutItem(size: row))]),
                boundaryItems: [
                    BoundarySupplementaryItem(
                        kind: "header", height: 30, alignment: .top,
                        pinsToVisibleBounds: true)
                ])
        }
        let host = try CollectionViewHost(layout: layout, frameSize: CGSize(width: 390, height: 844), itemCounts: [30, 30])
        try host.layoutIfNeeded()
        #expect(asked == 2)
        try host.setContentOffset(CGPoint(x: 0, y: 700))  // a scroll, a pinned header moving
        #expect(asked == 2)
        try host.setFrameSize(CGSize(width: 844, height: 390))  // a rotation
        try host.layoutIfNeeded()
        #expect(asked == 4)
        var update = BatchUpdate()
        update.insertItems([IndexPath(item: 0, section: 1)])
        try host.performBatchUpdates(update, countsAfter: [30, 31])
        #expect(asked == 6)
    }

    /// A section layout whose `prepare` throws an error of its own.
    private final class FailingLayout: CollectionLayout {
        struct Broken: Error {}
        var contentSize: CGSize { .zero }
        func prepare(_ context: LayoutContext) throws { throw Broken() }
        func attributes(in rect: CGRect) -> [LayoutAttributes] { [] }
    }

    @Test func theErrorsOfTheTable() {
        struct NoData: Error {}
        let row = LayoutSize(width: .fractionalWidth(1), height: .absolute(44))
        let list = LayoutGroup.horizontal(size: row, subitems: [.item(LayoutItem(size: row))])
        let wide = LayoutItem(size: LayoutSize(width: .absolute(150), height: .absolute(44)))
        let shared = FlowLayout(configuration: .compactGrid())
        let failing = FailingLayout()
        func failure(
            _ configuration: CompositionalConfiguration = CompositionalConfiguration(),
            _ provider: @escaping CompositionalLayout.SectionProvider
        ) -> CompositionalLayoutError? {
            let layout = CompositionalLayout(configuration: configuration, sectionProvider: provider)
            do {
                try layout.prepare(LayoutContext(bounds: CGRect(x: 0, y: 0, width: 390, height: 844), itemCounts: [3, 3]))
                return nil
            } catch {
                return error as? CompositionalLayoutError
            }
        }
        #expect(
            failure { section, _ in
                if section == 1 { throw NoData() }
                return CompositionalSection(group: list)
            } == .providerFailed(section: 1, reason: "NoData()"))
        #expect(
            failure { section, _ in section == 0 ? CompositionalSection(layout: failing) : CompositionalSection(group: list) }
                == .layoutFailed(section: 0, reason: "Broken()"))
        let tooWide = failure { _, _ in
            CompositionalSection(group: .horizontal(size: row, subitems: Array(repeating: .item(wide), count: 3)))
        }
        guard case let .invalidSection(0, .invalidParameter(name, _, _)) = tooWide else {
            Issue.record("expected invalidSection(0, …), got \(String(describing: tooWide))")
            return
        }
        #expect(name == "group.subitems")
        #expect(failure { _, _ in CompositionalSection(layout: shared) } == .layoutShared(section: 1, otherSection: 0))
        #expect(
            failure { _, _ in CompositionalSection(layout: shared, orthogonalScrolling: .groupPaging) }
                == .scrollDirectionMismatch(section: 0, expected: .horizontal))
        let banner = BoundarySupplementaryItem(kind: "banner", height: 80, alignment: .top)
        #expect(
            failure(CompositionalConfiguration(boundaryItems: [banner])) { _, _ in
                CompositionalSection(group: list, boundaryItems: [banner])
            } == .kindClash(section: 0, kind: "banner"))
    }
}
