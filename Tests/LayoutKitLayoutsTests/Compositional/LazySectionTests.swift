import Foundation
import LayoutKitCore
import Testing

@testable import LayoutKitLayouts

/// Group sections prepared lazily: the frames and the content size are those of each section's
/// layout prepared alone and stacked by hand, before any query and after, and a section's layout
/// is prepared only when something asks for it.
struct LazySectionTests {
    static let frameSize = CGSize(width: 390, height: 844)
    static let spacing: CGFloat = 16
    static let header = BoundarySupplementaryItem(kind: "header", height: 30, alignment: .top, pinsToVisibleBounds: true)
    static let listInsets = EdgeInsets(top: 8, left: 16, bottom: 6, right: 12)
    static let cardInsets = EdgeInsets(top: 4, left: 20, bottom: 0, right: 20)

    /// Section `index % 4`: a list under a header, a grid of three columns, a row of cards paging
    /// sideways, a flow (a given layout, prepared at once).
    static func configuration(of index: Int) -> GroupSectionConfiguration? {
        let fill = LayoutItem(size: LayoutSize(width: .fractionalWidth(1), height: .fractionalHeight(1)))
        switch index % 4 {
        case 0:
            return GroupSectionConfiguration(
                group: .horizontal(
                    size: LayoutSize(width: .fractionalWidth(1), height: .absolute(44)), subitems: [.item(fill)]))
        case 1:
            var row = LayoutGroup.horizontal(
                size: LayoutSize(width: .fractionalWidth(1), height: .fractionalWidth(1.0 / 3)), repeating: .item(fill),
                count: 3)
            row.interItemSpacing = .fixed(8)
            return GroupSectionConfiguration(group: row, interGroupSpacing: 8)
        case 2:
            return GroupSectionConfiguration(
                group: .horizontal(
                    size: LayoutSize(width: .fractionalWidth(0.8), height: .absolute(180)), subitems: [.item(fill)]),
                interGroupSpacing: 10, groupAxis: .horizontal)
        default:
            return nil
        }
    }

    static func makeLayout(flows: [Int: FlowLayout]) -> CompositionalLayout {
        CompositionalLayout(configuration: CompositionalConfiguration(interSectionSpacing: spacing)) { index, _ in
            guard let configuration = configuration(of: index) else {
                return CompositionalSection(layout: flows[index] ?? FlowLayout())
            }
            let content = CompositionalSection.Content.groups(
                configuration.group, interGroupSpacing: configuration.interGroupSpacing)
            switch index % 4 {
            case 0:
                return CompositionalSection(
                    content: content, orthogonalScrolling: .none, contentInsets: listInsets, boundaryItems: [header],
                    background: nil, orthogonalHeight: nil, visibleItemsHandler: nil)
            case 1:
                return CompositionalSection(
                    content: content, orthogonalScrolling: .none, contentInsets: .zero, boundaryItems: [],
                    background: nil, orthogonalHeight: nil, visibleItemsHandler: nil)
            default:
                return CompositionalSection(
                    content: content, orthogonalScrolling: .groupPaging, contentInsets: cardInsets, boundaryItems: [],
                    background: nil, orthogonalHeight: nil, visibleItemsHandler: nil)
            }
        }
    }

    /// Each section's layout prepared alone in the room the section gives it.
    static func standalone(_ index: Int, count: Int) throws -> (layout: any CollectionLayout, insets: EdgeInsets, header: CGFloat)
    {
        let context = { (width: CGFloat) in
            LayoutContext(bounds: CGRect(x: 0, y: 0, width: width, height: frameSize.height), itemCounts: [count])
        }
        guard let configuration = configuration(of: index) else {
            let flow = FlowLayout()
            try flow.prepare(context(frameSize.width))
            return (flow, .zero, 0)
        }
        let layout = GroupSectionLayout(configuration: configuration)
        let insets = index % 4 == 0 ? listInsets : index % 4 == 1 ? .zero : cardInsets
        try layout.prepare(context(frameSize.width - insets.horizontal))
        return (layout, insets, index % 4 == 0 ? 30 : 0)
    }

    @Test func lazySectionsGiveTheFramesOfEachSectionPreparedAloneAndStackedByHand() throws {
        let counts = (0..<40).map { 13 + $0 % 7 }
        let flows = Dictionary(uniqueKeysWithValues: (0..<40).filter { $0 % 4 == 3 }.map { ($0, FlowLayout()) })
        let layout = Self.makeLayout(flows: flows)
        try layout.prepare(LayoutContext(bounds: CGRect(origin: .zero, size: Self.frameSize), itemCounts: counts))
        let sizeBeforeQueries = layout.contentSize

        var expected: [IndexPath: CGRect] = [:]
        var y: CGFloat = 0
        for (index, count) in counts.enumerated() {
            if index > 0 { y += Self.spacing }
            let (alone, insets, header) = try Self.standalone(index, count: count)
            for item in 0..<count {
                let frame = try #require(alone.attributes(at: IndexPath(item: item, section: 0))?.frame)
                expected[IndexPath(item: item, section: index)] = frame.offsetBy(dx: insets.left, dy: y + header + insets.top)
            }
            y += header + insets.top + alone.contentSize.height + insets.bottom
        }
        #expect(sizeBeforeQueries == CGSize(width: Self.frameSize.width, height: y))

        // A rectangle in the middle: exactly the cells expected there, at the frames expected.
        let middle = CGRect(x: 0, y: y / 2, width: Self.frameSize.width, height: Self.frameSize.height)
        let cells = layout.attributes(in: middle).filter { $0.category == .cell }
        #expect(Set(cells.map(\.indexPath)) == Set(expected.filter { $0.value.intersects(middle) }.map(\.key)))
        for cell in cells { #expect(cell.frame == expected[cell.indexPath]) }
        // Every item, by index path, in an order that prepares sections from the last to the first.
        for (indexPath, frame) in expected.sorted(by: { $0.key > $1.key }) {
            #expect(layout.attributes(at: indexPath)?.frame == frame)
        }
        #expect(layout.contentSize == sizeBeforeQueries)
    }

    @Test func aFarSectionIsPreparedOnlyWhenAskedFor() throws {
        let fill = LayoutItem(size: LayoutSize(width: .fractionalWidth(1), height: .fractionalHeight(1)))
        let row = LayoutGroup.horizontal(
            size: LayoutSize(width: .fractionalWidth(1), height: .absolute(44)), subitems: [.item(fill)])
        let layout = CompositionalLayout { _, _ in CompositionalSection(group: row) }
        try layout.prepare(
            LayoutContext(bounds: CGRect(origin: .zero, size: Self.frameSize), itemCounts: Array(repeating: 100, count: 200)))
        func prepared(_ section: Int) -> Bool { (layout.slots[section].layout as? GroupSectionLayout)?.geometry != nil }
        // 100 rows of 44 pt a section: the content is 200 × 4 400 pt tall before any section is prepared.
        #expect(layout.contentSize.height == 880_000)
        #expect(!prepared(0) && !prepared(150))

        _ = layout.attributes(in: CGRect(origin: .zero, size: Self.frameSize))
        #expect(prepared(0) && !prepared(1) && !prepared(150))

        #expect(
            layout.attributes(at: IndexPath(item: 3, section: 150))?.frame == CGRect(x: 0, y: 660_132, width: 390, height: 44))
        #expect(prepared(150) && !prepared(149))
        #expect(layout.contentSize.height == 880_000)
    }

    @Test func aFarSectionGivenMoreItemsMovesTheSectionsAfterIt() throws {
        let fill = LayoutItem(size: LayoutSize(width: .fractionalWidth(1), height: .fractionalHeight(1)))
        let row = LayoutGroup.horizontal(
            size: LayoutSize(width: .fractionalWidth(1), height: .absolute(44)), subitems: [.item(fill)])
        let layout = CompositionalLayout { _, _ in CompositionalSection(group: row) }
        var counts = Array(repeating: 10, count: 100)
        try layout.prepare(LayoutContext(bounds: CGRect(origin: .zero, size: Self.frameSize), itemCounts: counts))
        _ = layout.attributes(in: CGRect(origin: .zero, size: Self.frameSize))
        counts[80] = 15
        layout.invalidate(with: .dataSourceCounts)
        try layout.prepare(LayoutContext(bounds: CGRect(origin: .zero, size: Self.frameSize), itemCounts: counts))
        // 100 sections of 440 pt, section 80 now 660 pt: 44 220 pt; its last row at 80 × 440 + 14 × 44.
        #expect(layout.contentSize.height == 44_220)
        #expect(layout.attributes(at: IndexPath(item: 14, section: 80))?.frame == CGRect(x: 0, y: 35_816, width: 390, height: 44))
        #expect(layout.attributes(at: IndexPath(item: 0, section: 81))?.frame.minY == 35_860)
        #expect(layout.attributes(at: IndexPath(item: 9, section: 0))?.frame.minY == 396)
    }

    @Test func aBadGroupInAFarSectionFailsThePrepareNamingTheSection() throws {
        let fill = LayoutItem(size: LayoutSize(width: .absolute(150), height: .fractionalHeight(1)))
        let good = LayoutGroup.horizontal(
            size: LayoutSize(width: .fractionalWidth(1), height: .absolute(44)), subitems: [.item(fill)])
        // Three items of 150 pt need 450 pt; the section is 390 pt wide.
        let bad = LayoutGroup.horizontal(
            size: LayoutSize(width: .fractionalWidth(1), height: .absolute(44)), subitems: Array(repeating: .item(fill), count: 3)
        )
        var broken = false
        let layout = CompositionalLayout { index, _ in CompositionalSection(group: broken && index == 120 ? bad : good) }
        let context = LayoutContext(
            bounds: CGRect(origin: .zero, size: Self.frameSize), itemCounts: Array(repeating: 10, count: 150))
        try layout.prepare(context)
        broken = true
        layout.invalidate(with: .everything)
        #expect {
            try layout.prepare(context)
        } throws: { error in
            guard case .invalidSection(120, _) = error as? CompositionalLayoutError else { return false }
            return true
        }
        // The previous layout stays: section 120 answers as before.
        #expect(layout.attributes(at: IndexPath(item: 0, section: 120))?.frame.height == 44)
    }
}
