import Foundation
import LayoutKitCore
import LayoutKitLayouts
import Testing

/// The column grid against geometry worked out by hand and against filtering every frame.
struct ColumnGridLayoutTests {
    /// Three columns 100 pt wide at x = 10, 120 and 230 in a 340 pt viewport (insets 10, column
    /// spacing 10); items half as tall as wide (50 pt), rows 5 pt apart: row r at 10 + 55 r.
    static let configuration = ColumnGridConfiguration(
        columns: .fixed(3), itemHeight: .aspectRatio(0.5), rowSpacing: 5, columnSpacing: 10,
        sectionInsets: EdgeInsets(all: 10))

    @Test func threeSectionsByHand() throws {
        let layout = ColumnGridLayout(configuration: Self.configuration)
        try layout.prepare(gridContext([7, 0, 2]))
        // Section 0: 3 rows, 10 + 3 × 50 + 2 × 5 + 10 = 180 pt. Section 1, empty: its insets,
        // 180...200. Section 2: one row at 210, ends at 270.
        #expect(layout.contentSize == CGSize(width: 340, height: 270))
        #expect(layout.attributes(at: IndexPath(item: 0, section: 0))?.frame == CGRect(x: 10, y: 10, width: 100, height: 50))
        #expect(layout.attributes(at: IndexPath(item: 4, section: 0))?.frame == CGRect(x: 120, y: 65, width: 100, height: 50))
        #expect(layout.attributes(at: IndexPath(item: 6, section: 0))?.frame == CGRect(x: 10, y: 120, width: 100, height: 50))
        #expect(layout.attributes(at: IndexPath(item: 1, section: 2))?.frame == CGRect(x: 120, y: 210, width: 100, height: 50))
        #expect(layout.attributes(at: IndexPath(item: 7, section: 0)) == nil)
        #expect(layout.attributes(at: IndexPath(item: 0, section: 1)) == nil)
        #expect(layout.attributes(at: IndexPath(item: 0, section: 3)) == nil)
        // The gap between rows 1 and 2 (115...120) across the middle column holds nothing; a
        // rectangle over the middle and right columns of row 2 and section 2's row finds item 6's
        // row-mates (none: it is alone) and section 2's second item.
        #expect(layout.attributes(in: CGRect(x: 0, y: 115.5, width: 340, height: 4)).isEmpty)
        let found = layout.attributes(in: CGRect(x: 115, y: 100, width: 200, height: 115)).map(\.indexPath)
        #expect(Set(found) == [IndexPath(item: 4, section: 0), IndexPath(item: 5, section: 0), IndexPath(item: 1, section: 2)])
    }

    @Test func minimumWidthAndAbsoluteHeight() throws {
        // 320 pt, spacing 10: (320 + 10) / (100 + 10) = 3 columns of 100; with 101, 2 of 155.
        let layout = ColumnGridLayout(
            configuration: ColumnGridConfiguration(
                columns: .minimumWidth(100), itemHeight: .absolute(44), rowSpacing: 10, columnSpacing: 10))
        try layout.prepare(gridContext([6], width: 320))
        #expect(layout.attributes(at: IndexPath(item: 5, section: 0))?.frame == CGRect(x: 220, y: 54, width: 100, height: 44))
        layout.configuration.columns = .minimumWidth(101)
        try layout.prepare(gridContext([6], width: 320))
        #expect(layout.attributes(at: IndexPath(item: 5, section: 0))?.frame == CGRect(x: 165, y: 108, width: 155, height: 44))
        #expect(layout.contentSize.height == 152)
    }

    @Test func originsAreOnThePixelGrid() throws {
        // The default grid: 3 columns of (320 - 4) / 3 = 105.33, square, 2 apart; item 4 at
        // 107.33 either way, on a 2x display 107.5.
        let layout = ColumnGridLayout()
        var context = gridContext([9], width: 320)
        context.displayScale = 2
        try layout.prepare(context)
        let frame = try #require(layout.attributes(at: IndexPath(item: 4, section: 0))?.frame)
        #expect(frame.origin == CGPoint(x: 107.5, y: 107.5))
        #expect(abs(frame.width - 316.0 / 3) < 1e-9 && frame.height == frame.width)
    }

    @Test func rightToLeftPutsTheFirstColumnOnTheRight() throws {
        let layout = ColumnGridLayout(configuration: Self.configuration)
        var context = gridContext([4])
        context.layoutDirection = .rightToLeft
        try layout.prepare(context)
        let shown = layout.displayedAttributes(in: CGRect(x: 0, y: 0, width: 340, height: 200), context: context)
        #expect(shown.map(\.frame.minX) == [230, 120, 10, 230])
    }

    @Test func tenMillionItemsArePlacedByArithmetic() throws {
        let layout = ColumnGridLayout(configuration: Self.configuration)
        try layout.prepare(gridContext([10_000_000]))
        // 3 333 334 rows: the last item, 9 999 999, is alone on the last row, at 10 + 55 × 3 333 333.
        let last = IndexPath(item: 9_999_999, section: 0)
        #expect(layout.attributes(at: last)?.frame == CGRect(x: 10, y: 183_333_325, width: 100, height: 50))
        #expect(layout.contentSize.height == CGFloat(183_333_325 + 50 + 10))
        let around = layout.attributes(in: CGRect(x: 0, y: 183_333_300, width: 340, height: 100))
        #expect(around.map(\.indexPath.item).sorted() == [9_999_996, 9_999_997, 9_999_998, 9_999_999])
    }

    @Test func rowsThinnerThanAPixelAreFoundWhereTheyAreShown() throws {
        // Rows 0.3 pt apart are shown on whole points, up to half a point from where they are
        // computed: the query must look that far.
        let layout = ColumnGridLayout(
            configuration: ColumnGridConfiguration(
                columns: .fixed(4), itemHeight: .absolute(0.3), rowSpacing: 0, columnSpacing: 0.1))
        try layout.prepare(gridContext([400], width: 1.2))
        var generator = SeededGenerator(seed: 5)
        let frames = allCellFrames(layout, counts: [400])
        var mismatches = 0
        for _ in 0..<300 {
            let rect = CGRect(
                x: CGFloat.random(in: -1...2, using: &generator), y: CGFloat.random(in: -1...31, using: &generator),
                width: CGFloat.random(in: 0.05...0.5, using: &generator),
                height: CGFloat.random(in: 0.05...0.5, using: &generator))
            let found = Set(layout.attributes(in: rect).map(\.indexPath))
            if found != Set(frames.filter { sharesArea($0.value, rect) }.keys) { mismatches += 1 }
        }
        #expect(mismatches == 0)
    }

    @Test(arguments: 0..<10)
    func rectangleQueriesFindWhatFilteringEveryFrameFinds(seed: Int) throws {
        var generator = SeededGenerator(seed: 77 + UInt64(seed))
        let counts = (0..<Int.random(in: 1...4, using: &generator)).map { _ in Int.random(in: 0...150, using: &generator) }
        let columns: GridColumns =
            seed.isMultiple(of: 2)
            ? .fixed(Int.random(in: 1...9, using: &generator)) : .minimumWidth(CGFloat.random(in: 30...200, using: &generator))
        let itemHeight: GridItemHeight =
            seed % 3 == 0
            ? .absolute(CGFloat.random(in: 1...120, using: &generator))
            : .aspectRatio(CGFloat.random(in: 0.2...2, using: &generator))
        let layout = ColumnGridLayout(
            configuration: ColumnGridConfiguration(
                columns: columns, itemHeight: itemHeight, rowSpacing: CGFloat.random(in: 0...9, using: &generator),
                columnSpacing: CGFloat.random(in: 0...9, using: &generator),
                sectionInsets: EdgeInsets(all: CGFloat.random(in: 0...15, using: &generator))))
        var context = gridContext(counts, width: CGFloat.random(in: 200...800, using: &generator))
        context.displayScale = CGFloat(1 + seed % 3)
        try layout.prepare(context)
        #expect(rectQueryMismatches(layout, counts: counts, count: 300, generator: &generator).isEmpty)
    }
}
