import Foundation
import LayoutKitCore
import LayoutKitLayouts
import Testing

/// Queries by rectangle against a brute-force filter of every element, and badges at each anchor.
struct GroupSectionQueryTests {
    static func badge(
        _ kind: String, _ edges: AnchorEdges, _ offset: SupplementaryAnchor.Offset = .absolute(.zero),
        size: LayoutSize = LayoutSize(width: .absolute(20), height: .absolute(20))
    ) -> ItemSupplementaryItem {
        ItemSupplementaryItem(kind: kind, size: size, anchor: SupplementaryAnchor(edges: edges, offset: offset))
    }

    /// A row of an item and a column of two, with badges on items and groups (some sticking out).
    static var mixedGroup: LayoutGroup {
        var column = LayoutGroup.vertical(
            size: LayoutSize(width: .fractionalWidth(0.4), height: .fractionalHeight(1)),
            subitems: [
                leaf(
                    .fractionalWidth(1), .fractionalHeight(0.5),
                    badges: [badge("dot", [.top, .trailing], .fractional(CGPoint(x: 0.5, y: -0.5)))]),
                leaf(.fractionalWidth(1), .absolute(40), edges: EdgeSpacing(top: .flexible(0)))
            ])
        column.supplementaryItems = [badge("column", [.bottom])]
        column.interItemSpacing = .fixed(6)
        var row = LayoutGroup.horizontal(
            size: LayoutSize(width: .fractionalWidth(1), height: .absolute(120)),
            subitems: [leaf(.fractionalWidth(0.5), .fractionalHeight(1), insets: EdgeInsets(all: 3)), .group(column)])
        row.interItemSpacing = .flexible(4)
        row.supplementaryItems = [badge("row", [.leading]), badge("row", [.trailing])]
        return row
    }

    /// Every element, from the index-path queries: cells by attributes(at:), badges by
    /// supplementaryAttributes(ofKind:at:) over more index paths than there are.
    static func everything(_ layout: GroupSectionLayout, count: Int, kinds: [String]) -> [LayoutAttributes] {
        var all = (0..<count).compactMap { layout.attributes(at: IndexPath(item: $0, section: 0)) }
        for kind in kinds {
            all += (0..<(count * 3)).compactMap {
                layout.supplementaryAttributes(ofKind: kind, at: IndexPath(item: $0, section: 0))
            }
        }
        return all
    }

    static func expectQueriesMatchBruteForce(_ layout: GroupSectionLayout, count: Int, kinds: [String]) {
        let all = everything(layout, count: count, kinds: kinds)
        let size = layout.contentSize
        let horizontal = layout.scrollDirection == .horizontal
        let length = horizontal ? size.width : size.height
        for start in stride(from: -60, to: length + 60, by: 23) {
            for span: CGFloat in [1, 45, 130, 600] {
                for (across, width) in [(CGFloat(-10), CGFloat(1000)), (150, 30)] {
                    let rect =
                        horizontal
                        ? CGRect(x: start, y: across, width: span, height: width)
                        : CGRect(x: across, y: start, width: width, height: span)
                    let expected = Set(all.filter { Self.shareArea($0.frame, rect) })
                    let found = layout.attributes(in: rect)
                    #expect(found.count == expected.count, "no duplicates in \(rect)")
                    #expect(Set(found) == expected, "\(rect)")
                }
            }
        }
    }

    /// True when the rectangles share some area (touching edges do not count, as in UIKit).
    static func shareArea(_ a: CGRect, _ b: CGRect) -> Bool {
        a.minX < b.maxX && b.minX < a.maxX && a.minY < b.maxY && b.minY < a.maxY
    }

    @Test(arguments: [ScrollDirection.vertical, .horizontal])
    func queriesFindWhatABruteForceFinds(axis: ScrollDirection) throws {
        let layout = try preparedGroupLayout(
            GroupSectionConfiguration(
                group: Self.mixedGroup, interGroupSpacing: 12,
                contentInsets: EdgeInsets(top: 7, left: 9, bottom: 11, right: 13), groupAxis: axis),
            count: 23)
        let kinds = ["dot", "column", "row"]
        // 23 items in groups of 3: 8 groups, the last holding 2 items.
        #expect(Self.everything(layout, count: 23, kinds: kinds).count == 23 + 8 + 8 + 16)
        Self.expectQueriesMatchBruteForce(layout, count: 23, kinds: kinds)
        let groups = layout.groupFrames(in: CGRect(origin: .zero, size: layout.contentSize))
        #expect(groups.count == 8)
    }

    @Test func badgesSitAtEachAnchor() throws {
        let badges = [
            Self.badge("tl", [.top, .leading]), Self.badge("tr", [.top, .trailing]), Self.badge("br", [.bottom, .trailing]),
            Self.badge("bl", [.bottom, .leading]), Self.badge("c", []), Self.badge("t", [.top]),
            Self.badge("corner", [.top, .trailing], .fractional(CGPoint(x: 0.5, y: -0.5))),
            Self.badge("nudged", [.leading], .absolute(CGPoint(x: 3, y: 4))),
            Self.badge(
                "half", [.bottom, .trailing], size: LayoutSize(width: .fractionalWidth(0.5), height: .fractionalHeight(0.25)))
        ]
        var group = LayoutGroup.horizontal(
            size: LayoutSize(width: .absolute(100), height: .absolute(100)),
            subitems: [leaf(.fractionalWidth(1), .fractionalHeight(1), badges: badges)])
        group.supplementaryItems = [
            Self.badge("strip", [.bottom], size: LayoutSize(width: .fractionalWidth(1), height: .absolute(4)))
        ]
        let layout = try preparedGroupLayout(GroupSectionConfiguration(group: group, interGroupSpacing: 10), count: 2)
        // The item is 0...100 both ways; a 20 pt badge against the right edge starts at 80, centred at 40.
        let expected: [String: CGRect] = [
            "tl": CGRect(x: 0, y: 0, width: 20, height: 20), "tr": CGRect(x: 80, y: 0, width: 20, height: 20),
            "br": CGRect(x: 80, y: 80, width: 20, height: 20), "bl": CGRect(x: 0, y: 80, width: 20, height: 20),
            "c": CGRect(x: 40, y: 40, width: 20, height: 20), "t": CGRect(x: 40, y: 0, width: 20, height: 20),
            // Half its size right and up from the top right corner: 80 + 10, 0 - 10.
            "corner": CGRect(x: 90, y: -10, width: 20, height: 20),
            // Left edge, centred vertically (40), moved by (3, 4).
            "nudged": CGRect(x: 3, y: 44, width: 20, height: 20),
            // Half the width (50) and a quarter of the height (25) in the bottom right corner.
            "half": CGRect(x: 50, y: 75, width: 50, height: 25)
        ]
        for (kind, frame) in expected {
            let first = layout.supplementaryAttributes(ofKind: kind, at: IndexPath(item: 0, section: 0))
            #expect(first?.frame == frame, "\(kind)")
            #expect(first?.zIndex == 1)
            // The second item's group starts at 100 + 10.
            #expect(
                layout.supplementaryAttributes(ofKind: kind, at: IndexPath(item: 1, section: 0))?.frame
                    == frame.offsetBy(dx: 0, dy: 110), "\(kind)")
            #expect(layout.supplementaryAttributes(ofKind: kind, at: IndexPath(item: 2, section: 0)) == nil)
        }
        // The group's strip, numbered by group: the full width, 4 pt at its bottom.
        #expect(
            layout.supplementaryAttributes(ofKind: "strip", at: IndexPath(item: 1, section: 0))?.frame
                == CGRect(x: 0, y: 206, width: 100, height: 4))
        #expect(layout.supplementaryAttributes(ofKind: "strip", at: IndexPath(item: 2, section: 0)) == nil)
        #expect(layout.supplementaryAttributes(ofKind: "none", at: IndexPath(item: 0, section: 0)) == nil)
        let shown = layout.attributes(in: CGRect(x: 0, y: -20, width: 390, height: 20))
        // Only what reaches above the content: the corner badge of item 0.
        #expect(
            shown.map(\.key) == [
                ElementKey(category: .supplementaryView(kind: "corner"), indexPath: IndexPath(item: 0, section: 0))
            ])
    }
}
