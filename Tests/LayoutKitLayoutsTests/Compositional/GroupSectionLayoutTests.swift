import Foundation
import LayoutKitCore
import LayoutKitLayouts
import Testing

/// Frames of every kind of group, checked against geometry worked out by hand in a 390 x 844
/// viewport.
struct GroupSectionLayoutTests {
    @Test func horizontalGroupsWithFixedSpacingStackDown() throws {
        // Three 120 pt items with 15 pt between them fill 3 × 120 + 2 × 15 = 390 pt; groups are
        // 100 pt tall, 10 pt apart, below a 20 pt top inset.
        var group = LayoutGroup.horizontal(
            size: LayoutSize(width: .fractionalWidth(1), height: .absolute(100)),
            subitems: Array(repeating: leaf(.absolute(120), .fractionalHeight(1)), count: 3))
        group.interItemSpacing = .fixed(15)
        let layout = try preparedGroupLayout(
            GroupSectionConfiguration(group: group, interGroupSpacing: 10, contentInsets: EdgeInsets(top: 20, bottom: 30)),
            count: 7)
        #expect(
            cellFrames(layout, count: 7) == [
                CGRect(x: 0, y: 20, width: 120, height: 100), CGRect(x: 135, y: 20, width: 120, height: 100),
                CGRect(x: 270, y: 20, width: 120, height: 100),
                // Group 1 starts at 20 + 100 + 10 = 130.
                CGRect(x: 0, y: 130, width: 120, height: 100), CGRect(x: 135, y: 130, width: 120, height: 100),
                CGRect(x: 270, y: 130, width: 120, height: 100),
                // Group 2 (partial: one item) at 130 + 110 = 240, in the template's first place.
                CGRect(x: 0, y: 240, width: 120, height: 100)
            ])
        #expect(layout.attributes(at: IndexPath(item: 7, section: 0)) == nil)
        // 20 + 3 groups × 100 + 2 × 10 + 30 = 370; across, the viewport's width.
        #expect(layout.contentSize == CGSize(width: 390, height: 370))
        #expect(layout.scrollDirection == .vertical)
        #expect(layout.flipsHorizontallyInOppositeLayoutDirection)
    }

    @Test func verticalGroupPlacesItemsOneUnderTheOther() throws {
        // A 195 x 200 column: a quarter of it (50 pt) then 100 pt, 10 pt apart; the 40 pt left
        // over stays at the bottom (no flexible spacing).
        var group = LayoutGroup.vertical(
            size: LayoutSize(width: .fractionalWidth(0.5), height: .absolute(200)),
            subitems: [leaf(.fractionalWidth(1), .fractionalHeight(0.25)), leaf(.absolute(80), .absolute(100))])
        group.interItemSpacing = .fixed(10)
        let layout = try preparedGroupLayout(GroupSectionConfiguration(group: group, interGroupSpacing: 4), count: 3)
        #expect(
            cellFrames(layout, count: 3) == [
                CGRect(x: 0, y: 0, width: 195, height: 50), CGRect(x: 0, y: 60, width: 80, height: 100),
                CGRect(x: 0, y: 204, width: 195, height: 50)
            ])
        // 2 groups × 200 + 4 down; across, as wide as the group (half of 390).
        #expect(layout.contentSize == CGSize(width: 195, height: 404))
    }

    @Test func repeatingGroupsDeriveTheItemLength() throws {
        // Insets of 15 leave 360 pt; 4 items and 3 spacings of 10: (360 - 30) / 4 = 82.5 each.
        var horizontal = LayoutGroup.horizontal(
            size: LayoutSize(width: .fractionalWidth(1), height: .absolute(80)),
            repeating: leaf(.absolute(10), .fractionalHeight(1)), count: 4)
        horizontal.interItemSpacing = .fixed(10)
        let layout = try preparedGroupLayout(
            GroupSectionConfiguration(group: horizontal, contentInsets: EdgeInsets(left: 15, right: 15)), count: 5)
        #expect(
            cellFrames(layout, count: 5) == [
                CGRect(x: 15, y: 0, width: 82.5, height: 80), CGRect(x: 107.5, y: 0, width: 82.5, height: 80),
                CGRect(x: 200, y: 0, width: 82.5, height: 80), CGRect(x: 292.5, y: 0, width: 82.5, height: 80),
                CGRect(x: 15, y: 80, width: 82.5, height: 80)
            ])

        // Vertically: 3 copies with a 6 pt top edge spacing each in 300 pt: (300 - 3 × 6) / 3 = 94.
        let vertical = LayoutGroup.vertical(
            size: LayoutSize(width: .absolute(100), height: .absolute(300)),
            repeating: leaf(.fractionalWidth(1), .absolute(1), edges: EdgeSpacing(top: .fixed(6))), count: 3)
        let column = try preparedGroupLayout(GroupSectionConfiguration(group: vertical), count: 3)
        #expect(
            cellFrames(column, count: 3) == [
                CGRect(x: 0, y: 6, width: 100, height: 94), CGRect(x: 0, y: 106, width: 100, height: 94),
                CGRect(x: 0, y: 206, width: 100, height: 94)
            ])
    }

    @Test func nestedGroupsTakeFractionsOfTheirGroupsRoom() throws {
        // A 390 x 300 row: a 292.5 pt wide item (0.75), then a 97.5 pt column (0.25) inset by 5 on
        // every side (room 87.5 x 290) holding two halves of 145 pt.
        var column = LayoutGroup.vertical(
            size: LayoutSize(width: .fractionalWidth(0.25), height: .fractionalHeight(1)),
            subitems: [leaf(.fractionalWidth(1), .fractionalHeight(0.5)), leaf(.fractionalWidth(1), .fractionalHeight(0.5))])
        column.contentInsets = EdgeInsets(all: 5)
        let row = LayoutGroup.horizontal(
            size: LayoutSize(width: .fractionalWidth(1), height: .absolute(300)),
            subitems: [leaf(.fractionalWidth(0.75), .fractionalHeight(1)), .group(column)])
        let layout = try preparedGroupLayout(GroupSectionConfiguration(group: row, interGroupSpacing: 20), count: 4)
        #expect(
            cellFrames(layout, count: 4) == [
                CGRect(x: 0, y: 0, width: 292.5, height: 300), CGRect(x: 297.5, y: 5, width: 87.5, height: 145),
                CGRect(x: 297.5, y: 150, width: 87.5, height: 145),
                // The second group starts at 300 + 20.
                CGRect(x: 0, y: 320, width: 292.5, height: 300)
            ])
    }

    @Test func customGroupsPlaceTheirItemsWhereTheProviderSays() throws {
        // The provider sees the group's room: 390 less the 10 pt insets left and right = 370.
        var group = LayoutGroup.custom(size: LayoutSize(width: .fractionalWidth(1), height: .absolute(200))) { environment in
            [
                CustomGroupItem(frame: CGRect(x: 0, y: 0, width: environment.contentSize.width / 2, height: 200), zIndex: 2),
                CustomGroupItem(frame: CGRect(x: environment.contentSize.width / 2, y: 50, width: 100, height: 100))
            ]
        }
        group.contentInsets = EdgeInsets(left: 10, right: 10)
        let layout = try preparedGroupLayout(GroupSectionConfiguration(group: group), count: 3)
        #expect(
            cellFrames(layout, count: 3) == [
                CGRect(x: 10, y: 0, width: 185, height: 200), CGRect(x: 195, y: 50, width: 100, height: 100),
                CGRect(x: 10, y: 200, width: 185, height: 200)
            ])
        #expect(layout.attributes(at: IndexPath(item: 2, section: 0))?.zIndex == 2)
        #expect(layout.attributes(at: IndexPath(item: 1, section: 0))?.zIndex == 0)
    }

    @Test func flexibleSpacingSharesTheLeftover() throws {
        // 3 items of 100 and 2 flexible spacings of at least 10: 390 - 320 = 70 left, 35 each,
        // so the spacings are 45.
        var group = LayoutGroup.horizontal(
            size: LayoutSize(width: .fractionalWidth(1), height: .absolute(50)),
            subitems: Array(repeating: leaf(.absolute(100), .absolute(50)), count: 3))
        group.interItemSpacing = .flexible(10)
        let layout = try preparedGroupLayout(GroupSectionConfiguration(group: group), count: 3)
        #expect(cellFrames(layout, count: 3).map(\.minX) == [0, 145, 290])
    }

    @Test func edgeSpacingPlacesItemsAlongAndAcross() throws {
        // Along: 20 fixed before item 0, flexible 0 before and after item 1: 390 - 220 = 170 left,
        // 85 each: item 1 at 20 + 100 + 85 = 205 (and 85 after it: 205 + 100 + 85 = 390).
        // Across: flexible top and bottom of 0 around a 40 pt item in 100 pt centre it (30);
        // a fixed top of 12 puts item 1 at 12.
        let group = LayoutGroup.horizontal(
            size: LayoutSize(width: .fractionalWidth(1), height: .absolute(100)),
            subitems: [
                leaf(
                    .absolute(100), .absolute(40),
                    edges: EdgeSpacing(leading: .fixed(20), top: .flexible(0), bottom: .flexible(0))),
                leaf(
                    .absolute(100), .absolute(40),
                    edges: EdgeSpacing(leading: .flexible(0), top: .fixed(12), trailing: .flexible(0)))
            ])
        let layout = try preparedGroupLayout(GroupSectionConfiguration(group: group), count: 2)
        #expect(
            cellFrames(layout, count: 2) == [
                CGRect(x: 20, y: 30, width: 100, height: 40), CGRect(x: 205, y: 12, width: 100, height: 40)
            ])
    }

    @Test func contentInsetsOfItemGroupAndSectionAddUp() throws {
        // Section insets 8 all round: container 374 x 828. The group (fractionalWidth 1 = 374,
        // 100 tall) insets its room by 4: 366 x 92. Two halves (183 x 92) inset by (5, 10): the
        // first cell at x 8 + 4 + 10 = 22, y 8 + 4 + 5 = 17, 183 - 20 = 163 wide, 92 - 10 = 82 tall.
        var group = LayoutGroup.horizontal(
            size: LayoutSize(width: .fractionalWidth(1), height: .absolute(100)),
            subitems: Array(
                repeating: leaf(
                    .fractionalWidth(0.5), .fractionalHeight(1),
                    insets: EdgeInsets(top: 5, left: 10, bottom: 5, right: 10)), count: 2))
        group.contentInsets = EdgeInsets(all: 4)
        let layout = try preparedGroupLayout(
            GroupSectionConfiguration(group: group, interGroupSpacing: 6, contentInsets: EdgeInsets(all: 8)), count: 3)
        #expect(
            cellFrames(layout, count: 3) == [
                CGRect(x: 22, y: 17, width: 163, height: 82), CGRect(x: 205, y: 17, width: 163, height: 82),
                // The second group at 8 + 100 + 6 = 114.
                CGRect(x: 22, y: 123, width: 163, height: 82)
            ])
        // 8 + 2 × 100 + 6 + 8.
        #expect(layout.contentSize == CGSize(width: 390, height: 222))
        #expect(
            layout.groupFrames(in: CGRect(x: 0, y: 0, width: 390, height: 844))
                == [CGRect(x: 8, y: 8, width: 374, height: 100), CGRect(x: 8, y: 114, width: 374, height: 100)])
    }

    @Test func aHorizontalGroupAxisRepeatsGroupsSideways() throws {
        // Insets 15 left and right leave 360; groups of 0.75 × 360 = 270, 8 apart (every 278),
        // 150 tall, 10 below the top.
        let group = LayoutGroup.horizontal(
            size: LayoutSize(width: .fractionalWidth(0.75), height: .absolute(150)),
            subitems: [leaf(.fractionalWidth(1), .fractionalHeight(1))])
        let layout = try preparedGroupLayout(
            GroupSectionConfiguration(
                group: group, interGroupSpacing: 8,
                contentInsets: EdgeInsets(top: 10, left: 15, bottom: 10, right: 15), groupAxis: .horizontal),
            count: 5)
        #expect(cellFrames(layout, count: 5) == (0..<5).map { CGRect(x: 15 + CGFloat($0) * 278, y: 10, width: 270, height: 150) })
        // 15 + 5 × 270 + 4 × 8 + 15 = 1412 wide; 10 + 150 + 10 tall.
        #expect(layout.contentSize == CGSize(width: 1412, height: 170))
        #expect(layout.scrollDirection == .horizontal)
        // A 300 pt window from x = 600 meets group 2 (571...841) and group 3 (849...1119).
        #expect(
            layout.groupFrames(in: CGRect(x: 600, y: 0, width: 300, height: 170))
                == [CGRect(x: 571, y: 10, width: 270, height: 150), CGRect(x: 849, y: 10, width: 270, height: 150)])
    }

    @Test func aMillionItemsCostNothingPerItem() throws {
        // Rows of three 130 pt items, 100 tall, 10 apart, insets 20 top and bottom.
        let group = LayoutGroup.horizontal(
            size: LayoutSize(width: .fractionalWidth(1), height: .absolute(100)),
            repeating: leaf(.absolute(1), .fractionalHeight(1)), count: 3)
        let configuration = GroupSectionConfiguration(
            group: group, interGroupSpacing: 10,
            contentInsets: EdgeInsets(top: 20, bottom: 20))
        let layout = try preparedGroupLayout(configuration, count: 1_000_000)
        // 333 334 groups (the last holds item 999 999 alone): 40 + 333 334 × 100 + 333 333 × 10.
        #expect(layout.contentSize == CGSize(width: 390, height: 36_666_770))
        // The last group starts at 20 + 333 333 × 110 = 36 666 650.
        let end = layout.attributes(in: CGRect(x: 0, y: 36_666_700, width: 390, height: 70))
        #expect(
            end == [
                LayoutAttributes(
                    indexPath: IndexPath(item: 999_999, section: 0), category: .cell,
                    frame: CGRect(x: 0, y: 36_666_650, width: 130, height: 100))
            ])
        #expect(
            layout.attributes(at: IndexPath(item: 999_998, section: 0))?.frame
                == CGRect(x: 260, y: 36_666_540, width: 130, height: 100))
        // A trillion items prepare at once too: only arithmetic. 333 333 333 334 groups:
        // 40 + 33 333 333 333 400 + 3 333 333 333 330.
        let huge = try preparedGroupLayout(configuration, count: 1_000_000_000_000)
        #expect(huge.contentSize.height == 36_666_666_666_770)
    }
}
