import Foundation
import LayoutKitCore
import LayoutKitHost
import LayoutKitLayouts
import Testing

/// Flow frames worked out by hand from UIKit's documented behaviour.
struct FlowLayoutFrameTests {
    @Test func theSpringySceneSpreadsFiveItemsAcrossEachLine() throws {
        let layout = FlowLayout(configuration: .compactGrid())
        try layout.prepare(phoneContext([120]))
        // 300 pt of room, five 44 pt items use 220 + 4 x 10 = 260; the 40 pt left widen each gap to 20.
        let firstLine = cellFrames(layout, count: 5).map(\.minX)
        #expect(firstLine == [10, 74, 138, 202, 266])
        // Lines every 54 pt from y = 10; 24 lines: 10 + 24 x 44 + 23 x 10 + 10 = 1306.
        #expect(
            layout.attributes(at: IndexPath(item: 117, section: 0))?.frame
                == CGRect(x: 138, y: 10 + 23 * 54, width: 44, height: 44))
        #expect(layout.contentSize == CGSize(width: 320, height: 1306))
    }

    @Test func aShortLastLineOfEqualItemsKeepsTheColumns() throws {
        let layout = FlowLayout(configuration: .compactGrid())
        try layout.prepare(phoneContext([7]))
        #expect(cellFrames(layout, count: 7).suffix(2).map(\.minX) == [10, 74])
    }

    @Test func aLoneItemIsCentered() throws {
        let layout = FlowLayout {
            $0.itemSize = CGSize(width: 200, height: 50)
            $0.sectionInset = EdgeInsets(all: 10)
        }
        try layout.prepare(phoneContext([2]))
        // Two 200 pt items cannot share 300 pt: each line centers its item at 10 + (300 - 200) / 2.
        #expect(
            cellFrames(layout, count: 2) == [
                CGRect(x: 60, y: 10, width: 200, height: 50), CGRect(x: 60, y: 70, width: 200, height: 50)
            ])
    }

    @Test func theLastLineOfUnequalItemsIsLeadingAligned() throws {
        let widths: [CGFloat] = [100, 50, 100, 60, 30]
        let layout = FlowLayout { $0.sectionInset = EdgeInsets(all: 10) }
        var context = phoneContext([5])
        context.itemSizeProvider = { CGSize(width: widths[$0.item], height: 40) }
        try layout.prepare(context)
        // Line 1: 100 + 50 + 100 + 2 x 10 = 270 of 300; 30 left over, so gaps of 10 + 15.
        // Line 2 (last, unequal sizes): leading, minimum spacing.
        #expect(cellFrames(layout, count: 5).map(\.minX) == [10, 135, 210, 10, 80])
        #expect(cellFrames(layout, count: 5).map(\.minY) == [10, 10, 10, 60, 60])
    }

    @Test func itemsOfDifferentHeightsAreCenteredOnTheirLine() throws {
        let layout = FlowLayout { _ in }
        var context = phoneContext([3])
        context.itemSizeProvider = {
            [CGSize(width: 50, height: 44), CGSize(width: 50, height: 20), CGSize(width: 50, height: 30)][$0.item]
        }
        try layout.prepare(context)
        #expect(cellFrames(layout, count: 3).map(\.minY) == [0, 12, 7])
    }

    @Test func theZoomSceneRunsInColumnsWhenHorizontal() throws {
        let layout = FlowLayout(configuration: .cardRow())
        try layout.prepare(phoneContext([60]))
        // 568 - 200 = 368 pt of column: three 100 pt items (320 with minimum spacing), 48 pt left,
        // so gaps of 10 + 24; columns every 150 pt.
        #expect(
            cellFrames(layout, count: 4) == [
                CGRect(x: 0, y: 100, width: 100, height: 100), CGRect(x: 0, y: 234, width: 100, height: 100),
                CGRect(x: 0, y: 368, width: 100, height: 100), CGRect(x: 150, y: 100, width: 100, height: 100)
            ])
        #expect(layout.contentSize == CGSize(width: 20 * 100 + 19 * 50, height: 568))
        let visible = layout.attributes(in: CGRect(x: 140, y: 0, width: 200, height: 568)).map(\.indexPath.item).sorted()
        #expect(visible == [3, 4, 5, 6, 7, 8])
    }

    @Test func rightToLeftMirrorsAcrossTheContentWidth() throws {
        let layout = FlowLayout(configuration: .compactGrid())
        var context = phoneContext([3])
        context.layoutDirection = .rightToLeft
        try layout.prepare(context)
        let shown = layout.displayedAttributes(in: context.visibleRect, context: context)
        #expect(shown.map(\.frame.minX) == [266, 202, 138])
    }

    @Test func otherAlignmentsPlaceTheLineAsNamed() throws {
        var expectations: [(FlowLineAlignment, [CGFloat])] = []
        // Three 44 pt items in 300 pt: 152 used, 148 left.
        expectations.append((.leading, [10, 64, 118]))
        expectations.append((.center, [84, 138, 192]))
        expectations.append((.trailing, [158, 212, 266]))
        expectations.append((.justified, [10, 138, 266]))
        for (alignment, xs) in expectations {
            var configuration = FlowConfiguration.compactGrid()
            configuration.lineAlignment = alignment
            let layout = FlowLayout(configuration: configuration)
            try layout.prepare(phoneContext([3]))
            #expect(cellFrames(layout, count: 3).map(\.minX) == xs, "\(alignment)")
        }
    }

    @Test func sectionsStackWithHeadersFootersAndTheirOwnMetrics() throws {
        var configuration = FlowConfiguration.compactGrid()
        configuration.headerReferenceSize = CGSize(width: 0, height: 30)
        configuration.footerReferenceSize = CGSize(width: 0, height: 20)
        configuration.sectionMetrics[1] = FlowSectionMetrics(itemSize: CGSize(width: 100, height: 100))
        let layout = FlowLayout(configuration: configuration)
        try layout.prepare(phoneContext([5, 2]))
        // Section 0: header 0-30, inset 10, one line 40-84, inset 10, footer 94-114.
        let header0 = layout.supplementaryAttributes(ofKind: ElementKind.sectionHeader, at: IndexPath(item: 0, section: 0))
        #expect(header0?.frame == CGRect(x: 0, y: 0, width: 320, height: 30))
        #expect(layout.attributes(at: IndexPath(item: 0, section: 0))?.frame.minY == 40)
        #expect(
            layout.supplementaryAttributes(ofKind: ElementKind.sectionFooter, at: IndexPath(item: 0, section: 0))?.frame.minY
                == 94)
        // Section 1 has no header or footer and no inset. Its only line is also its last, of equal
        // items, so it keeps the spacing of a full line: three 100 pt items would fill 320 pt
        // with gaps of 10.
        #expect(layout.supplementaryAttributes(ofKind: ElementKind.sectionHeader, at: IndexPath(item: 0, section: 1)) == nil)
        #expect(
            cellFrames(layout, section: 1, count: 2) == [
                CGRect(x: 0, y: 114, width: 100, height: 100), CGRect(x: 110, y: 114, width: 100, height: 100)
            ])
        #expect(layout.contentSize.height == 214)
    }

    @Test func pinnedHeadersFollowTheVisibleTopUntilTheirSectionEnds() throws {
        var configuration = FlowConfiguration.compactGrid()
        configuration.headerReferenceSize = CGSize(width: 0, height: 30)
        configuration.sectionHeadersPinToVisibleBounds = true
        let layout = FlowLayout(configuration: configuration)
        // Section 0: header 0-30, items 40-408 (7 lines), bottom inset to 418. Section 1 from 418.
        try layout.prepare(phoneContext([35, 35], offset: 100))
        let header = { (section: Int) in
            layout.supplementaryAttributes(ofKind: ElementKind.sectionHeader, at: IndexPath(item: 0, section: section))
        }
        #expect(header(0)?.frame.minY == 100)
        #expect(header(0)?.zIndex == FlowLayout.pinnedZIndex)
        try layout.prepare(phoneContext([35, 35], offset: 400))
        // The header stops where its section ends: 418 - 30.
        #expect(header(0)?.frame.minY == 388)
        #expect(header(1)?.frame.minY == 418)
        let shown = layout.attributes(in: CGRect(x: 0, y: 400, width: 320, height: 568))
        #expect(shown.filter { $0.category != .cell }.map(\.indexPath.section).sorted() == [0, 1])
    }
}
