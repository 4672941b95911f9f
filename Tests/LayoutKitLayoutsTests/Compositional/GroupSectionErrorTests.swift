import Foundation
import LayoutKitCore
import LayoutKitLayouts
import Testing

/// Each bad input gives its own error, naming the parameter, and leaves the previous layout.
struct GroupSectionErrorTests {
    struct Case: Sendable, CustomStringConvertible {
        var configuration: GroupSectionConfiguration
        var sections = 1
        var name: String
        var value: Double
        var reason: String

        var description: String { name }
    }

    /// Three 120 pt items, 15 apart, in a 390 x 100 row.
    static func row(
        _ subitems: [LayoutGroupElement] = Array(repeating: leaf(.absolute(120), .fractionalHeight(1)), count: 3),
        height: LayoutDimension = .absolute(100), spacing: LayoutSpacing? = .fixed(15),
        change: (inout LayoutGroup) -> Void = { _ in }
    ) -> GroupSectionConfiguration {
        var group = LayoutGroup.horizontal(size: LayoutSize(width: .fractionalWidth(1), height: height), subitems: subitems)
        group.interItemSpacing = spacing
        change(&group)
        return GroupSectionConfiguration(group: group)
    }

    static func badged(_ badge: ItemSupplementaryItem) -> GroupSectionConfiguration {
        row([leaf(.absolute(120), .fractionalHeight(1), badges: [badge])])
    }

    static let cases: [Case] = {
        let item120 = leaf(.absolute(120), .fractionalHeight(1))
        var cases = [
            Case(
                configuration: row(Array(repeating: leaf(.absolute(150), .fractionalHeight(1)), count: 3), spacing: .fixed(10)),
                name: "group.subitems", value: 470,
                reason: "3 subitems of 150 + 150 + 150 pt and spacings of 20 pt need 470 pt of width; the group has 390 pt"),
            // Flexible spacings count at their minimum: 360 + 2 × 100.
            Case(
                configuration: row(spacing: .flexible(100)), name: "group.subitems", value: 560,
                reason: "3 subitems of 120 + 120 + 120 pt and spacings of 200 pt need 560 pt of width; the group has 390 pt"),
            Case(
                configuration: row([leaf(.absolute(120), .absolute(120))]), name: "group.subitems[0]", value: 120,
                reason: "the subitem of 120 pt and its edge spacing need 120 pt of height; the group has 100 pt"),
            Case(
                configuration: row([item120, leaf(.fractionalWidth(.nan), .fractionalHeight(1))]),
                name: "group.subitems[1].size.width", value: .nan, reason: "must be finite"),
            Case(
                configuration: row([item120, item120, leaf(.absolute(120), .absolute(-1))]),
                name: "group.subitems[2].size.height", value: -1, reason: "must not be negative"),
            Case(
                configuration: row(height: .estimated(0)), name: "group.size.height", value: 0,
                reason: "an estimate must be positive"),
            Case(
                configuration: row(spacing: .fixed(.nan)), name: "group.interItemSpacing", value: .nan, reason: "must be finite"),
            Case(
                configuration: row([leaf(.absolute(120), .fractionalHeight(1), insets: EdgeInsets(left: .nan))]),
                name: "group.subitems[0].contentInsets.left", value: .nan, reason: "must be finite"),
            Case(
                configuration: row([leaf(.absolute(120), .fractionalHeight(1), insets: EdgeInsets(left: 70, right: 70))]),
                name: "group.subitems[0].contentInsets", value: -20, reason: "the insets leave -20 pt of the 120 pt width"),
            Case(
                configuration: row { $0.edgeSpacing = EdgeSpacing(top: .fixed(1)) }, name: "group.edgeSpacing", value: 0,
                reason: "a top-level group has no enclosing group: place it with contentInsets and interGroupSpacing"),
            Case(
                configuration: row([
                    .group(
                        .vertical(
                            size: LayoutSize(width: .fractionalWidth(1), height: .fractionalHeight(1)),
                            subitems: [leaf(.fractionalWidth(1), .absolute(-3))]))
                ]),
                name: "group.subitems[0].subitems[0].size.height", value: -3, reason: "must not be negative"),
            Case(configuration: row([]), name: "group.subitems", value: 0, reason: "a group needs at least one subitem"),
            Case(
                configuration: row([leaf(.fractionalWidth(1), .fractionalHeight(1))], height: .absolute(0)),
                name: "group.size.height", value: 0,
                reason: "groups of no length and no interGroupSpacing would all lie at one place"),
            Case(
                configuration: badged(
                    ItemSupplementaryItem(
                        kind: "b", size: LayoutSize(width: .estimated(10), height: .absolute(10)),
                        anchor: SupplementaryAnchor(edges: .top))),
                name: "group.subitems[0].supplementaryItems[0].size.width", value: 10,
                reason: "a badge does not self-size: give it an absolute or fractional size"),
            Case(
                configuration: badged(
                    ItemSupplementaryItem(
                        kind: "b", size: LayoutSize(width: .absolute(10), height: .absolute(10)),
                        anchor: SupplementaryAnchor(edges: [.leading, .trailing]))),
                name: "group.subitems[0].supplementaryItems[0].anchor.edges", value: 10,
                reason: "names both leading and trailing: anchor to one of them"),
            Case(
                configuration: GroupSectionConfiguration(
                    group: .custom(size: LayoutSize(width: .absolute(10), height: .absolute(10))) { _ in [] }),
                name: "group", value: 0, reason: "the group has no items (a custom provider returned none)"),
            Case(
                configuration: row(), sections: 2, name: "itemCounts", value: 2,
                reason: "a GroupSectionLayout lays out one section; the collection has 2")
        ]
        var repeating = GroupSectionConfiguration(
            group: .horizontal(
                size: LayoutSize(width: .fractionalWidth(1), height: .absolute(100)), repeating: item120, count: 0))
        cases.append(Case(configuration: repeating, name: "group.count", value: 0, reason: "must be at least 1"))
        repeating = row()
        repeating.interGroupSpacing = -5
        cases.append(Case(configuration: repeating, name: "interGroupSpacing", value: -5, reason: "must not be negative"))
        repeating = row()
        repeating.contentInsets.top = .nan
        cases.append(Case(configuration: repeating, name: "contentInsets.top", value: .nan, reason: "must be finite"))
        return cases
    }()

    @Test(arguments: cases)
    func aBadInputIsNamedAndTheLayoutStays(_ bad: Case) throws {
        let layout = try preparedGroupLayout(Self.row(), count: 5)
        // The good row: 0, 135, 270 in rows at 0 and 100.
        let frames = [
            CGRect(x: 0, y: 0, width: 120, height: 100), CGRect(x: 135, y: 0, width: 120, height: 100),
            CGRect(x: 270, y: 0, width: 120, height: 100), CGRect(x: 0, y: 100, width: 120, height: 100),
            CGRect(x: 135, y: 100, width: 120, height: 100)
        ]
        #expect(cellFrames(layout, count: 5) == frames)
        layout.configuration = bad.configuration
        let context = LayoutContext(
            bounds: CGRect(x: 0, y: 0, width: 390, height: 844),
            itemCounts: Array(repeating: 7, count: bad.sections))
        let error = try #require(invalidParameter { try layout.prepare(context) })
        #expect(error.name == bad.name)
        #expect(error.value == bad.value || (error.value.isNaN && bad.value.isNaN), "\(error.value)")
        #expect(error.reason == bad.reason)
        #expect(cellFrames(layout, count: 5) == frames)
        #expect(layout.contentSize == CGSize(width: 390, height: 200))
    }
}
