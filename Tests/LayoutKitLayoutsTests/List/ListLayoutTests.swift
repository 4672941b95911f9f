import Foundation
import LayoutKitCore
import LayoutKitHost
import LayoutKitLayouts
import Testing

/// The list's appearances, worked out by hand on a 390 x 844 screen (layout margin 16 pt, as on a
/// screen narrower than 414 pt), rows of 44 pt, display scale 3 (separators a third of a point).
struct ListLayoutTests {
    static let screen = CGSize(width: 390, height: 844)

    /// A host of `list` with `counts`, at scale 3.
    static func host(_ list: ListLayout, counts: [Int] = [5, 5, 5], direction: LayoutDirection = .leftToRight) throws
        -> CollectionViewHost
    {
        try CollectionViewHost(layout: list, frameSize: screen, itemCounts: counts, layoutDirection: direction, displayScale: 3)
    }

    private func frame(_ host: CollectionViewHost, _ item: Int, _ section: Int) -> CGRect? {
        host.layout.attributes(at: IndexPath(item: item, section: section))?.frame
    }

    private func separators(_ host: CollectionViewHost) -> [IndexPath: CGRect] {
        Dictionary(
            uniqueKeysWithValues: host.visibleElements.filter { $0.category == .decorationView(kind: ListLayout.separatorKind) }
                .map { ($0.indexPath, $0.frame) })
    }

    @Test func plainRowsLieEdgeToEdgeWithASeparatorBelowEachButTheLastOfASection() throws {
        let host = try Self.host(ListLayout())
        // No headers: section s starts at 5 × 44 s; row i of it at 220 s + 44 i.
        #expect(frame(host, 2, 1) == CGRect(x: 0, y: 220 + 88, width: 390, height: 44))
        let lines = separators(host)
        #expect(lines.count == 12, "four a section: none below a section's last row")
        #expect(lines[IndexPath(item: 4, section: 0)] == nil)
        // From the margin (16) to the trailing edge, its bottom pixel row.
        let line = try #require(lines[IndexPath(item: 0, section: 0)])
        #expect(abs(line.minX - 16) < 1e-9 && abs(line.width - 374) < 1e-9 && abs(line.height - 1.0 / 3) < 1e-9)
        #expect(abs(line.maxY - 44) < 1e-9)
    }

    @Test func plainHeadersArePinnedAboveTheirRows() throws {
        let host = try Self.host(ListLayout(configuration: ListConfiguration(headerMode: .supplementary)))
        // A section is a 28 pt header and 5 rows: 248 pt; section 1's row 0 at 248 + 28.
        #expect(frame(host, 0, 1) == CGRect(x: 0, y: 276, width: 390, height: 44))
        try host.setContentOffset(CGPoint(x: 0, y: 300))
        let header = host.visibleElements.first {
            $0.category == .supplementaryView(kind: ElementKind.sectionHeader) && $0.indexPath.section == 1
        }
        #expect(header?.frame.minY == 300, "section 1's header is pinned to the top")
    }

    @Test func insetGroupedSectionsSitInsideTheMarginsOnRoundedBackgroundsOfTheirRows() throws {
        var settings = ListConfiguration(appearance: .insetGrouped, headerMode: .supplementary)
        settings.footerMode = .supplementary
        let host = try Self.host(ListLayout(configuration: settings))
        // A section: a 38 pt header, 5 rows of 44 pt 358 wide from x = 16, a 17 pt footer: 275 pt.
        #expect(frame(host, 0, 1) == CGRect(x: 16, y: 275 + 38, width: 358, height: 44))
        let background = try #require(
            host.visibleElements.first {
                $0.category == .decorationView(kind: ListLayout.sectionBackgroundKind) && $0.indexPath.section == 0
            })
        #expect(background.frame == CGRect(x: 16, y: 38, width: 358, height: 220), "behind the rows only")
        #expect(background.customValues["cornerRadius"] == 10)
        let header = host.visibleElements.first { $0.category == .supplementaryView(kind: ElementKind.sectionHeader) }
        #expect(header?.frame == CGRect(x: 16, y: 0, width: 358, height: 38), "headers line up with their section")
        // Separators start at the row's content edge: 16 + 16.
        #expect(separators(host)[IndexPath(item: 0, section: 0)]?.minX == 32)
    }

    @Test func groupedSectionsWithoutHeadersAre35PointsApart() throws {
        let host = try Self.host(ListLayout(configuration: ListConfiguration(appearance: .grouped)))
        #expect(frame(host, 0, 0)?.minY == 35)
        #expect(abs((frame(host, 0, 1)?.minY ?? 0) - (35 + 220 + 35)) < 1e-9, "\(String(describing: frame(host, 0, 1)))")
        #expect(frame(host, 0, 1)?.width == 390)
        let background = host.visibleElements.first { $0.category == .decorationView(kind: ListLayout.sectionBackgroundKind) }
        #expect(background?.frame == CGRect(x: 0, y: 35, width: 390, height: 220) && background?.customValues.isEmpty == true)
    }

    @Test func rowsSizeThemselvesFromTheEstimate() throws {
        let host = try Self.host(ListLayout(), counts: [6])
        host.preferredLayoutAttributesFitting = { attributes in
            var sized = attributes
            sized.frame.size.height = 30 + 10 * CGFloat(attributes.indexPath.item)
            return sized
        }
        try host.advanceFrame()
        // Rows 30, 40, 50, ...: row 3 starts at 30 + 40 + 50 = 120 and is 60 tall.
        #expect(frame(host, 3, 0) == CGRect(x: 0, y: 120, width: 390, height: 60))
        #expect(abs((separators(host)[IndexPath(item: 3, section: 0)]?.maxY ?? 0) - 180) < 1e-9)
    }

    @Test func aWiderScreenHasA20PointMarginAndBadSettingsAreNamed() throws {
        let list = ListLayout()
        let host = try CollectionViewHost(layout: list, frameSize: CGSize(width: 430, height: 932), itemCounts: [3])
        #expect(host.visibleElements.first { $0.category == .decorationView(kind: ListLayout.separatorKind) }?.frame.minX == 20)
        for (name, settings) in [
            ("rowHeight", ListConfiguration(rowHeight: .absolute(0))), ("headerHeight", ListConfiguration(headerHeight: -1)),
            ("layoutMargin", ListConfiguration(layoutMargin: .nan)), ("fullSwipeShare", ListConfiguration(fullSwipeShare: 1.5))
        ] {
            #expect {
                try settings.validate()
            } throws: { error in
                guard case let LayoutError.invalidParameter(reported, _, _) = error else { return false }
                return reported == name
            }
        }
    }
}
